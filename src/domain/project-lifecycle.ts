/**
 * The project lifecycle (DESIGN §7): one statechart that the screens ask which actions to offer and the
 * server asks whether an action is legal (409 when not). It is pure: the server rebuilds a snapshot
 * from the stored project (`lifecycleSnapshot`), applies one event (`nextLifecycle`) and stores the
 * result; nothing here touches a database or a network.
 *
 * Three parallel regions: the project's `status`, and its open due-date and hours requests, which
 * may be pending while work goes on. Who may send an event is part of the chart (`by`): the provider
 * (staff of the service business or a partner) accepts and delivers; the customer asks for reopening
 * and cancellation and answers hours requests; due-date requests go either way and are answered by
 * the other side. Agents only watch (chat, but no lifecycle actions).
 */
import { and, assign, or, setup, stateIn, transition, type SnapshotFrom } from 'xstate';

export const PROJECT_STATUSES = [
  'pending',
  'in_progress',
  'on_hold',
  'completed',
  'reopen_requested',
  'cancellation_requested',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Statuses shown to people (filters, badges). */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  on_hold: 'On Hold',
  completed: 'Completed',
  reopen_requested: 'Reopen Requested',
  cancellation_requested: 'Cancellation Requested',
  cancelled: 'Cancelled',
};

/** Work is open: it may still be edited, asked about and rescheduled. */
export const OPEN_STATUSES: readonly ProjectStatus[] = ['pending', 'in_progress', 'on_hold'];

/** Who sends a lifecycle event: the provider (staff or partner), the customer or an agent (who only watches). */
export const PROJECT_SIDES = ['provider', 'customer', 'agent'] as const;
export type ProjectSide = (typeof PROJECT_SIDES)[number];

