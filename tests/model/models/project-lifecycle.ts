/**
 * How the project lifecycle chart (src/domain/project-lifecycle.ts) is walked: the chart is its own
 * model. Its events carry who sends them (`by`); a state is its regions and what it remembers. The API
 * suite (tests/api/project-lifecycle-paths.test.ts) replays these paths against the endpoints.
 */
import type {
  projectLifecycle} from '../../../src/domain/project-lifecycle';
import {
  PROJECT_ACTION_LABELS,
  PROJECT_ACTIONS,
  PROJECT_STATUS_LABELS,
  lifecycleStateOf,
  type LifecycleEvent,
  type LifecycleSnapshot,
  type ProjectAction,
  type ProjectSide
} from '../../../src/domain/project-lifecycle';
import type { Traversal } from '../support';

/** The sides that change a project (agents only watch). */
export const ASKING_SIDES = ['provider', 'customer'] as const;
const ACCOUNT: Record<(typeof ASKING_SIDES)[number], string> = { provider: 'admin@example.com', customer: 'customeradmin@example.com' };

export function lifecycleEvent(type: ProjectAction, by: ProjectSide): LifecycleEvent {
  return type === 'RESOLVE_RFI' ? { type, by, openAfter: 0 } : { type, by };
}

const eventLabel = (event: LifecycleEvent) => `${event.type}(${event.by})`;

export const LIFECYCLE_TRAVERSAL: Traversal<typeof projectLifecycle> = {
  // The events the API can send in a state, for the sides that may act.
  events: (snapshot: LifecycleSnapshot) =>
    PROJECT_ACTIONS.flatMap((type) => ASKING_SIDES.map((by) => lifecycleEvent(type, by))).filter((event) => snapshot.can(event)),
  serializeState: (snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  stateLabel: (snapshot) => {
    const state = lifecycleStateOf(snapshot);
    return [state.status, state.dueRequestedBy ? `due:${state.dueRequestedBy}` : '', state.hoursRequested ? 'hours' : ''].filter(Boolean).join(' ');
  },
  eventLabel,
};

/** What the project view must show in a state. */
export function describeLifecycle(snapshot: LifecycleSnapshot): string {
  const state = lifecycleStateOf(snapshot);
  return [
    `Status "${PROJECT_STATUS_LABELS[state.status]}"`,
    state.dueRequestedBy ? `a due-date change asked by the ${state.dueRequestedBy} waits` : '',
    state.hoursRequested ? 'an hours request waits for the customer' : '',
  ]
    .filter(Boolean)
    .join('; ');
}

export const LIFECYCLE_STEPS: Record<string, string> = Object.fromEntries(
  PROJECT_ACTIONS.flatMap((type) =>
    ASKING_SIDES.map((by) => [eventLabel(lifecycleEvent(type, by)), `As the ${by} (${ACCOUNT[by]}), press "${PROJECT_ACTION_LABELS[type]}"`]),
  ),
);
