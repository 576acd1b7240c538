/**
 * The action flow of the project view (issue 5): the user picks one of the actions the server offers
 * (`details.actions`, computed from the lifecycle chart in src/domain/project-lifecycle.ts, plus the
 * change of assignee for the provider), fills what the action needs (reason, due date, hours,
 * assignee), confirms, and the call goes out. The server's refusal (409: the chart refuses it now,
 * 403: the other side's action) is shown and the details reload; a 400 keeps the form open with the
 * field errors. Pure XState: the call is the `perform` actor, the reload the `reload details` action,
 * both provided at the edge (src/features/projects/view).
 */
import { assign, setup } from 'xstate';
import type { ProjectAction } from '../domain/project-lifecycle';
import { providedAtTheEdge } from './edge-actor';

/** What the view offers: the chart's actions and the provider's change of assignee. */
/** The chart's actions plus what the view asks of a project outside the chart. */
export type ViewAction = ProjectAction | 'CHANGE_ASSIGNEE' | 'REPORT_ERROR';

export type ActionField = 'reason' | 'due_date' | 'service_id' | 'hours' | 'description' | 'assignee_id' | 'question';
export type ActionFields = Partial<Record<ActionField, string>>;

/** The fields each action asks for: required ones must be filled before the call goes out. */
export const ACTION_FIELDS: Partial<Record<ViewAction, { required: readonly ActionField[]; optional?: readonly ActionField[] }>> = {
  REQUEST_REOPEN: { required: ['reason'] },
  REQUEST_CANCELLATION: { required: ['reason'] },
  CANCEL: { required: [], optional: ['reason'] },
  REQUEST_DUE_DATE: { required: ['due_date'], optional: ['reason'] },
  REJECT_DUE_DATE: { required: [], optional: ['reason'] },
  REQUEST_HOURS: { required: ['service_id', 'hours'], optional: ['description'] },
  OPEN_RFI: { required: ['question'] },
  CHANGE_ASSIGNEE: { required: ['assignee_id'] },
  REPORT_ERROR: { required: ['description'] },
};

export const FIELD_LABELS: Record<ActionField, string> = {
  reason: 'Reason',
  due_date: 'New Due Date',
  service_id: 'Service',
  hours: 'Hours',
  description: 'Description',
  assignee_id: 'Assignee',
  question: 'Question',
};

/** The required fields of `action` that `fields` leaves empty, with the message each shows. */
export function missingFields(action: ViewAction, fields: ActionFields): Partial<Record<ActionField, string>> {
  const missing: Partial<Record<ActionField, string>> = {};
  for (const field of ACTION_FIELDS[action]?.required ?? []) {
    if (!(fields[field] ?? '').trim()) missing[field] = `${FIELD_LABELS[field]} is required`;
  }
  const hours = fields.hours?.trim();
  if (ACTION_FIELDS[action]?.required.includes('hours') && hours && !(Number(hours) > 0)) missing.hours = 'Hours must be a number above 0';
  return missing;
}

/** What the `perform` actor gets: the action on the project with what the user filled. */
export interface ActionRequest {
  projectId: string;
  action: ViewAction;
  fields: ActionFields;
}

/** How a failed call reaches the machine (the edge builds it from the gateway's failure). */
export interface ActionFailure {
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
}

