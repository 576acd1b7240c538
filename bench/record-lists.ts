/**
 * List and search latency of the record screens' API at scale (issue 3 §6): 100,000 more customers
 * and users (server/db/grow.ts), on PGlite and — when BENCH_DATABASE_URL or TEST_DATABASE_URL names
 * a server — on PostgreSQL. Each query runs sequentially against the real server over HTTP.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { growRecords } from '../server/db/grow';
import { seedDemo } from '../server/db/seed';
import { apiToken, startServer } from '../tests/e2e/harness';

export const GROW_BY = 100_000;
const RUNS = 100;
const WARMUP = 5;

interface Probe {
  name: string;
  account: string;
  path: string;
  body: object;
}

const PROBES: readonly Probe[] = [
  { name: 'customers: page 1 by name', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 1, pageSize: 10 } },
  { name: 'customers: page 5,000 by name', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 5000, pageSize: 10 } },
  { name: 'customers: search "Customer 0042" (~1,000 hits)', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 1, search: 'Customer 0042' } },
  { name: 'customers: search "Bench Customer" (every grown row)', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 1, search: 'Bench Customer' } },
  { name: 'customers: search one email', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 1, search: 'office77777@' } },
  { name: 'customers: status filter, newest first', account: 'admin@example.com', path: '/api/customers', body: { pageNumber: 1, status: 'pending', sort: '-created' } },
  { name: 'customers: a partner\'s scope (1/3 of all)', account: 'partner@example.com', path: '/api/customers', body: { pageNumber: 1 } },
  { name: 'users: page 1 by name', account: 'admin@example.com', path: '/api/users', body: { pageNumber: 1, pageSize: 10 } },
  { name: 'users: search "User 00042" (~100 hits)', account: 'admin@example.com', path: '/api/users', body: { pageNumber: 1, search: 'User 00042' } },
  { name: 'users: search one email', account: 'admin@example.com', path: '/api/users', body: { pageNumber: 1, search: 'bench.user.77777@' } },
  { name: 'users: a partner\'s scope', account: 'partner@example.com', path: '/api/users', body: { pageNumber: 1 } },
];

export interface ProbeResult {
  backend: 'pglite' | 'postgres';
  name: string;
  p50: number;
  p95: number;
  total: number | null;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function probe(url: string, token: string, { path: route, body }: Probe): Promise<{ times: number[]; total: number | null }> {
  const times: number[] = [];
  let total: number | null = null;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const answer = (await response.json()) as { status: number; messages: string; data?: { total: number } };
    if (response.status !== 200) throw new Error(`${route} ${JSON.stringify(body)}: ${response.status} ${answer.messages}`);
    if (i >= WARMUP) times.push(performance.now() - started);
    total = answer.data?.total ?? null;
  }
  return { times: times.sort((a, b) => a - b), total };
}

async function measure(backend: 'pglite' | 'postgres', env: Record<string, string>): Promise<ProbeResult[]> {
  const server = await startServer(env);
  try {
    const tokens = new Map<string, string>();
    const results: ProbeResult[] = [];
    for (const p of PROBES) {
      if (!tokens.has(p.account)) tokens.set(p.account, await apiToken(server.url, p.account));
      const { times, total } = await probe(server.url, tokens.get(p.account) ?? '', p);
      results.push({ backend, name: p.name, p50: percentile(times, 50), p95: percentile(times, 95), total });
    }
    return results;
  } finally {
    await server.stop();
  }
}

async function grown(options: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    await growRecords(database.db, { customers: GROW_BY, users: GROW_BY });
    // What autovacuum does on a live database after such a load: statistics (without them the planner
    // takes 100,000 rows for a few) and the visibility map (without it an index-only scan still reads
    // every row from the table).
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

export async function measureRecordLists(): Promise<ProbeResult[]> {
  const results: ProbeResult[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-records-'));
  try {
    await grown({ dataDir, databaseUrl: undefined });
    results.push(...(await measure('pglite', { DATA_DIR: dataDir })));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return results;
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await grown({ dataDir: tmpdir(), databaseUrl: url.toString() });
    results.push(...(await measure('postgres', { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return results;
}
