/**
 * Opens the database: embedded PGlite under DATA_DIR, or PostgreSQL over node-postgres when a URL is
 * given; applies the committed migrations either way.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from '../ops/data-dir-lock';
import { describeUrl, rootCause, StartupError } from '../ops/startup-error';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** node-postgres' pool counters (PostgreSQL only), read by the metrics. */
export interface PoolStats {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  pool: PoolStats | null;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The planner's cost of a random page read, as for SSDs (PostgreSQL's default 4 assumes spinning
 * disks). With the default, a list search prefers a sequential scan of 100,000 rows with ILIKE on each
 * (160 ms) over the trigram indexes (10 ms); measured in `npm run bench -- --only records`.
 */
const RANDOM_PAGE_COST = 1.1;

export async function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5_000, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
    // An idle client whose connection the server ends (a restart, a terminated backend) is an 'error'
    // on the pool; unhandled it would crash the process. The pool drops that client and opens another
    // on the next query, so it is only reported.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') process.emitWarning(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzle({ client: pool, schema });
    try {
      // Out of reach or refused: one line naming where, before migrations turn it into a query error.
      await pool.query('SELECT 1').catch((error: unknown) => {
        throw new StartupError(`PostgreSQL at ${describeUrl(options.databaseUrl!)} (DATABASE_URL) is unreachable: ${rootCause(error)}.`);
      });
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The list search's trigram indexes (migration 0003) need pg_trgm, which PGlite loads as an extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Before anything is written: a second process on this data dir stops here (issue 17).
  const lock = await lockDataDir(options.dataDir);
  let client: InstanceType<typeof PGlite> | undefined;
  try {
    const pgdata = path.join(options.dataDir, 'pgdata');
    await mkdir(pgdata, { recursive: true });
    client = await PGlite.create(pgdata, { extensions: { pg_trgm } });
    await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      pool: null,
      async close() {
        await opened.close();
        await lock.release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}
