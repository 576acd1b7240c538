/**
 * Demo error requests (the error report's rows): on every other delivered project (completed or
 * reopen requested) a user of its customer reported an error a day after delivery; every fourth is
 * resolved.
 * Runs in the seed's transaction right after the projects.
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { projectErrorRequests, projects } from './schema';
import type { Tx } from '../realtime/notify';

const ERRORS: readonly string[] = [
  'The drywall quantities on level 2 leave out the corridor ceilings.',
  'Door hardware counts do not match the door schedule on sheet A-601.',
  'Concrete volume for the footings uses the old foundation plan.',
  'The takeoff misses the alternates listed on sheet A-201.',
  'Electrical fixture counts are doubled for the east wing.',
];

const DAY_MS = 86_400_000;

export async function seedErrorReports(tx: Tx, now: Date): Promise<void> {
  const delivered = await tx
    .select({
      id: projects.id,
      // The customer's own first user reports it (nobody named when the customer has no users).
      reporter: sql<number | null>`(select min("u"."id") from "users" as "u" where "u"."customer_id" = "projects"."customer_id")`,
      completedAt: projects.completedAt,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(inArray(projects.status, ['completed', 'reopen_requested']))
    .orderBy(asc(projects.id));
  const rows = delivered
    .filter((_, i) => i % 2 === 0)
    .map((project, i) => ({
      projectId: project.id,
      description: ERRORS[i % ERRORS.length]!,
      reportedBy: project.reporter,
      isResolved: i % 4 === 3,
      createdAt: new Date(Math.min(now.getTime(), (project.completedAt ?? project.updatedAt).getTime() + DAY_MS)),
    }));
  for (let start = 0; start < rows.length; start += 200) await tx.insert(projectErrorRequests).values(rows.slice(start, start + 200));
}
