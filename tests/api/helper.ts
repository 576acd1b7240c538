/**
 * Builds the app for API tests on a fresh database: a temporary PGlite DATA_DIR, and — when
 * TEST_DATABASE_URL is set — also a fresh PostgreSQL database on that server (dropped afterwards).
 * One app per test file and backend. PostgreSQL databases start empty (the app migrates and seeds
 * them); PGlite data dirs start as a copy of a migrated, seeded template unless `fresh` is asked for.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { CSV_BOM } from '../../server/exports/csv';
import { encodeField } from '../../src/domain/validation';
import { parseCsv } from '../unit/csv-reader';

export type Backend = 'pglite' | 'postgres';
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
export const PASSWORD = 'Portal@2026';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Stops the app and starts it again on the same data dir and database (like a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

const root = path.resolve(import.meta.dirname, '../..');

/** What the template depends on: the migrations, the seed, the PGlite version, and today (holidays). */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'server/db/migrations');
  for (const name of (await readdir(migrations)).sort()) if (name.endsWith('.sql')) hash.update(await readFile(path.join(migrations, name)));
  for (const name of (await readdir(path.join(root, 'server/db'))).sort()) {
    if (name.startsWith('seed') && name.endsWith('.ts')) hash.update(await readFile(path.join(root, 'server/db', name)));
  }
  hash.update(await readFile(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded PGlite data dir, built once per machine and day and copied for each test file:
 * creating a PGlite cluster takes seconds, copying one a fraction of that. The first file to need it
 * builds it under a lock directory; the others wait for it.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `portal-api-template-${await templateKey()}`);
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(path.join(dir, 'ready'))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${dir}`);
    try {
      await mkdir(lock);
    } catch {
      // Someone else builds it; a lock left by a crashed run goes after three minutes.
      const age = Date.now() - (await stat(lock).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
      if (age > 180_000) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (existsSync(path.join(dir, 'ready'))) break;
      await rm(dir, { recursive: true, force: true });
      const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
      try {
        await seedDemo(database.db);
      } finally {
        await database.close();
      }
      await writeFile(path.join(dir, 'ready'), new Date().toISOString());
      // Templates of other days or versions, once a day old, are of no further use.
      for (const name of await readdir(os.tmpdir())) {
        const other = path.join(os.tmpdir(), name);
        if (!name.startsWith('portal-api-template-') || other === dir || name.endsWith('.lock')) continue;
        if (Date.now() - (await stat(other)).mtimeMs > 86_400_000) await rm(other, { recursive: true, force: true });
      }
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  return path.join(dir, 'pgdata');
}

export interface StartOptions {
  /** Start PGlite from an empty data dir (migrations and seed run in the app) instead of the template. */
  fresh?: boolean;
}

export async function startApp(backend: Backend, overrides: Partial<AppConfig> = {}, options: StartOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-'));
  if (backend === 'pglite' && !options.fresh) await cp(await pgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true });
  const database = backend === 'postgres' ? await createDatabase() : undefined;
  const config: Partial<AppConfig> = {
    dataDir,
    databaseUrl: database?.url,
    jwtSecret: undefined,
    smtpUrl: undefined,
    captchaTestMode: true,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    staticDir: path.join(dataDir, 'no-client'),
    trustProxy: false,
    seedOnStart: true,
    // Reminders of the seed's projects would land in the feeds and mailboxes other suites count;
    // tests/api/due-reminders.test.ts sweeps with its own clock, or turns this on.
    dueReminders: false,
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const testApp: TestApp = {
    app,
    dataDir,
    async restart() {
      await testApp.app.close();
      testApp.app = await buildApp(config);
    },
    async close() {
      await testApp.app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

export const enc = encodeField;

export function json(response: LightMyRequestResponse): Record<string, unknown> & { status: number; messages: string } {
  return response.json();
}

/** The `data` string of an answer (a token). */
export function dataOf(response: LightMyRequestResponse): string {
  const data = (response.json() as { data?: unknown }).data;
  if (typeof data !== 'string') throw new Error(`no data string in ${response.body}`);
  return data;
}

export async function captchaId(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/captcha', ...(remoteAddress ? { remoteAddress } : {}) });
  if (response.statusCode !== 200) throw new Error(`captcha: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { id: string } }).data.id;
}

export interface CheckinInput {
  email: string;
  password?: string;
  remember?: boolean;
  captcha?: string;
  remoteAddress?: string;
}

/** Signs in through the real captcha and checkin calls (captcha answered with the test-mode PASSED). */
export async function checkin(app: FastifyInstance, input: CheckinInput): Promise<LightMyRequestResponse> {
  const id = await captchaId(app, input.remoteAddress);
  return app.inject({
    method: 'POST',
    url: '/api/auth/checkin',
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    payload: {
      email: enc(input.email),
      password: enc(input.password ?? PASSWORD),
      remeber_me: input.remember ?? false,
      captcha_id: id,
      captcha: input.captcha ?? 'PASSED',
    },
  });
}

/** A session token for an account without two-factor. */
export async function login(app: FastifyInstance, email: string): Promise<string> {
  const response = await checkin(app, { email });
  const body = response.json() as { status: number; token?: string };
  if (body.status !== 200 || !body.token) throw new Error(`login ${email}: ${response.body}`);
  return body.token;
}

export async function post(app: FastifyInstance, url: string, payload: object, token?: string) {
  return app.inject({ method: 'POST', url, payload, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });
}

/** A list export's header line and rows, after checking it is a CSV attachment named `${file}-YYYY-MM-DD.csv` whose row count its header gives. */
export async function exportedCsv(app: FastifyInstance, url: string, payload: object, token: string, file: string): Promise<{ header: string[]; rows: string[][] }> {
  const response = await post(app, url, payload, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${file}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  const [header = [], ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
  expect(response.headers['x-total-rows']).toBe(String(rows.length));
  return { header, rows };
}

/** The code of the newest mail to that address (file backend), after pending mail is written. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  await t.app.mail.idle();
  const dir = path.join(t.dataDir, 'mail');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const raw = await readFile(path.join(dir, file), 'utf8');
    if (!new RegExp(`^To: .*${email.replace('.', '\\.')}`, 'mi').test(raw)) continue;
    const match = /verification code is (\d{4})/.exec(raw);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function mailCount(t: TestApp): Promise<number> {
  await t.app.mail.idle();
  return (await readdir(path.join(t.dataDir, 'mail'))).filter((f) => f.endsWith('.eml')).length;
}

/** A session token for any seeded account, minted directly (no sign-in, so two-factor and forced password changes do not apply). */
export async function sessionToken(app: FastifyInstance, email: string): Promise<string> {
  const [user] = await app.db.select({ id: users.id, sessionVersion: users.sessionVersion }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return app.auth.tokens.session({ userId: user.id, sessionVersion: user.sessionVersion, rememberMe: false });
}
