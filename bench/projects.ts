/**
 * Projects at scale (issue 5 §7): global search and list-with-filters latency with 100,000 more
 * projects (server/db/grow.ts), for administrators and for scoped users, on PGlite and — when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server — on a fresh PostgreSQL database; and the
 * time of a CSV and a PDF export of about 10,000 rows. Each request runs sequentially against the real
 * server over HTTP and is timed whole (for exports: until the last byte).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { branches, customers, services } from '../server/db/schema';
import { growRecords } from '../server/db/grow';
import { seedDemo } from '../server/db/seed';
import { apiToken, startServer } from '../tests/e2e/harness';

export const PROJECTS_GROW_BY = 100_000;
const RUNS = 60;
const WARMUP = 5;
const EXPORT_RUNS = 3;

interface Ids {
  summit: number;
  boulder: number;
  service: number;
}

interface Probe {
  name: string;
  kind: 'search' | 'list';
  account: string;
  path: string;
  body(ids: Ids): object;
}

const ADMIN = 'admin@example.com';
const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const PROBES: readonly Probe[] = [
  { name: 'search "Library" (10% of all match), admin', kind: 'search', account: ADMIN, path: '/api/projects/globalsearch', body: () => ({ search: 'Library', pageNumber: 1 }) },
  { name: 'search "PRJ-04213" (a code), admin', kind: 'search', account: ADMIN, path: '/api/projects/globalsearch', body: () => ({ search: 'PRJ-04213', pageNumber: 1 }) },
  { name: 'search "CPN-31" (client numbers), admin', kind: 'search', account: ADMIN, path: '/api/projects/globalsearch', body: () => ({ search: 'CPN-31', pageNumber: 1 }) },
  { name: 'search "no such project", admin', kind: 'search', account: ADMIN, path: '/api/projects/globalsearch', body: () => ({ search: 'no such project', pageNumber: 1 }) },
  { name: 'search "Lofts", page 3, partner', kind: 'search', account: 'partner@example.com', path: '/api/projects/globalsearch', body: () => ({ search: 'Lofts', pageNumber: 3 }) },
  { name: 'search "Warehouse" + status, customer admin', kind: 'search', account: 'customeradmin@example.com', path: '/api/projects/globalsearch', body: () => ({ search: 'Warehouse', status: 'in_progress', pageNumber: 1 }) },
  { name: 'search "0042", branch user', kind: 'search', account: 'user@example.com', path: '/api/projects/globalsearch', body: () => ({ search: '0042', pageNumber: 1 }) },
  { name: 'list page 1, newest first, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: () => ({ pageNumber: 1 }) },
  { name: 'list status in progress by due date, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: () => ({ pageNumber: 1, status: 'in_progress', sort: '-due_date' }) },
  { name: 'list customer + status by name, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: (ids) => ({ pageNumber: 1, customer: ids.summit, status: 'completed', sort: 'name' }) },
  { name: 'list one service by customer name, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: (ids) => ({ pageNumber: 1, service: ids.service, sort: 'customer' }) },
  { name: 'list created last 30 days, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: () => ({ pageNumber: 1, filter_start_date: monthAgo(), sort: '-created' }) },
  { name: 'list page 500 by name, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: () => ({ pageNumber: 500, sort: 'name' }) },
  { name: 'list project code + client number, admin', kind: 'list', account: ADMIN, path: '/api/projects', body: () => ({ pageNumber: 1, project_code: '0421', client_project_number: 'CPN-' }) },
  { name: 'list page 1, partner (1/3 of all)', kind: 'list', account: 'partner@example.com', path: '/api/projects', body: () => ({ pageNumber: 1 }) },
  { name: 'list branch + pending by due date, customer admin', kind: 'list', account: 'customeradmin@example.com', path: '/api/projects', body: (ids) => ({ pageNumber: 1, branch: ids.boulder, status: 'pending', sort: 'due_date' }) },
  { name: 'list search "Fit-out", branch user', kind: 'list', account: 'user@example.com', path: '/api/projects', body: () => ({ pageNumber: 1, search: 'Fit-out' }) },
];

export interface ProjectProbeResult {
  backend: 'pglite' | 'postgres';
  kind: 'search' | 'list';
  name: string;
  p50: number;
  p95: number;
  total: number | null;
}

export interface ExportResult {
  backend: 'pglite' | 'postgres';
  format: 'csv' | 'pdf';
  rows: number;
  bytes: number;
  /** Median of the runs, request to last byte. */
  ms: number;
}

