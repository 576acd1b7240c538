/**
 * Generated paths over the lifecycle chart (src/domain/project-lifecycle.ts), run against the API
 * (issue 5 §6): the registry's paths (tests/model/registry.ts) take every transition the chart lets
 * either side make. Each path gets a fresh project and replays its events through the endpoints as the account of
 * the event's side (provider admin@, customer customeradmin@). After every step the server's
 * lifecycle must be the chart's; and in every state reached, each endpoint whose chart event the chart
 * refuses a side (provider, customer or agent@) must be refused (403 or 409) and change nothing — once
 * per situation the action's guards can tell apart (`situationOf`) — and the details must offer each
 * side exactly the actions the chart allows it.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRfis, projects } from '../../server/db/schema';
import { lifecycleOf } from '../../server/modules/projects/lifecycle';
import {
  PROJECT_ACTIONS,
  allowedActions,
  lifecycleStateOf,
  nextLifecycle,
  type LifecycleEvent,
  type LifecycleSnapshot,
  type LifecycleState,
  type ProjectAction,
  type ProjectSide,
} from '../../src/domain/project-lifecycle';
import { BACKENDS, startApp, type TestApp } from './helper';
import { lifecycleEvent } from '../model/models/project-lifecycle';
import { flowModel, pathsOf } from '../model/registry';
import { call, fixture, projectSnapshot, type Account, type Fixture } from './project-lifecycle-fixture';

const ACCOUNT_OF: Record<ProjectSide, Account> = { provider: 'provider', customer: 'customer', agent: 'agent' };
const eventOf = lifecycleEvent;

/** The registry's paths over the chart: together they take every transition either side can make. */
const PATHS = pathsOf(flowModel('project-lifecycle')).map((path) => ({
  description: path.description,
  steps: path.steps.map((step) => ({ event: step.sent as LifecycleEvent, state: lifecycleStateOf(step.snapshot as LifecycleSnapshot) })),
}));

const stateKey = (state: LifecycleState) => JSON.stringify(state);

/**
 * What of a state an action's guards read: its status region (with the resume status for the
 * cancellation answers), or the status and its own request region. A refusal checked once in such a
 * situation need not be repeated in every state that shares it (it keeps the run well under a minute).
 */
function situationOf(type: ProjectAction, side: ProjectSide, state: LifecycleState): string {
  if (type.endsWith('_DUE_DATE')) return `${side} ${type} ${state.status} due:${state.dueRequestedBy}`;
  if (type.endsWith('_HOURS')) return `${side} ${type} ${state.status} hours:${state.hoursRequested}`;
  if (type === 'CANCEL' || type === 'REJECT_CANCELLATION') return `${side} ${type} ${state.status} resume:${state.resumeStatus}`;
  return `${side} ${type} ${state.status}`;
}

