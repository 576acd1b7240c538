/**
 * Model-based test of the rating popup (spec §4 NPS): what storage holds and what the server answers
 * are events, what the user sees and what is stored are states; every generated path drives the real
 * machine (src/machines/rate-popup.ts) with its effects bound to in-memory fakes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { STORAGE_KEYS } from '../../src/gateway/token-store';
import { RATE_TEXTS, ratePopupMachine, type RatePrompt, type RatingInput } from '../../src/machines/rate-popup';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { RATE_REAL as REAL, rateModel } from './models/rate-popup';

const PROJECT = { id: 42, code: 'PRJ-000042', name: 'Pearl Street Lofts' };
const ASK: RatePrompt = { show_popup: true, reason: 'due', project: PROJECT };
const FLAG = STORAGE_KEYS.ratePopup;

/** A call the path settles: resolved with a value or rejected. */
function gate<T>() {
  let release!: (outcome: { value: T } | { error: Error }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { promise, release };
}

function start(local = new Map<string, string>()) {
  const subject = {
    local,
    calls: [] as string[],
    sent: [] as RatingInput[],
    flag: gate<boolean>(),
    prompt: gate<RatePrompt>(),
    submit: gate<unknown>(),
    notNow: gate<unknown>(),
    actor: null as unknown as ReturnType<typeof createActor<typeof ratePopupMachine>>,
  };
  subject.actor = createActor(
    ratePopupMachine.provide({
      actors: {
        readFlag: fromPromise(() => subject.flag.promise),
        showRatePop: fromPromise(() => {
          subject.calls.push('showratepop');
          return subject.prompt.promise;
        }),
        submitReview: fromPromise(({ input }: { input: RatingInput }) => {
          subject.calls.push('create');
          subject.sent.push(input);
          subject.submit = gate<unknown>();
          return subject.submit.promise;
        }),
        notNow: fromPromise(() => {
          subject.calls.push('notnow');
          return subject.notNow.promise;
        }),
      },
      actions: {
        'store flag': () => void local.set(FLAG, 'true'),
        thank: () => void subject.calls.push('thanked'),
        'log failure': (_, { error }) => void subject.calls.push(`log ${(error as Error).message}`),
      },
    }),
  ).start();
  return subject;
}
type Popup = ReturnType<typeof start>;

const events: Record<string, (p: Popup) => Popup | void> = {
  'flag.stored': (p) => {
    p.local.set(FLAG, 'true');
    p.flag.release({ value: true });
  },
  'flag.absent': (p) => p.flag.release({ value: p.local.has(FLAG) }),
  'server.ask': (p) => p.prompt.release({ value: ASK }),
  'server.noAsk': (p) => p.prompt.release({ value: { show_popup: false, reason: 'reviewed_recently', project: null } }),
  'server.unreachable': (p) => {
    const snapshot = p.actor.getSnapshot();
    if (snapshot.matches('postponing')) p.notNow.release({ error: new Error('offline') });
    else p.prompt.release({ error: new Error('offline') });
  },
  'score.chosen': (p) => void p.actor.send({ type: 'score.chosen', score: 9 }),
  submit: (p) => {
    p.actor.send({ type: 'comment.changed', comment: '  Fast and accurate.  ' });
    p.actor.send({ type: 'submit' });
  },
  'server.accepted': (p) => p.submit.release({ value: { id: 1 } }),
  'server.refused': (p) => p.submit.release({ error: new Error('Score must be a whole number from 0 to 10') }),
  'server.postponed': (p) => p.notNow.release({ value: { postponed_until: '2026-12-06T00:00:00.000Z' } }),
  notNow: (p) => void p.actor.send({ type: 'notNow' }),
  close: (p) => void p.actor.send({ type: 'close' }),
  'page.reloaded': (p) => {
    p.actor.stop();
    const next = start(p.local);
    next.flag.release({ value: p.local.has(FLAG) });
    return next;
  },
};

const ctx = (p: Popup) => p.actor.getSnapshot().context;
const noFlag = (p: Popup) => expect(p.local.has(FLAG)).toBe(false);
const flagged = (p: Popup) => expect([...p.local]).toEqual([[FLAG, 'true']]);

const assertions: Assertions<Popup> = {
  'ratePopup.checkingFlag': (p) => expect(p.calls).toEqual([]),
  'ratePopup.asking': (p) => {
    expect(p.calls).toEqual(['showratepop']);
    noFlag(p);
  },
  'ratePopup.open.empty': (p) => {
    expect(ctx(p)).toMatchObject({ project: PROJECT, score: null, error: null });
    noFlag(p);
  },
  'ratePopup.open.scoreRequired': (p) => {
    expect(ctx(p)).toMatchObject({ score: null, error: RATE_TEXTS.scoreRequired });
    expect(p.calls).toEqual(['showratepop']);
  },
  'ratePopup.open.scored': (p) => expect(ctx(p)).toMatchObject({ score: 9, error: null }),
  'ratePopup.open.refused': (p) => {
    expect(ctx(p)).toMatchObject({ score: 9, error: 'Score must be a whole number from 0 to 10' });
    noFlag(p);
  },
  'ratePopup.submitting': (p) => {
    expect(p.sent.at(-1)).toEqual({ score: 9, comment: 'Fast and accurate.', project_id: PROJECT.id });
    noFlag(p);
  },
  'ratePopup.postponing': (p) => {
    expect(p.calls.at(-1)).toBe('notnow');
    // The flag is stored at once: a reload while the call runs does not ask again.
    flagged(p);
  },
  'ratePopup.submitted': (p) => {
    expect(p.calls.at(-1)).toBe('thanked');
    flagged(p);
  },
  'ratePopup.postponed': (p) => {
    expect(p.calls.at(-1)).toBe('notnow');
    flagged(p);
  },
  'ratePopup.postponedOffline': (p) => {
    expect(p.calls.at(-1)).toBe('log offline');
    flagged(p);
  },
  'ratePopup.closed': (p) => {
    // Nothing postponed, nothing stored (a refused review may have been sent before).
    expect(p.calls).not.toContain('notnow');
    expect(p.calls).not.toContain('thanked');
    noFlag(p);
  },
  'ratePopup.reasked': (p) => expect(p.calls).toEqual(['showratepop']),
  'ratePopup.reloaded': (p) => {
    expect(p.calls).toEqual([]);
    flagged(p);
  },
  'ratePopup.hidden.flagStored': (p) => expect(p.calls).toEqual([]),
  'ratePopup.hidden.notAsked': (p) => {
    expect(p.calls).toEqual(['showratepop']);
    noFlag(p);
  },
  'ratePopup.hidden.failed': (p) => {
    expect(p.calls).toEqual(['showratepop', 'log offline']);
    noFlag(p);
  },
};

const paths = generatePaths(rateModel);

describe('rate popup machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(rateModel, assertions, { machine: ratePopupMachine, map: REAL });
    checkPathsVisitEveryState(rateModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
