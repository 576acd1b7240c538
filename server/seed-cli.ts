/**
 * `npm run seed`: migrates the configured database and writes the demo seed if it is not there yet.
 * `-- --projects N` will grow it for benchmarks once projects exist.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemo } from './db/seed';

const { values } = parseArgs({ options: { projects: { type: 'string' } }, strict: true });
const config = loadConfig();
const database = await openDatabase(config);
try {
  const wrote = await seedDemo(database.db);
  console.log(wrote ? `Demo seed written (${database.kind}).` : `Demo seed already present (${database.kind}); nothing written.`);
  if (values.projects !== undefined) console.log('--projects: projects arrive with the projects issue; nothing generated yet.');
} finally {
  await database.close();
}