describe.each(BACKENDS)('lifecycle chart paths against the API (%s)', (backend) => {
  let t: TestApp;
  let f: Fixture;
  let hoursService = 0;
  const statesChecked = new Set<string>();
  const situationsChecked = new Set<string>();

  beforeAll(async () => {
    t = await startApp(backend);
    f = await fixture(t.app);
    hoursService = await f.serviceId('Bid Review');
  }, 120_000);
  afterAll(async () => t?.close());

  async function openRfiOf(projectId: number): Promise<number | undefined> {
    const [row] = await t.app.db
      .select({ id: projectRfis.id })
      .from(projectRfis)
      .where(and(eq(projectRfis.projectId, projectId), eq(projectRfis.isOpen, true)));
    if (row) return row.id;
    const [any] = await t.app.db.select({ id: projectRfis.id }).from(projectRfis).where(eq(projectRfis.projectId, projectId));
    return any?.id;
  }

  /** A due date the project does not have yet. */
  async function otherDueDate(projectId: number): Promise<string> {
    const [row] = await t.app.db.select({ dueDate: projects.dueDate }).from(projects).where(eq(projects.id, projectId));
    const first = await f.openDay(25);
    return row?.dueDate === first ? f.openDay(26) : first;
  }

  /**
   * The endpoint that sends `type` for a side in a status, or null when no call does: `cancelproject`
   * sends CANCEL for the provider and for a customer on a pending project, REQUEST_CANCELLATION for a
   * customer on a started one.
   */
  async function requestFor(type: ProjectAction, side: ProjectSide, state: LifecycleState, id: number): Promise<{ url: string; body: object } | null> {
    switch (type) {
      case 'ACCEPT':
        return { url: '/projects/accept', body: { id } };
      case 'COMPLETE':
        return { url: '/projects/complete', body: { id } };
      case 'OPEN_RFI':
        return { url: '/projects/createrfi', body: { project_id: id, question: 'Which drawing revision is current?' } };
      case 'RESOLVE_RFI': {
        const rfi = await openRfiOf(id);
        return rfi === undefined ? null : { url: `/projects/closerfi/${rfi}`, body: {} };
      }
      case 'REQUEST_REOPEN':
        return { url: '/projects/reopenrequest', body: { id, reason: 'Two sheets are missing' } };
      case 'APPROVE_REOPEN':
        return { url: '/projects/approvereopen', body: { id } };
      case 'REJECT_REOPEN':
        return { url: '/projects/rejectreopen', body: { id } };
      case 'REQUEST_CANCELLATION':
        return side === 'customer' && state.status !== 'pending' ? { url: '/projects/cancelproject', body: { id, reason: 'Budget cut' } } : null;
      case 'CANCEL':
        return side !== 'customer' || state.status === 'pending' ? { url: '/projects/cancelproject', body: { id, reason: 'Budget cut' } } : null;
      case 'REJECT_CANCELLATION':
        return { url: '/projects/cancelreject', body: { id } };
      case 'REQUEST_DUE_DATE':
        return { url: '/projects/duerequest', body: { id, due_date: await otherDueDate(id), reason: 'Drawings arrive late' } };
      case 'APPROVE_DUE_DATE':
        return { url: '/projects/approveduedate', body: { id } };
      case 'REJECT_DUE_DATE':
        return { url: '/projects/rejectduedate', body: { id, reason: 'The date is fixed' } };
      case 'REQUEST_HOURS':
        return { url: '/projects/hoursrequest', body: { id, service_id: hoursService, hours: 2, description: 'Bid review' } };
      case 'APPROVE_HOURS':
        return { url: '/projects/approvehours', body: { id } };
      case 'REJECT_HOURS':
        return { url: '/projects/rejecthours', body: { id } };
    }
  }

  async function serverState(id: number): Promise<LifecycleState> {
    const [row] = await t.app.db.select().from(projects).where(eq(projects.id, id));
    if (!row) throw new Error(`project ${id} vanished`);
    return lifecycleOf(t.app.db, row);
  }

  async function snapshotWithRfis(id: number): Promise<string> {
    const [rfis] = await t.app.db.select({ n: count() }).from(projectRfis).where(and(eq(projectRfis.projectId, id), eq(projectRfis.isOpen, true)));
    return `${await projectSnapshot(t.app, id)} rfis:${rfis?.n}`;
  }

  /** Every call whose chart event the chart refuses a side here is refused, and none changes anything. */
  async function checkRefusals(id: number, state: LifecycleState, where: string): Promise<string[]> {
    const problems: string[] = [];
    const before = await snapshotWithRfis(id);
    for (const side of ['provider', 'customer', 'agent'] as const) {
      for (const type of PROJECT_ACTIONS) {
        if (nextLifecycle(state, eventOf(type, side)) !== null || situationsChecked.has(situationOf(type, side, state))) continue;
        const request = await requestFor(type, side, state, id);
        if (!request) continue;
        situationsChecked.add(situationOf(type, side, state));
        const answer = await call(f, ACCOUNT_OF[side], request.url, request.body);
        if (answer.code !== 403 && answer.code !== 409) problems.push(`${where}: ${type} by ${side} answered ${answer.code} ${answer.body.messages}`);
        else if (answer.code === 409 && type !== 'RESOLVE_RFI' && answer.body.data?.status !== state.status) {
          problems.push(`${where}: ${type} by ${side}: 409 data.status ${String(answer.body.data?.status)}, chart ${state.status}`);
        }
      }
    }
    if ((await snapshotWithRfis(id)) !== before) problems.push(`${where}: refused calls changed the project`);
    // The screens offer what the details say: exactly the chart's actions for the side (agents none).
    for (const side of ['provider', 'customer', 'agent'] as const) {
      const details = await call(f, ACCOUNT_OF[side], `/projects/details/${id}`);
      const offered = details.body.data?.actions;
      const expected = side === 'agent' ? [] : allowedActions(state, side);
      if (JSON.stringify(offered) !== JSON.stringify(expected)) problems.push(`${where}: details offer ${side} ${JSON.stringify(offered)}, chart ${JSON.stringify(expected)}`);
    }
    return problems;
  }

  it(`replays ${PATHS.length} generated paths (every transition the API can make), refusing what the chart refuses`, async () => {
    const problems: string[] = [];
    for (const path of PATHS) {
      const id = await f.newProject();
      let state = await serverState(id);
      for (const [index, step] of path.steps.entries()) {
        const where = `${path.description} [step ${index + 1}]`;
        if (!statesChecked.has(stateKey(state))) {
          statesChecked.add(stateKey(state));
          problems.push(...(await checkRefusals(id, state, where)));
        }
        const request = await requestFor(step.event.type, step.event.by, state, id);
        if (!request) throw new Error(`${where}: no endpoint sends ${step.event.type} for ${step.event.by}`);
        const answer = await call(f, ACCOUNT_OF[step.event.by], request.url, request.body);
        if (answer.code !== 200) {
          problems.push(`${where}: ${step.event.type} by ${step.event.by} answered ${answer.code} ${answer.body.messages}`);
          break;
        }
        state = await serverState(id);
        if (stateKey(state) !== stateKey(step.state)) {
          problems.push(`${where}: server ${stateKey(state)}, chart ${stateKey(step.state)}`);
          break;
        }
      }
      if (!statesChecked.has(stateKey(state))) {
        statesChecked.add(stateKey(state));
        problems.push(...(await checkRefusals(id, state, `${path.description} [end]`)));
      }
    }
    expect(problems).toEqual([]);
    // Every reachable state was visited and had its refusals checked.
    expect(statesChecked.size).toBe(33);
    expect(situationsChecked.size).toBeGreaterThan(300);
  }, 240_000);
});
