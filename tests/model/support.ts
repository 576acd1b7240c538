/**
 * Shared by the model-based suites: path generation from a test model (every state and every
 * transition), the checks that every state has an assertion and every transition a path, and the
 * leaf ids the suites name states by.
 */
import { createTestModel, type TraversalOptions } from 'xstate/graph';
import type { AnyStateMachine, AnyStateNode, EventObject, SnapshotFrom } from 'xstate';

/** Every state node id under the machine's root, e.g. `login.submitting.admin`. */
export function stateIds(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] => Object.values(node.states).flatMap((child) => [child.id, ...walk(child)]);
  return walk(machine.root);
}

/** Leaf state nodes: the states a flow can rest in. */
export function leafNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => (Object.keys(child.states).length === 0 ? [child] : walk(child)));
  return walk(machine.root);
}

/** Leaf state ids: the states a flow can rest in. */
export function leafIds(machine: AnyStateMachine): string[] {
  return leafNodes(machine).map((node) => node.id);
}

export type Assertions<T> = Record<string, (subject: T) => Promise<void> | void>;

/**
 * Fails unless (1) every leaf of the model has an assertion of its own, (2) no assertion names a state
 * the model lacks, (3) the model maps every leaf to a real state and (4) every real resting state is
 * stood for by some model state, so no state of the real machine goes unchecked.
 */
export function checkAssertionCoverage(
  model: AnyStateMachine,
  assertions: Assertions<never>,
  real: { machine: AnyStateMachine; map: Record<string, string>; transient?: readonly string[] },
): void {
  const leaves = leafIds(model);
  const missing = leaves.filter((id) => !(id in assertions));
  if (missing.length) throw new Error(`states without an assertion: ${missing.join(', ')}`);
  const unknown = Object.keys(assertions).filter((id) => !stateIds(model).includes(id));
  if (unknown.length) throw new Error(`assertions for states the model lacks: ${unknown.join(', ')}`);
  const unmapped = leaves.filter((id) => !(id in real.map));
  if (unmapped.length) throw new Error(`model states without a real state: ${unmapped.join(', ')}`);
  const realLeaves = leafIds(real.machine).filter((id) => !real.transient?.includes(id));
  const uncovered = realLeaves.filter((id) => !Object.values(real.map).includes(id));
  if (uncovered.length) throw new Error(`real states no model state stands for: ${uncovered.join(', ')}`);
  const bogus = Object.values(real.map).filter((id) => !stateIds(real.machine).includes(id));
  if (bogus.length) throw new Error(`map names states the real machine lacks: ${bogus.join(', ')}`);
}

export interface FlowStep<TEvent extends EventObject = EventObject> {
  /** The event's label (its type, or what the model's `eventLabel` makes of it). */
  event: string;
  /** The label of the state it reaches (a leaf id, or the model's `stateLabel`). */
  state: string;
  /** The event itself and the model snapshot it reaches, for runners that need more than labels. */
  sent: TEvent;
  snapshot: unknown;
}

export interface FlowPath<TEvent extends EventObject = EventObject> {
  description: string;
  /** The events in order, each with the model state it reaches. */
  steps: FlowStep<TEvent>[];
  /** The model's initial state and every state after a step: what the runner asserts, in order. */
  states: string[];
  /** The model's initial snapshot. */
  start: unknown;
}

/** The leaf id a model snapshot rests in (the first region's, for a parallel model). */
export function leafOf(model: AnyStateMachine, snapshot: { value: unknown }): string {
  const path: string[] = [];
  let value = snapshot.value;
  while (typeof value === 'object' && value !== null) {
    const [key, child] = Object.entries(value as Record<string, unknown>)[0] ?? [];
    if (key === undefined) break;
    path.push(key);
    value = child;
  }
  path.push(String(value));
  return [model.id, ...path].join('.');
}

