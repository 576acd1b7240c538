/**
 * The project audit trail: every change writes one activity — who, what, when, and each changed
 * field's value before and after — in the transaction of the change.
 */
import { projectActivities } from '../../db/schema';
import type { Tx } from '../../realtime/notify';

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface ActivityInput {
  projectId: number;
  actorId: number | null;
  /** What happened, as people read it: "Accepted the project", "Uploaded plans.pdf". */
  action: string;
  changes?: Changes;
}

export async function recordActivity(tx: Tx, input: ActivityInput): Promise<void> {
  await tx.insert(projectActivities).values({
    projectId: input.projectId,
    actorId: input.actorId,
    action: input.action,
    changes: input.changes ?? {},
  });
}

/**
 * The fields whose values differ between two views of a record (compared as JSON).
 * @example changesBetween({ name: 'A', due: '2026-12-01' }, { name: 'B', due: '2026-12-01' }) // { name: { before: 'A', after: 'B' } }
 */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: T): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { before: before[key] ?? null, after: after[key] ?? null };
  }
  return changes;
}
