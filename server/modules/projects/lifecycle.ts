/**
 * The server side of the lifecycle chart (src/domain/project-lifecycle.ts): rebuild the stored
 * project's state, ask the chart, refuse what it refuses, store what it answers. Routes call
 * `applyLifecycle` inside their transaction with the project row locked (`projectInScope(…, { lock })`).
 */
import { and, eq } from 'drizzle-orm';
import {
  PROJECT_ACTION_LABELS,
  PROJECT_STATUS_LABELS,
  allowedActions,
  nextLifecycle,
  type LifecycleEvent,
  type LifecycleState,
  type ProjectSide,
} from '../../../src/domain/project-lifecycle';
import { projectDueRequests, projectHoursRequests, projectRfis, projects } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../../realtime/notify';
import type { ProjectRecord } from './access';
import { revisedBy } from './repository';

/** The chart state of a stored project: its status columns and its pending requests. */
export async function lifecycleOf(tx: Tx, project: ProjectRecord): Promise<LifecycleState> {
  const [due] = await tx
    .select({ side: projectDueRequests.side })
    .from(projectDueRequests)
    .where(and(eq(projectDueRequests.projectId, project.id), eq(projectDueRequests.state, 'pending')));
  const [hours] = await tx
    .select({ id: projectHoursRequests.id })
    .from(projectHoursRequests)
    .where(and(eq(projectHoursRequests.projectId, project.id), eq(projectHoursRequests.state, 'pending')));
  return { status: project.status, resumeStatus: project.resumeStatus, dueRequestedBy: due?.side ?? null, hoursRequested: hours !== undefined };
}

/** What a refused action answers as `data`: the project as it is now. */
export function lifecycleData(project: ProjectRecord, state: LifecycleState) {
  return {
    id: project.id,
    code: project.code,
    status: state.status,
    resume_status: state.resumeStatus,
    due_requested_by: state.dueRequestedBy,
    hours_requested: state.hoursRequested,
    revision: project.revision,
    updated_at: project.updatedAt.toISOString(),
  };
}

const SIDE_NAMES: Record<ProjectSide, string> = { provider: 'the service provider', customer: 'the customer', agent: 'an agent' };

/**
 * Applies one chart event to the locked project: 403 when the chart gives the action to the other
 * side, 409 (with the current project) when the project's state refuses it. Stores the new status
 * (bumping the revision, so an edit made before it is stale), drops requests the change ended and
 * closes the open RFIs of a cancelled project.
 */
export async function applyLifecycle(
  tx: Tx,
  project: ProjectRecord,
  event: LifecycleEvent,
  actorId: number,
): Promise<{ before: LifecycleState; after: LifecycleState; project: ProjectRecord }> {
  const before = await lifecycleOf(tx, project);
  const after = nextLifecycle(before, event);
  const label = PROJECT_ACTION_LABELS[event.type];
  if (!after) {
    const otherSide = (['provider', 'customer'] as const).find((side) => side !== event.by && allowedActions(before, side).includes(event.type));
    if (otherSide) throw new HttpError(403, `Only ${SIDE_NAMES[otherSide]} can use "${label}" on this project`);
    throw new HttpError(
      409,
      `"${label}" is not possible while the project is ${PROJECT_STATUS_LABELS[before.status]}`,
      undefined,
      lifecycleData(project, before),
    );
  }
  const [updated] = await tx
    .update(projects)
    .set({
      status: after.status,
      resumeStatus: after.resumeStatus,
      ...(event.type === 'ACCEPT' ? { acceptedAt: new Date() } : {}),
      ...(event.type === 'COMPLETE' ? { completedAt: new Date() } : {}),
      // A reopened project is no longer delivered: its old completion date would read as current.
      ...(event.type === 'APPROVE_REOPEN' ? { completedAt: null } : {}),
      ...revisedBy(actorId),
    })
    .where(eq(projects.id, project.id))
    .returning();
  // A pending request the step ended without answering it is dropped.
  const drop = (table: typeof projectDueRequests | typeof projectHoursRequests) =>
    tx.update(table).set({ state: 'dropped', decidedAt: new Date() }).where(and(eq(table.projectId, project.id), eq(table.state, 'pending')));
  const answered = event.type === 'APPROVE_DUE_DATE' || event.type === 'REJECT_DUE_DATE';
  if (before.dueRequestedBy && !after.dueRequestedBy && !answered) await drop(projectDueRequests);
  const hoursAnswered = event.type === 'APPROVE_HOURS' || event.type === 'REJECT_HOURS';
  if (before.hoursRequested && !after.hoursRequested && !hoursAnswered) await drop(projectHoursRequests);
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    // A cancelled project asks nothing any more: its open questions close with it.
    await tx
      .update(projectRfis)
      .set({ isOpen: false, closedBy: actorId, closedAt: new Date() })
      .where(and(eq(projectRfis.projectId, project.id), eq(projectRfis.isOpen, true)));
  }
  return { before, after, project: updated! };
}
