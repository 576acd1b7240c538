/**
 * One project change as every lifecycle and request route makes it: in one transaction the project is
 * locked within the caller's scope, the route's work runs, one activity is written and the project's
 * audience is told; after commit the events are published and `record:changed` goes out. Anything the
 * work throws (400, 403, 409) rolls the whole change back, so nothing is half-written.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ProjectSide } from '../../../src/domain/project-lifecycle';
import { requireUser } from '../../plugins/auth';
import type { Tx } from '../../realtime/notify';
import { projectInScope, projectSideOf, type ProjectRecord } from './access';
import type { Changes } from './activity';
import { recordActivity } from './activity';
import { tellProject } from './audience';
import { projectDetails, projectDetailsSchema, type ProjectDetails } from './details';
import { defineRoute, recordAccess } from '../../http/define-route';
import { routeHead } from '../../http/route-head';

export interface Actor {
  id: number;
  name: string;
  side: ProjectSide;
}

/** What a change did, for the audit trail and the notification. */
export interface ChangeOutcome {
  /** The project after the change (its audience hears of it: a new assignee, for one). */
  project: ProjectRecord;
  /** The activity's text: "Accepted the project". */
  action: string;
  changes?: Changes;
  /** The notification: "Alice Morgan accepted PRJ-000012 (Denver Office Fit-out)". */
  message: string;
}

export function actorOf(request: FastifyRequest): Actor {
  const { session, record } = requireUser(request);
  return { id: session.id, name: record.user.name, side: projectSideOf(request) };
}

/**
 * Runs `work` on the locked project; answers once the change is committed and published. `work`
 * answers null for a no-op (nothing written, nothing sent); the answer is `work`'s, so a route reads
 * what the change wrote (an RFI's id, a file's row) from it.
 */
export async function changeProject<R extends ChangeOutcome | null>(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: number,
  work: (tx: Tx, project: ProjectRecord, actor: Actor) => Promise<R>,
): Promise<R> {
  const actor = actorOf(request);
  const outcome = await commitChange(app, actor.id, async (tx) => work(tx, await projectInScope(tx, request, projectId, { lock: true }), actor));
  if (outcome) void app.realtime.recordChanged('project', projectId);
  return outcome;
}

/**
 * Runs `work` in one transaction with the activity and the notification of the change it answers
 * (its project's); publishes the events after commit. Null from `work`: nothing written, nothing sent.
 */
export async function commitChange<R extends ChangeOutcome | null>(app: FastifyInstance, actorId: number, work: (tx: Tx) => Promise<R>): Promise<R> {
  const { outcome, events } = await app.db.transaction(async (tx) => {
    const outcome = await work(tx);
    // The work found nothing to change (e.g. the same assignee again): no activity, no notification.
    if (!outcome) return { outcome, events: null };
    const { project, action, changes, message } = outcome;
    await recordActivity(tx, { projectId: project.id, actorId, action, changes: changes ?? {} });
    return { outcome, events: await tellProject(tx, project, actorId, message) };
  });
  if (events) await app.realtime.publish(events);
  return outcome;
}

/** A project as people name it in messages: "PRJ-000012 (Denver Office Fit-out)". */
export function projectTitle(project: ProjectRecord): string {
  return `${project.code} (${project.name})`;
}

/** MM/DD/YYYY, as the screens show days (src/ui/format.ts `usDay`). */
export function usDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

/** The project as every change route answers it: its fresh details for the caller. */
export async function freshProject(app: FastifyInstance, request: FastifyRequest, projectId: number): Promise<ProjectDetails> {
  return projectDetails(app.db, request, projectId);
}

/** A change and the message its route answers with ("Project accepted successfully"). */
export type DoneChange = ChangeOutcome & { done: string };

/** The head of every route of the module: its OpenAPI tag. */
export const head = routeHead(['projects']);
export const { view: VIEW, create: CREATE, update: UPDATE, delete: DELETE } = recordAccess('Enq');

/** The head of a read of one project's part (`…/:id`): a holder of Enq view; 404 out of scope. */
export function viewHead<const U extends string>(url: U, summary: string) {
  return { ...head(VIEW, url, summary), errors: [404] };
}

type BodyOf<B> = B extends z.ZodType ? z.output<B> : undefined;

/**
 * A read of one project's part: the project `:id` in the caller's scope (404 outside it) → `read`
 * → the answer's `data` (or list page, with `list`) with the `done` message.
 */
export function readRoute<B extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  spec: {
    url: `${string}/:id`;
    summary: string;
    done: string;
    body?: B;
    data?: object;
    list?: object;
    read(project: ProjectRecord, request: FastifyRequest, body: BodyOf<B>): Promise<unknown>;
  },
): void {
  const { url, summary, done, read, ...schemas } = spec;
  defineRoute(app, {
    ...viewHead(url, summary),
    ...schemas,
    handler: async (request) => ({ status: 200, messages: done, data: await read(await projectInScope(app.db, request, request.params.id), request, request.body as BodyOf<B>) }),
  });
}

/**
 * The head of a project change route: a holder of Enq update may call it; 404 for a project (or its
 * record) out of the caller's scope, 409 for a state that refuses the change.
 */
export function changeHead<const U extends string>(url: U, summary: string) {
  return { ...head(UPDATE, url, summary), errors: [404, 409] };
}

/**
 * A project change route: `{ id, ... }` from a holder of Enq update → `change` on the locked project
 * (changeProject) → the fresh project with the change's `done` message. 404 out of scope, 409 for a
 * state the change refuses.
 */
export function changeRoute<B extends z.ZodType<{ id: number }>>(
  app: FastifyInstance,
  spec: { url: string; summary: string; body: B; change(tx: Tx, project: ProjectRecord, actor: Actor, body: z.output<B>): Promise<DoneChange> },
): void {
  defineRoute(app, {
    ...changeHead(spec.url, spec.summary),
    body: spec.body,
    data: projectDetailsSchema,
    handler: async (request) => {
      const body = request.body as z.output<B>;
      const { done } = await changeProject(app, request, body.id, (tx, project, actor) => spec.change(tx, project, actor, body));
      return { status: 200, messages: done, data: await freshProject(app, request, body.id) };
    },
  });
}