export interface ProjectsBench {
  projects: number;
  growSeconds: Record<string, number>;
  probes: ProjectProbeResult[];
  exports: ExportResult[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function call(url: string, token: string, route: string, body: object): Promise<Response> {
  return fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

async function probe(url: string, token: string, route: string, body: object): Promise<{ times: number[]; total: number | null }> {
  const times: number[] = [];
  let total: number | null = null;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const response = await call(url, token, route, body);
    const answer = (await response.json()) as { status: number; messages: string; data?: { total?: number; data?: unknown[] } };
    if (response.status !== 200) throw new Error(`${route} ${JSON.stringify(body)}: ${response.status} ${answer.messages}`);
    if (i >= WARMUP) times.push(performance.now() - started);
    total = answer.data?.total ?? answer.data?.data?.length ?? null;
  }
  return { times: times.sort((a, b) => a - b), total };
}

/** The pending projects: about a tenth of the grown ones, so about 10,000 rows. */
const EXPORT_FILTERS = { status: 'pending', sort: 'due_date' };

async function measureExports(backend: 'pglite' | 'postgres', url: string, token: string): Promise<ExportResult[]> {
  const listed = (await (await call(url, token, '/api/projects', { ...EXPORT_FILTERS, pageNumber: 1 })).json()) as { data: { total: number } };
  const results: ExportResult[] = [];
  for (const format of ['csv', 'pdf'] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < EXPORT_RUNS; i += 1) {
      const started = performance.now();
      const response = await call(url, token, `/api/projects/export${format}`, EXPORT_FILTERS);
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`export ${format}: ${response.status} ${body.toString('utf8', 0, 200)}`);
      times.push(performance.now() - started);
      bytes = body.length;
    }
    results.push({ backend, format, rows: listed.data.total, bytes, ms: percentile(times.sort((a, b) => a - b), 50) });
  }
  return results;
}

async function measure(backend: 'pglite' | 'postgres', env: Record<string, string>, ids: Ids, parts: { probes: boolean; exports: boolean }) {
  const server = await startServer(env);
  try {
    const tokens = new Map<string, string>();
    const token = async (email: string) => {
      if (!tokens.has(email)) tokens.set(email, await apiToken(server.url, email));
      return tokens.get(email) ?? '';
    };
    const probes: ProjectProbeResult[] = [];
    if (parts.probes) {
      for (const p of PROBES) {
        const { times, total } = await probe(server.url, await token(p.account), p.path, p.body(ids));
        probes.push({ backend, kind: p.kind, name: p.name, p50: percentile(times, 50), p95: percentile(times, 95), total });
      }
    }
    const exports = parts.exports ? await measureExports(backend, server.url, await token(ADMIN)) : [];
    return { probes, exports };
  } finally {
    await server.stop();
  }
}

/** Seeds and grows the database; answers the ids the probes name and how long growing took. */
async function grown(options: { dataDir: string; databaseUrl: string | undefined }): Promise<{ ids: Ids; seconds: number }> {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    const started = performance.now();
    await growRecords(database.db, { projects: PROJECTS_GROW_BY });
    const seconds = (performance.now() - started) / 1000;
    const [summit] = await database.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    const [boulder] = await database.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.customerId, summit?.id ?? 0), eq(branches.name, 'Boulder')));
    const [service] = await database.db.select({ id: services.id }).from(services).limit(1);
    // As autovacuum leaves a table after a bulk insert: fresh statistics, and the visibility map set,
    // without which counting the matches reads every heap page (30-50 ms rather than 3-10 ms here).
    await database.db.execute('vacuum analyze');
    return { ids: { summit: summit?.id ?? 0, boulder: boulder?.id ?? 0, service: service?.id ?? 0 }, seconds };
  } finally {
    await database.close();
  }
}

export async function measureProjects(parts: { probes: boolean; exports: boolean }): Promise<ProjectsBench> {
  const result: ProjectsBench = { projects: PROJECTS_GROW_BY, growSeconds: {}, probes: [], exports: [] };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-projects-'));
  try {
    const { ids, seconds } = await grown({ dataDir, databaseUrl: undefined });
    result.growSeconds.pglite = seconds;
    const measured = await measure('pglite', { DATA_DIR: dataDir }, ids, parts);
    result.probes.push(...measured.probes);
    result.exports.push(...measured.exports);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) return result;
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const { ids, seconds } = await grown({ dataDir: tmpdir(), databaseUrl: url.toString() });
    result.growSeconds.postgres = seconds;
    const measured = await measure('postgres', { DATABASE_URL: url.toString() }, ids, parts);
    result.probes.push(...measured.probes);
    result.exports.push(...measured.exports);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return result;
}
