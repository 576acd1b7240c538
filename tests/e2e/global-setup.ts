/**
 * Once per e2e run: a data dir with the demo seed written (migrations and seed are about 10 s of a
 * server's 12 s start on PGlite), which `startServer` copies for each fresh server instead of seeding
 * again. The seed is dated from today, so a copy made at the start of the run reads as one made now.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data dir each fresh e2e server starts from a copy of. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({}, { keepUpcomingHolidays: true });
  // A clean stop: the database closes, so a copy opens as it was left.
  await server.stop({ keepData: true });
  project.provide('seededDataDir', server.dataDir);
  return () => rm(server.dataDir, { recursive: true, force: true });
}
