/**
 * Analytics at scale (issue 6 item 2): with 100,000 more projects over the last two years
 * (server/db/grow.ts, as the projects benchmark grows them), the time of each analytics answer —
 * every period (default range) × variant, as the admin (every project) and as the partner (a third) —
 * median and p95 over runs, over HTTP. On PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a server, and on PGlite unless `--analytics-postgres-only`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ANALYTICS_VARIANTS, PERIODS, type AnalyticsVariant, type Period } from '../src/domain/periods';
import { openDatabase } from '../server/db/client';
import { growRecords } from '../server/db/grow';
import { seedDemo } from '../server/db/seed';
import { apiToken, startServer } from '../tests/e2e/harness';
import { PROJECTS_GROW_BY } from './projects';

const RUNS = 20;
const WARMUP = 3;
const PATHS: Record<AnalyticsVariant, string> = { all: '/api/analytics', QTO: '/api/analytics/qto', FTE: '/api/analytics/fte' };

export interface AnalyticsProbe {
  backend: 'pglite' | 'postgres';
  who: string;
  period: Period;
  variant: AnalyticsVariant;
  buckets: number;
  /** Projects created in the range, as answered. */
  created: number;
  p50: number;
  p95: number;
}

export interface AnalyticsBench {
  projects: number;
  probes: AnalyticsProbe[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function grow(options: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    await growRecords(database.db, { projects: PROJECTS_GROW_BY });
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

async function measure(backend: 'pglite' | 'postgres', env: Record<string, string>): Promise<AnalyticsProbe[]> {
  const server = await startServer(env);
  const probes: AnalyticsProbe[] = [];
  try {
    for (const who of ['admin@example.com', 'partner@example.com']) {
      const token = await apiToken(server.url, who);
      for (const period of PERIODS) {
        for (const variant of ANALYTICS_VARIANTS) {
          const times: number[] = [];
          let buckets = 0;
          let created = 0;
          for (let i = 0; i < WARMUP + RUNS; i += 1) {
            const started = performance.now();
            const response = await fetch(`${server.url}${PATHS[variant]}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
              body: JSON.stringify({ period }),
            });
            const answer = (await response.json()) as { data?: { buckets: unknown[]; totals: { created: number } } };
            if (response.status !== 200 || !answer.data) throw new Error(`analytics ${period} ${variant}: ${response.status}`);
            if (i >= WARMUP) times.push(performance.now() - started);
            buckets = answer.data.buckets.length;
            created = answer.data.totals.created;
          }
          times.sort((a, b) => a - b);
          probes.push({ backend, who, period, variant, buckets, created, p50: percentile(times, 50), p95: percentile(times, 95) });
        }
      }
    }
    return probes;
  } finally {
    await server.stop();
  }
}

export async function measureAnalytics(): Promise<AnalyticsBench> {
  const result: AnalyticsBench = { projects: PROJECTS_GROW_BY, probes: [] };
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `portal_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await grow({ dataDir: tmpdir(), databaseUrl: url.toString() });
      result.probes.push(...(await measure('postgres', { DATABASE_URL: url.toString(), STATIC_DIR: '' })));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (process.argv.includes('--analytics-postgres-only')) return result;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-analytics-'));
  try {
    await grow({ dataDir, databaseUrl: undefined });
    result.probes.push(...(await measure('pglite', { DATA_DIR: dataDir, STATIC_DIR: '' })));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}