/** How a model is walked: which events to try (xstate/graph's traversal options) and how to label states and events. */
export interface Traversal<TMachine extends AnyStateMachine> {
  events?: TraversalOptions<SnapshotFrom<TMachine>, EventFromMachine<TMachine>, unknown>['events'];
  /** A state's identity; two snapshots with the same key are one state of the graph. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  stateLabel?: (snapshot: SnapshotFrom<TMachine>) => string;
  eventLabel?: (event: EventFromMachine<TMachine>) => string;
}
type EventFromMachine<TMachine extends AnyStateMachine> = Parameters<TMachine['transition']>[1];

const stateKey = (snapshot: { value: unknown; context?: unknown }) => JSON.stringify({ value: snapshot.value, context: snapshot.context ?? null });
const eventKey = (event: EventObject) => JSON.stringify(event);
type Snapshotish = { value: unknown; can(event: EventObject): boolean };
/** xstate/graph tries every event type a state names, guarded or not: only those the state takes count. */
const takes = (snapshot: Snapshotish, event: EventObject) => snapshot.can(event);

/**
 * Every transition of the model, by source state and event (xstate/graph's adjacency map with states
 * as plain value + context).
 */
function transitionsOf<TMachine extends AnyStateMachine>(model: TMachine, traversal: Traversal<TMachine>) {
  const serializeState = (traversal.serializeState ?? stateKey) as (snapshot: never) => string;
  const adjacency = createTestModel(model, { events: traversal.events, filterEvents: takes, serializeState, serializeEvent: eventKey }).getAdjacencyMap();
  const edges = new Map<string, { from: Snapshotish; event: EventObject; to: Snapshotish }>();
  for (const [from, { state, transitions }] of Object.entries(adjacency) as [string, { state: Snapshotish; transitions: Record<string, { event: EventObject; state: Snapshotish }> }][]) {
    for (const [event, next] of Object.entries(transitions)) {
      edges.set(`${from}|${event}`, { from: state, event: next.event, to: next.state });
    }
  }
  return { serializeState, edges };
}

/** `from|event` for every transition a path takes (its first step is the initial state). */
function edgesOn(steps: { event: EventObject; state: unknown }[], serializeState: (s: never) => string): string[] {
  return steps.slice(1).map((step, i) => `${serializeState(steps[i]?.state as never)}|${eventKey(step.event)}`);
}

/**
 * Paths that together take every transition of the model (so they also reach every state). xstate/graph's
 * shortest paths over its default state keys (a state together with the transition that reached it)
 * take nearly every transition; the ones they miss (a transition back into the same state, or from a
 * state that differs only in context) are added: the shortest path to the source state, then that
 * transition and any further untaken ones from wherever it arrives. A path that is the start of a longer
 * one is dropped. `transitionsWithoutPath` checks the outcome.
 */
export function generatePaths<TMachine extends AnyStateMachine>(model: TMachine, traversal: Traversal<TMachine> = {}): FlowPath<EventFromMachine<TMachine>>[] {
  type Snap = SnapshotFrom<TMachine>;
  type Ev = EventFromMachine<TMachine>;
  type RawStep = { event: Ev; state: Snap };
  const { serializeState, edges } = transitionsOf(model, traversal);
  const shortest = createTestModel(model, { events: traversal.events, filterEvents: takes })
    .getShortestPaths({ allowDuplicatePaths: true })
    .map((path) => path.steps as RawStep[]);
  const toState = new Map<string, RawStep[]>();
  for (const steps of shortest) {
    const key = serializeState(steps.at(-1)?.state as never);
    if ((toState.get(key)?.length ?? Infinity) > steps.length) toState.set(key, steps);
  }
  const taken = new Set(shortest.flatMap((steps) => edgesOn(steps, serializeState)));
  const untaken = new Map<string, RawStep[]>();
  for (const [key, edge] of edges) {
    if (taken.has(key)) continue;
    const from = serializeState(edge.from as never);
    untaken.set(from, [...(untaken.get(from) ?? []), { event: edge.event as Ev, state: edge.to as Snap }]);
  }
  const raw = [...shortest];
  for (const from of [...untaken.keys()]) {
    while (untaken.get(from)?.length) {
      const head = toState.get(from);
      if (!head) throw new Error(`no path reaches ${from}`);
      const steps = [...head];
      let at = from;
      for (let next = untaken.get(at)?.shift(); next; next = untaken.get(at)?.shift()) {
        steps.push(next);
        at = serializeState(next.state as never);
      }
      raw.push(steps);
    }
  }
  const keys = raw.map((steps) => steps.map((step) => eventKey(step.event)).join('\n'));
  const kept = raw.filter((_, i) => !keys.some((other, j) => j !== i && (other.startsWith(`${keys[i]}\n`) || (other === keys[i] && j < i))));
  const stateLabel = traversal.stateLabel ?? ((snapshot: Snap) => leafOf(model, snapshot));
  const eventLabel = traversal.eventLabel ?? ((event: Ev) => event.type);
  return kept.map((steps) => {
    const [init, ...rest] = steps;
    const flowSteps = rest.map((step) => ({ event: eventLabel(step.event), state: stateLabel(step.state), sent: step.event, snapshot: step.state }));
    const states = [stateLabel(init?.state as Snap), ...flowSteps.map((step) => step.state)];
    const description = `${states.at(-1)}: ${['start', ...flowSteps.map((step) => step.event)].join(' → ')}`;
    return { description, steps: flowSteps, states, start: init?.state };
  });
}

/** Fails when some leaf of the model is on no generated path. */
export function checkPathsVisitEveryState(model: AnyStateMachine, paths: FlowPath[]): void {
  const visited = new Set(paths.flatMap((path) => path.states));
  const unvisited = leafIds(model).filter((id) => !visited.has(id));
  if (unvisited.length) throw new Error(`states no path reaches: ${unvisited.join(', ')}`);
}

/** The transitions of the model (`state|event`) no path takes; [] when the paths cover them all. */
export function transitionsWithoutPath<TMachine extends AnyStateMachine>(model: TMachine, paths: FlowPath[], traversal: Traversal<TMachine> = {}): string[] {
  const { serializeState, edges } = transitionsOf(model, traversal);
  const taken = new Set(
    paths.flatMap((path) => edgesOn([{ event: { type: 'xstate.init' }, state: path.start }, ...path.steps.map((step) => ({ event: step.sent, state: step.snapshot }))], serializeState)),
  );
  return [...edges.keys()].filter((key) => !taken.has(key));
}
