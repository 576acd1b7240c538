/**
 * Replays one generated path on the real machine: each step's event is made to happen by its
 * executor, the machine settles, and the real state and the model state's assertion are checked
 * after every step. An executor may answer a fresh subject (e.g. a reloaded page).
 */
import { expect } from 'vitest';
import { settle } from './fake-server';
import { matchesId } from './real-state';
import type { Assertions, FlowPath } from './support';

export interface MachineSubject {
  actor: { getSnapshot(): { matches(value: never): boolean }; stop(): void };
}

export async function replayPath<S extends MachineSubject>(
  path: FlowPath,
  first: S,
  real: Record<string, string>,
  events: Record<string, (subject: S) => S | void>,
  assertions: Assertions<S>,
): Promise<void> {
  let subject = first;
  const check = async (state: string) => {
    expect(matchesId(subject.actor.getSnapshot(), real[state] ?? '?'), `${state} is ${real[state]}`).toBe(true);
    await assertions[state]?.(subject);
  };
  await check(path.states[0] ?? '');
  for (const step of path.steps) {
    const run = events[step.event];
    if (!run) throw new Error(`no executor for ${step.event}`);
    subject = run(subject) ?? subject;
    await settle();
    await check(step.state);
  }
  subject.actor.stop();
}
