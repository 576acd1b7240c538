/**
 * Model-based test of the project view's action flow (issue 5): the user's choices and the server's
 * answers are events, what the user sees are states; every generated path drives the real machine
 * with the call held until the path says how the server answers.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { missingFields, projectActionsMachine, type ActionFailure, type ActionRequest, type ViewAction } from '../../src/machines/project-actions';
import { settle } from './fake-server';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { matchesId } from './real-state';
import { ACTIONS_REAL as REAL, actionsModel } from './models/project-actions';

const OFFERED: ViewAction[] = ['ACCEPT', 'REQUEST_REOPEN', 'REQUEST_DUE_DATE'];

function gate<T>() {
  let release!: (outcome: { value: T } | { error: unknown }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { promise, release };
}

function start() {
  const subject = {
    calls: [] as ActionRequest[],
    reloads: 0,
    announced: [] as string[],
    held: null as ReturnType<typeof gate<{ messages: string }>> | null,
    actor: null as unknown as ReturnType<typeof createActor<typeof projectActionsMachine>>,
  };
  subject.actor = createActor(
    projectActionsMachine.provide({
      actors: {
        perform: fromPromise(({ input }) => {
          subject.calls.push(input);
          subject.held = gate<{ messages: string }>();
          return subject.held.promise;
        }),
      },
      actions: {
        'reload details': () => void subject.reloads++,
        'announce done': (_, { message }) => void subject.announced.push(message),
      },
    }),
    { input: { projectId: '42' } },
  ).start();
  subject.actor.send({ type: 'details.loaded', actions: OFFERED });
  return subject;
}
type Subject = ReturnType<typeof start>;

const refuse = (failure: ActionFailure) => (s: Subject) => s.held?.release({ error: failure });

const events: Record<string, (s: Subject) => void> = {
  'user.chooseAccept': (s) => s.actor.send({ type: 'user.choose', action: 'ACCEPT' }),
  'user.chooseReopen': (s) => s.actor.send({ type: 'user.choose', action: 'REQUEST_REOPEN' }),
  'user.chooseUnoffered': (s) => s.actor.send({ type: 'user.choose', action: 'COMPLETE' }),
  'user.confirm': (s) => s.actor.send({ type: 'user.confirm' }),
  'user.fill': (s) => s.actor.send({ type: 'user.edit', field: 'reason', value: 'The takeoff missed level 3' }),
  'user.cancel': (s) => s.actor.send({ type: 'user.cancel' }),
  'user.dismiss': (s) => s.actor.send({ type: 'user.dismiss' }),
  'server.ok': (s) => s.held?.release({ value: { messages: 'Project updated successfully' } }),
  'server.conflict': refuse({ status: 409, message: 'The project is completed: it cannot be accepted', fieldErrors: {} }),
  'server.forbidden': refuse({ status: 403, message: 'Only the provider may do this', fieldErrors: {} }),
  'server.invalid': refuse({ status: 400, message: 'Reason is too long', fieldErrors: { reason: 'Reason is too long' } }),
  'server.unreachable': (s) => s.held?.release({ error: new TypeError('Failed to fetch') }),
};

const ctx = (s: Subject) => s.actor.getSnapshot().context;
const closed = (s: Subject) => {
  expect(ctx(s).action).toBeNull();
  expect(ctx(s).error).toBeNull();
  expect(ctx(s).fields).toEqual({});
};
const lastCall = (s: Subject) => s.calls.at(-1);

const assertions: Assertions<Subject> = {
  'projectActions.idle.start': (s) => {
    closed(s);
    expect(ctx(s).offered).toEqual(OFFERED);
    expect(s.calls).toEqual([]);
  },
  'projectActions.idle.ignored': (s) => {
    closed(s);
    expect(s.calls).toEqual([]);
  },
  'projectActions.idle.cancelled': (s) => {
    closed(s);
    expect(s.calls).toEqual([]);
  },
  'projectActions.idle.dismissed': (s) => {
    closed(s);
    expect(ctx(s).message).toBeNull();
    expect(s.calls.length).toBeGreaterThan(0);
  },
  'projectActions.confirming.ready': (s) => {
    expect(ctx(s).action).toBe('ACCEPT');
    expect(ctx(s).fieldErrors).toEqual({});
    expect(s.calls).toEqual([]);
  },
  'projectActions.confirming.blank': (s) => {
    expect(ctx(s).action).toBe('REQUEST_REOPEN');
    expect(ctx(s).fields).toEqual({});
    expect(ctx(s).fieldErrors).toEqual({});
  },
  'projectActions.confirming.incomplete': (s) => {
    expect(ctx(s).fieldErrors).toEqual({ reason: 'Reason is required' });
    expect(s.calls).toEqual([]);
  },
  'projectActions.confirming.filled': (s) => {
    expect(ctx(s).fields).toEqual({ reason: 'The takeoff missed level 3' });
    // Typing clears the field's error.
    expect(ctx(s).fieldErrors).toEqual({});
    expect(s.calls).toEqual([]);
  },
  'projectActions.confirming.rejected': (s) => {
    expect(ctx(s).error).toBe('Reason is too long');
    expect(ctx(s).fieldErrors).toEqual({ reason: 'Reason is too long' });
    // What was typed stays, to be corrected.
    expect(ctx(s).fields).toEqual(lastCall(s)?.fields);
    expect(s.reloads).toBe(0);
  },
  'projectActions.confirming.unreachable': (s) => {
    expect(ctx(s).error).toBe('Failed to fetch');
    expect(ctx(s).action).not.toBeNull();
    expect(s.reloads).toBe(0);
  },
  'projectActions.sending': (s) => {
    expect(lastCall(s)?.projectId).toBe('42');
    expect(lastCall(s)?.action).toBe(ctx(s).action);
    expect(lastCall(s)?.fields).toEqual(ctx(s).fields);
  },
  'projectActions.done': (s) => {
    expect(ctx(s).message).toBe('Project updated successfully');
    expect(s.announced).toEqual(['Project updated successfully']);
    expect(s.reloads).toBe(0);
  },
  'projectActions.refused.conflict': (s) => {
    expect(ctx(s).error).toBe('The project is completed: it cannot be accepted');
    expect(s.reloads).toBe(1);
    expect(s.announced).toEqual([]);
  },
  'projectActions.refused.forbidden': (s) => {
    expect(ctx(s).error).toBe('Only the provider may do this');
    expect(s.reloads).toBe(1);
  },
};

const paths = generatePaths(actionsModel);

describe('project actions machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(actionsModel, assertions, { machine: projectActionsMachine, map: REAL });
    checkPathsVisitEveryState(actionsModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const subject = start();
    const check = async (state: string) => {
      expect(matchesId(subject.actor.getSnapshot(), REAL[state] ?? '?'), `${state} is ${REAL[state]}`).toBe(true);
      await assertions[state]?.(subject);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      const run = events[step.event];
      if (!run) throw new Error(`no executor for ${step.event}`);
      run(subject);
      await settle();
      await check(step.state);
    }
    subject.actor.stop();
  });

  it('offers only what the details offer, and follows them when they reload', () => {
    const subject = start();
    subject.actor.send({ type: 'details.loaded', actions: ['COMPLETE'] });
    subject.actor.send({ type: 'user.choose', action: 'ACCEPT' });
    expect(subject.actor.getSnapshot().value).toBe('idle');
    subject.actor.send({ type: 'user.choose', action: 'COMPLETE' });
    expect(subject.actor.getSnapshot().value).toBe('confirming');
    subject.actor.stop();
  });

  it('asks for the new due date of a due-date request (its reason is optional)', () => {
    const subject = start();
    subject.actor.send({ type: 'user.choose', action: 'REQUEST_DUE_DATE' });
    subject.actor.send({ type: 'user.confirm' });
    expect(ctx(subject).fieldErrors).toEqual({ due_date: 'New Due Date is required' });
    subject.actor.send({ type: 'user.edit', field: 'due_date', value: '2026-12-01' });
    subject.actor.send({ type: 'user.confirm' });
    expect(subject.actor.getSnapshot().value).toBe('sending');
    expect(subject.calls.at(-1)).toEqual({ projectId: '42', action: 'REQUEST_DUE_DATE', fields: { due_date: '2026-12-01' } });
    subject.actor.stop();
  });

  it('checks the hours of an hours request', () => {
    expect(missingFields('REQUEST_HOURS', { service_id: '3', hours: '0' })).toEqual({ hours: 'Hours must be a number above 0' });
    expect(missingFields('REQUEST_HOURS', { service_id: '3', hours: '2.5' })).toEqual({});
    expect(missingFields('REQUEST_HOURS', {})).toEqual({ service_id: 'Service is required', hours: 'Hours is required' });
  });
});