export type ProjectActionsEvent =
  /** The details (re)loaded: what the server offers now. */
  | { type: 'details.loaded'; actions: readonly ViewAction[] }
  | { type: 'user.choose'; action: ViewAction }
  | { type: 'user.edit'; field: ActionField; value: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.dismiss' };

export interface ProjectActionsInput {
  projectId: string;
  offered?: readonly ViewAction[];
}

export interface ProjectActionsContext {
  projectId: string;
  offered: readonly ViewAction[];
  action: ViewAction | null;
  fields: ActionFields;
  fieldErrors: Record<string, string>;
  /** The failure shown in the form (400, network) or the refusal shown after it (409, 403). */
  error: string | null;
  /** The server's message after the action went through. */
  message: string | null;
}

const isFailure = (error: unknown): error is ActionFailure =>
  typeof error === 'object' && error !== null && typeof (error as ActionFailure).status === 'number' && typeof (error as ActionFailure).message === 'string';
/** The error of an invoke's error event (typed loosely by XState). */
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const failureOf = (error: unknown): ActionFailure =>
  isFailure(error) ? error : { status: 0, message: error instanceof Error ? error.message : 'The action could not be sent', fieldErrors: {} };

export const projectActionsMachine = setup({
  types: {
    context: {} as ProjectActionsContext,
    events: {} as ProjectActionsEvent,
    input: {} as ProjectActionsInput,
  },
  actors: {
    perform: providedAtTheEdge<{ messages: string }, ActionRequest>('perform'),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'user.choose' && context.offered.includes(event.action),
    complete: ({ context }) => context.action !== null && Object.keys(missingFields(context.action, context.fields)).length === 0,
    /** The server refuses the action itself (not what was typed): the state changed, or it is the other side's. */
    refused: ({ event }) => {
      const { status } = failureOf(errorOf(event));
      return status === 409 || status === 403 || status === 404;
    },
  },
  actions: {
    keepOffered: assign(({ event }) => (event.type === 'details.loaded' ? { offered: [...event.actions] } : {})),
    start: assign(({ event }) => (event.type === 'user.choose' ? { action: event.action, fields: {}, fieldErrors: {}, error: null, message: null } : {})),
    edit: assign(({ context, event }) => {
      if (event.type !== 'user.edit') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { fields: { ...context.fields, [event.field]: event.value }, fieldErrors };
    }),
    showMissing: assign(({ context }) => ({ fieldErrors: context.action ? missingFields(context.action, context.fields) : {}, error: null })),
    keepMessage: assign((_, output: { messages: string }) => ({ message: output.messages })),
    keepFailure: assign(({ event }) => {
      const failure = failureOf(errorOf(event));
      return { error: failure.message, fieldErrors: failure.fieldErrors };
    }),
    clear: assign({ action: null, fields: {}, fieldErrors: {}, error: null, message: null }),
    /** Edge: reload the project's details (its status and actions changed under the user). */
    'reload details': () => {},
    /** Edge: the action went through; tell the user and refresh what it changed. */
    'announce done': (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'projectActions',
  context: ({ input }) => ({ projectId: input.projectId, offered: [...(input.offered ?? [])], action: null, fields: {}, fieldErrors: {}, error: null, message: null }),
  initial: 'idle',
  on: { 'details.loaded': { actions: 'keepOffered' } },
  states: {
    idle: {
      on: { 'user.choose': { guard: 'offered', target: 'confirming', actions: 'start' } },
    },
    /** The dialog is open: the user fills the action's fields and confirms or cancels. */
    confirming: {
      on: {
        'user.edit': { actions: 'edit' },
        'user.confirm': [{ guard: 'complete', target: 'sending' }, { actions: 'showMissing' }],
        'user.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ projectId: context.projectId, action: context.action ?? 'ACCEPT', fields: context.fields }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'keepMessage', params: ({ event }) => event.output },
            { type: 'announce done', params: ({ event }) => ({ message: event.output.messages }) },
          ],
        },
        onError: [
          { guard: 'refused', target: 'refused', actions: ['keepFailure', 'reload details'] },
          { target: 'confirming', actions: 'keepFailure' },
        ],
      },
    },
    done: {
      on: {
        'user.dismiss': { target: 'idle', actions: 'clear' },
        'user.choose': { guard: 'offered', target: 'confirming', actions: 'start' },
      },
    },
    /** The server refused: its message stays shown until dismissed; the details reloaded meanwhile. */
    refused: {
      on: {
        'user.dismiss': { target: 'idle', actions: 'clear' },
        'user.choose': { guard: 'offered', target: 'confirming', actions: 'start' },
      },
    },
  },
});
