/**
 * Model-based test of the sign-in dialogs queue (issue 16 §6): the holiday reminder's and the rating
 * popup's checks answer in every order, the user closes what is open; after every step at most one
 * dialog is open, and the one open is the first in order whose turn it is. Every generated path
 * drives the real machine (src/machines/sign-in-dialogs.ts).
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signInDialogsMachine, type SignInDialog } from '../../src/machines/sign-in-dialogs';
import { flowModel, pathsOf } from './registry';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, type Assertions } from './support';
import { DIALOGS_REAL as REAL, dialogsModel } from './models/sign-in-dialogs';

function start() {
  return { actor: createActor(signInDialogsMachine, { input: { dialogs: ['holiday', 'rating'] } }).start() };
}
type Queue = ReturnType<typeof start>;

const due = (dialog: SignInDialog) => (q: Queue) => void q.actor.send({ type: 'dialog.due', dialog });
const settled = (dialog: SignInDialog) => (q: Queue) => void q.actor.send({ type: 'dialog.settled', dialog });

const events: Record<string, (q: Queue) => Queue | void> = {
  'holiday.due': due('holiday'),
  'holiday.none': settled('holiday'),
  'holiday.closed': settled('holiday'),
  'rating.due': due('rating'),
  'rating.none': settled('rating'),
  'rating.closed': settled('rating'),
};

const ctx = (q: Queue) => q.actor.getSnapshot().context;
/** Which dialog is open, and what the queue knows of each. */
const expectQueue = (q: Queue, open: SignInDialog | null, known: { due: SignInDialog[]; settled: SignInDialog[] }) => {
  expect(ctx(q).current).toBe(open);
  expect([...ctx(q).due].sort()).toEqual(known.due);
  expect([...ctx(q).settled].sort()).toEqual(known.settled);
};

const assertions: Assertions<Queue> = {
  'signInDialogs.checking.both': (q) => expectQueue(q, null, { due: [], settled: [] }),
  'signInDialogs.checking.rating': (q) => {
    expect(ctx(q).current).toBeNull();
    expect(ctx(q).settled).toEqual(['holiday']);
    expect(ctx(q).due).not.toContain('rating');
  },
  'signInDialogs.checking.holiday': (q) => expectQueue(q, null, { due: [], settled: ['rating'] }),
  'signInDialogs.checking.ratingQueued': (q) => expectQueue(q, null, { due: ['rating'], settled: [] }),
  'signInDialogs.holidayOpen.ratingChecking': (q) => expectQueue(q, 'holiday', { due: ['holiday'], settled: [] }),
  'signInDialogs.holidayOpen.ratingQueued': (q) => expectQueue(q, 'holiday', { due: ['holiday', 'rating'], settled: [] }),
  'signInDialogs.holidayOpen.alone': (q) => {
    expect(ctx(q).current).toBe('holiday');
    expect(ctx(q).settled).toEqual(['rating']);
  },
  'signInDialogs.ratingOpen': (q) => {
    expect(ctx(q).current).toBe('rating');
    expect(ctx(q).settled).toEqual(['holiday']);
  },
  'signInDialogs.done': (q) => {
    expect(ctx(q).current).toBeNull();
    expect([...ctx(q).settled].sort()).toEqual(['holiday', 'rating']);
    expect(q.actor.getSnapshot().status).toBe('done');
  },
};

const paths = pathsOf(flowModel('sign-in-dialogs'));

describe('sign-in dialogs queue, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(dialogsModel, assertions, { machine: signInDialogsMachine, map: REAL });
    checkPathsVisitEveryState(dialogsModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