export const PROJECT_ACTIONS = [
  'ACCEPT',
  'OPEN_RFI',
  'RESOLVE_RFI',
  'COMPLETE',
  'REQUEST_REOPEN',
  'APPROVE_REOPEN',
  'REJECT_REOPEN',
  'REQUEST_CANCELLATION',
  'REJECT_CANCELLATION',
  'CANCEL',
  'REQUEST_DUE_DATE',
  'APPROVE_DUE_DATE',
  'REJECT_DUE_DATE',
  'REQUEST_HOURS',
  'APPROVE_HOURS',
  'REJECT_HOURS',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** Button texts for the actions the screens offer. */
export const PROJECT_ACTION_LABELS: Record<ProjectAction, string> = {
  ACCEPT: 'Accept',
  OPEN_RFI: 'Raise RFI',
  RESOLVE_RFI: 'Close RFI',
  COMPLETE: 'Mark Completed',
  REQUEST_REOPEN: 'Request Reopen',
  APPROVE_REOPEN: 'Approve Reopen',
  REJECT_REOPEN: 'Reject Reopen',
  REQUEST_CANCELLATION: 'Request Cancellation',
  REJECT_CANCELLATION: 'Reject Cancellation',
  CANCEL: 'Cancel Project',
  REQUEST_DUE_DATE: 'Request Due Date Change',
  APPROVE_DUE_DATE: 'Approve Due Date',
  REJECT_DUE_DATE: 'Reject Due Date',
  REQUEST_HOURS: 'Request Hours',
  APPROVE_HOURS: 'Approve Hours',
  REJECT_HOURS: 'Reject Hours',
};

/**
 * `RESOLVE_RFI` carries how many RFIs stay open after this one closes: the project goes back to work
 * only when none does.
 */
export type LifecycleEvent =
  | { type: Exclude<ProjectAction, 'RESOLVE_RFI'>; by: ProjectSide }
  | { type: 'RESOLVE_RFI'; by: ProjectSide; openAfter: number };

/** What the stored project holds of its lifecycle. */
export interface LifecycleState {
  status: ProjectStatus;
  /** The status a cancellation request returns to when it is rejected. */
  resumeStatus: ProjectStatus | null;
  /** Who asked for a due-date change that is still waiting; null when none is. */
  dueRequestedBy: ProjectSide | null;
  /** Whether an hours request is waiting for the customer. */
  hoursRequested: boolean;
}

interface Context {
  resumeStatus: ProjectStatus | null;
  dueRequestedBy: ProjectSide | null;
}

const OPEN_WORK = or([stateIn({ status: 'pending' }), stateIn({ status: 'in_progress' }), stateIn({ status: 'on_hold' })]);
const WORK_ENDED = or([stateIn({ status: 'completed' }), stateIn({ status: 'cancelled' })]);

export const projectLifecycle = setup({
  types: {
    context: {} as Context,
    events: {} as LifecycleEvent,
    input: {} as Partial<Context> | undefined,
  },
  guards: {
    byProvider: ({ event }) => event.by === 'provider',
    byCustomer: ({ event }) => event.by === 'customer',
    byEitherSide: ({ event }) => event.by === 'provider' || event.by === 'customer',
    lastRfi: ({ event }) => event.by === 'provider' && event.type === 'RESOLVE_RFI' && event.openAfter === 0,
    resumesInProgress: ({ context, event }) => event.by === 'provider' && context.resumeStatus === 'in_progress',
    resumesOnHold: ({ context, event }) => event.by === 'provider' && context.resumeStatus === 'on_hold',
    /** A due-date request is answered by the side that did not ask. */
    answersDueRequest: ({ context, event }) =>
      (event.by === 'provider' || event.by === 'customer') && context.dueRequestedBy !== null && event.by !== context.dueRequestedBy,
  },
  actions: {
    rememberInProgress: assign({ resumeStatus: 'in_progress' as const }),
    rememberOnHold: assign({ resumeStatus: 'on_hold' as const }),
    forgetResume: assign({ resumeStatus: null }),
    rememberDueRequester: assign({ dueRequestedBy: ({ event }) => event.by }),
    forgetDueRequester: assign({ dueRequestedBy: null }),
  },
}).createMachine({
  id: 'project',
  type: 'parallel',
  context: ({ input }) => ({ resumeStatus: input?.resumeStatus ?? null, dueRequestedBy: input?.dueRequestedBy ?? null }),
  states: {
    status: {
      initial: 'pending',
      states: {
        pending: {
          on: {
            ACCEPT: { guard: 'byProvider', target: 'in_progress' },
            OPEN_RFI: { guard: 'byProvider', target: 'on_hold' },
            // Nobody has started: either side may call it off at once (so there is nothing to request).
            CANCEL: { guard: 'byEitherSide', target: 'cancelled' },
          },
        },
        in_progress: {
          on: {
            OPEN_RFI: { guard: 'byProvider', target: 'on_hold' },
            COMPLETE: { guard: 'byProvider', target: 'completed' },
            REQUEST_CANCELLATION: { guard: 'byCustomer', target: 'cancellation_requested', actions: 'rememberInProgress' },
            CANCEL: { guard: 'byProvider', target: 'cancelled' },
          },
        },
        on_hold: {
          on: {
            // Another question while one is open keeps the project on hold (a target, so `can` sees it).
            OPEN_RFI: { guard: 'byProvider', target: 'on_hold' },
            RESOLVE_RFI: [{ guard: 'lastRfi', target: 'in_progress' }, { guard: 'byProvider', target: 'on_hold' }],
            REQUEST_CANCELLATION: { guard: 'byCustomer', target: 'cancellation_requested', actions: 'rememberOnHold' },
            CANCEL: { guard: 'byProvider', target: 'cancelled' },
          },
        },
        completed: {
          on: { REQUEST_REOPEN: { guard: 'byCustomer', target: 'reopen_requested' } },
        },
        reopen_requested: {
          on: {
            APPROVE_REOPEN: { guard: 'byProvider', target: 'in_progress' },
            REJECT_REOPEN: { guard: 'byProvider', target: 'completed' },
          },
        },
        cancellation_requested: {
          on: {
            CANCEL: { guard: 'byProvider', target: 'cancelled', actions: 'forgetResume' },
            REJECT_CANCELLATION: [
              { guard: 'resumesInProgress', target: 'in_progress', actions: 'forgetResume' },
              { guard: 'resumesOnHold', target: 'on_hold', actions: 'forgetResume' },
            ],
          },
        },
        cancelled: {},
      },
    },
    dueDate: {
      initial: 'none',
      states: {
        none: {
          on: { REQUEST_DUE_DATE: { guard: and(['byEitherSide', OPEN_WORK]), target: 'requested', actions: 'rememberDueRequester' } },
        },
        requested: {
          // Work that ends drops the waiting request.
          always: { guard: WORK_ENDED, target: 'none', actions: 'forgetDueRequester' },
          on: {
            APPROVE_DUE_DATE: { guard: 'answersDueRequest', target: 'none', actions: 'forgetDueRequester' },
            REJECT_DUE_DATE: { guard: 'answersDueRequest', target: 'none', actions: 'forgetDueRequester' },
          },
        },
      },
    },
    hours: {
      initial: 'none',
      states: {
        none: {
          on: { REQUEST_HOURS: { guard: and(['byProvider', OPEN_WORK]), target: 'requested' } },
        },
        requested: {
          always: { guard: WORK_ENDED, target: 'none' },
          on: {
            APPROVE_HOURS: { guard: 'byCustomer', target: 'none' },
            REJECT_HOURS: { guard: 'byCustomer', target: 'none' },
          },
        },
      },
    },
  },
});

export type LifecycleSnapshot = SnapshotFrom<typeof projectLifecycle>;

/** The chart's snapshot of a stored project. */
export function lifecycleSnapshot(state: LifecycleState): LifecycleSnapshot {
  return projectLifecycle.resolveState({
    value: { status: state.status, dueDate: state.dueRequestedBy ? 'requested' : 'none', hours: state.hoursRequested ? 'requested' : 'none' },
    context: { resumeStatus: state.resumeStatus, dueRequestedBy: state.dueRequestedBy },
  });
}

/** What a snapshot means for the stored project. */
export function lifecycleStateOf(snapshot: LifecycleSnapshot): LifecycleState {
  const value = snapshot.value as { status: ProjectStatus; dueDate: 'none' | 'requested'; hours: 'none' | 'requested' };
  return {
    status: value.status,
    resumeStatus: snapshot.context.resumeStatus,
    dueRequestedBy: value.dueDate === 'requested' ? snapshot.context.dueRequestedBy : null,
    hoursRequested: value.hours === 'requested',
  };
}

/**
 * The state after `event`, or null when the chart refuses it (the server answers 409).
 * @example nextLifecycle({ status: 'pending', ... }, { type: 'ACCEPT', by: 'provider' })?.status // 'in_progress'
 * @example nextLifecycle({ status: 'pending', ... }, { type: 'ACCEPT', by: 'customer' }) // null
 */
export function nextLifecycle(state: LifecycleState, event: LifecycleEvent): LifecycleState | null {
  const snapshot = lifecycleSnapshot(state);
  if (!snapshot.can(event)) return null;
  const [next] = transition(projectLifecycle, snapshot, event);
  return lifecycleStateOf(next);
}

/** The actions the chart allows `side` on a project (before permissions; see `projectActionsFor`). */
export function allowedActions(state: LifecycleState, side: ProjectSide): ProjectAction[] {
  const snapshot = lifecycleSnapshot(state);
  return PROJECT_ACTIONS.filter((type) =>
    snapshot.can(type === 'RESOLVE_RFI' ? { type, by: side, openAfter: 0 } : { type, by: side }),
  );
}

/** A new project's lifecycle. */
export const NEW_PROJECT: LifecycleState = { status: 'pending', resumeStatus: null, dueRequestedBy: null, hoursRequested: false };

/**
 * The lifecycle actions a list offers on many projects at once: those that need no input and that the
 * status alone decides (a list row knows its status, not its open requests). The server checks each
 * project again with the whole chart.
 */
export const BULK_LIFECYCLE_ACTIONS = ['ACCEPT', 'COMPLETE', 'APPROVE_REOPEN', 'REJECT_REOPEN'] as const;
export type BulkLifecycleAction = (typeof BULK_LIFECYCLE_ACTIONS)[number];

/** A bulk action on projects: a lifecycle action, or assigning them all to one person. */
export const BULK_PROJECT_ACTIONS = [...BULK_LIFECYCLE_ACTIONS, 'ASSIGN'] as const;
export type BulkProjectAction = (typeof BULK_PROJECT_ACTIONS)[number];

/** How the outcome reads: "2 of 3 projects accepted". */
export const BULK_PROJECT_VERBS: Record<BulkProjectAction, string> = {
  ACCEPT: 'accepted',
  COMPLETE: 'marked completed',
  APPROVE_REOPEN: 'reopened',
  REJECT_REOPEN: 'kept completed',
  ASSIGN: 'assigned',
};

/**
 * The bulk lifecycle actions the chart allows `side` on every one of these statuses (none for none).
 * @example bulkLifecycleActions(['pending', 'pending'], 'provider') // ['ACCEPT']
 * @example bulkLifecycleActions(['pending', 'in_progress'], 'provider') // []
 */
export function bulkLifecycleActions(statuses: readonly ProjectStatus[], side: ProjectSide): BulkLifecycleAction[] {
  const distinct = [...new Set(statuses)];
  if (distinct.length === 0) return [];
  const allowed = distinct.map((status) => allowedActions({ ...NEW_PROJECT, status }, side));
  return BULK_LIFECYCLE_ACTIONS.filter((action) => allowed.every((actions) => actions.includes(action)));
}
