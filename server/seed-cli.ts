/**
 * `npm run seed`: migrates the configured database and writes the demo seed if it is not there yet.
 * `-- --customers N --users N --projects N` grows it for benchmarks (db/grow.ts).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { growRecords } from './db/grow';
import { seedDemo } from './db/seed';

const { values } = parseArgs({ options: { projects: { type: 'string' }, customers: { type: 'string' }, users: { type: 'string' } }, strict: true });

function count(name: string, value: string | undefined): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`--${name} must be a whole number from 0 to 10000000`);
  return n;
}
const grow = { customers: count('customers', values.customers), users: count('users', values.users), projects: count('projects', values.projects) };
const config = loadConfig();
const database = await openDatabase(config);
try {
  const wrote = await seedDemo(database.db);
  console.log(wrote ? `Demo seed written (${database.kind}).` : `Demo seed already present (${database.kind}); nothing written.`);
  if (grow.customers > 0 || grow.users > 0 || grow.projects > 0) {
    const now = await growRecords(database.db, grow);
    console.log(`Grown: ${now.customers} customers, ${now.users} users and ${now.projects} projects in all.`);
  }
} finally {
  await database.close();
}
