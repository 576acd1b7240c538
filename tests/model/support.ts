/**
 * Shared by the model-based suites: path generation from a test model, the check that every state
 * has an assertion (and every state of the real machine stands behind one), and printable paths.
 */
import { createTestModel } from 'xstate/graph';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** Every state node id under the machine's root, e.g. `login.submitting.admin`. */
export function stateIds(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] => Object.values(node.states).flatMap((child) => [child.id, ...walk(child)]);
  return walk(machine.root);
}

/** Leaf state ids: the states a flow can rest in. */
export function leafIds(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] =>
    Object.values(node.states).flatMap((child) => (Object.keys(child.states).length === 0 ? [child.id] : walk(child)));
  return walk(machine.root);
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

export interface FlowPath {
  description: string;
  /** The events in order, each with the model state it reaches. */
  steps: { event: string; state: string }[];
  /** The model's initial state and every state after a step: what the runner asserts, in order. */
  states: string[];
}

/** The leaf id a model snapshot rests in. */
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

/** The shortest path to every state of the model; together they visit every leaf. */
export function generatePaths(model: AnyStateMachine): FlowPath[] {
  const paths = createTestModel(model).getShortestPaths();
  return paths.map((path) => {
    const steps = path.steps
      .filter((step) => !step.event.type.startsWith('xstate.'))
      .map((step) => ({ event: step.event.type, state: leafOf(model, step.state) }));
    const initial = leafOf(model, model.resolveState({ value: model.getInitialSnapshot(null as never).value, context: {} }));
    return { description: path.description, steps, states: [initial, ...steps.map((s) => s.state)] };
  });
}

/** Fails when some leaf of the model is on no generated path. */
export function checkPathsVisitEveryState(model: AnyStateMachine, paths: FlowPath[]): void {
  const visited = new Set(paths.flatMap((path) => path.states));
  const unvisited = leafIds(model).filter((id) => !visited.has(id));
  if (unvisited.length) throw new Error(`states no path reaches: ${unvisited.join(', ')}`);
}

/** A path as numbered steps, for testers (npm run test:paths). */
export function formatPath(path: FlowPath, index: number): string {
  const lines = [`Path ${index + 1}: ${path.states.at(-1)}`, `  0. start → ${path.states[0]}`];
  path.steps.forEach((step, i) => lines.push(`  ${i + 1}. ${step.event} → ${step.state}`));
  return lines.join('\n');
}
