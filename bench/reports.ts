/**
 * Reports at scale (issue 6 item 9): with 100,000 more projects (server/db/grow.ts, as the projects
 * benchmark grows them) — an error report on a fifth of the delivered ones and an add-on on a third of
 * all — the time of each report's first page (median and p95 over runs), and of its full CSV and PDF
 * exports of every row (request to last byte), as an administrator sees them. On PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, and on PGlite unless `--reports-postgres-only`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { REPORT_KINDS, type ReportKind } from '../src/domain/reports';
import { openDatabase } from '../server/db/client';
import { growRecords } from '../server/db/grow';
import { seedDemo } from '../server/db/seed';
import { apiToken, startServer } from '../tests/e2e/harness';
import { PROJECTS_GROW_BY } from './projects';

const PAGE_RUNS = 20;
const WARMUP = 3;

const PAGES: Record<ReportKind, string> = {
  project: '/api/reports/projectReports',
  error: '/api/reports/geterrorreportbyPagination',
  added: '/api/reports/addedreports',
  delayed: '/api/reports/delayedprojectreports',
};
const FILES: Record<ReportKind, Record<'csv' | 'pdf', [string, object]>> = {
  project: { csv: ['/api/reports/exportcsv', {}], pdf: ['/api/reports/exportprojectpdf', {}] },
  error: { csv: ['/api/reports/downloaderrorreport', { format: 'csv' }], pdf: ['/api/reports/downloaderrorreport', { format: 'pdf' }] },
  added: { csv: ['/api/reports/exportaddedcsv', {}], pdf: ['/api/reports/exportaddedpdf', {}] },
  delayed: { csv: ['/api/reports/exportdelayedreports', { format: 'csv' }], pdf: ['/api/reports/exportdelayedreports', { format: 'pdf' }] },
};

export interface ReportPageResult {
  backend: 'pglite' | 'postgres';
  kind: ReportKind;
  rows: number;
  p50: number;
  p95: number;
}

export interface ReportFileResult {
  backend: 'pglite' | 'postgres';
  kind: ReportKind;
  format: 'csv' | 'pdf';
  rows: number;
  bytes: number;
  /** Request to last byte, one run. */
  ms: number;
  /** Request to the first byte of the file. */
  firstByteMs: number;
}

export interface ReportsBench {
  projects: number;
  pages: ReportPageResult[];
  files: ReportFileResult[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function post(url: string, token: string, route: string, body: object): Promise<Response> {
  return fetch(`${url}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
}

/** Seeds, grows by 100,000 projects and gives the grown ones error reports and add-ons. */
async function grow(options: { dataDir: string; databaseUrl: string | undefined }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await seedDemo(database.db);
    const top = ((await database.db.execute(sql`select coalesce(max(id), 0)::int as top from projects`)) as unknown as { rows: { top: number }[] }).rows[0]?.top ?? 0;
    await growRecords(database.db, { projects: PROJECTS_GROW_BY });
    await database.db.execute(sql`insert into project_error_requests (project_id, description, created_at)
      select id, 'Quantities off on sheet A-' || (id % 900), coalesce(completed_at, created_at) + interval '1 day'
      from projects where id > ${top} and status in ('completed', 'reopen_requested') and id % 5 = 0`);
    await database.db.execute(sql`insert into project_added_services (project_id, added_service_id)
      select p.id, a.id from projects p cross join (select id from added_services order by id limit 2) a where p.id > ${top} and p.id % 3 = 0`);
    await database.db.execute(sql`vacuum analyze`);
  } finally {
    await database.close();
  }
}

async function measure(backend: 'pglite' | 'postgres', env: Record<string, string>): Promise<Pick<ReportsBench, 'pages' | 'files'>> {
  const server = await startServer(env);
  const pages: ReportPageResult[] = [];
  const files: ReportFileResult[] = [];
  try {
    const token = await apiToken(server.url, 'admin@example.com');
    for (const kind of REPORT_KINDS) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < WARMUP + PAGE_RUNS; i += 1) {
        const started = performance.now();
        const response = await post(server.url, token, PAGES[kind], { pageNumber: 1 });
        const answer = (await response.json()) as { data?: { total: number } };
        if (response.status !== 200) throw new Error(`${kind} page: ${response.status}`);
        if (i >= WARMUP) times.push(performance.now() - started);
        rows = answer.data?.total ?? 0;
      }
      times.sort((a, b) => a - b);
      pages.push({ backend, kind, rows, p50: percentile(times, 50), p95: percentile(times, 95) });
      for (const format of ['csv', 'pdf'] as const) {
        const [route, extra] = FILES[kind][format];
        const started = performance.now();
        const response = await post(server.url, token, route, extra);
        if (response.status !== 200 || !response.body) throw new Error(`${kind} ${format}: ${response.status}`);
        let bytes = 0;
        let firstByteMs = 0;
        for await (const chunk of response.body) {
          if (bytes === 0) firstByteMs = performance.now() - started;
          bytes += (chunk as Uint8Array).byteLength;
        }
        files.push({ backend, kind, format, rows: Number(response.headers.get('x-total-rows')), bytes, ms: performance.now() - started, firstByteMs });
      }
    }
    return { pages, files };
  } finally {
    await server.stop();
  }
}

export async function measureReports(): Promise<ReportsBench> {
  const result: ReportsBench = { projects: PROJECTS_GROW_BY, pages: [], files: [] };
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
      const measured = await measure('postgres', { DATABASE_URL: url.toString(), STATIC_DIR: '' });
      result.pages.push(...measured.pages);
      result.files.push(...measured.files);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (process.argv.includes('--reports-postgres-only')) return result;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-reports-'));
  try {
    await grow({ dataDir, databaseUrl: undefined });
    const measured = await measure('pglite', { DATA_DIR: dataDir, STATIC_DIR: '' });
    result.pages.push(...measured.pages);
    result.files.push(...measured.files);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}
