/**
 * Model-based test of the dashboard's live machine: events for shown cards, events for cards not
 * shown, bursts, a restored connection, the cards on screen changing, and the refresh window (an
 * explicit event here, the simulated clock in the real machine). Every generated path drives the real
 * machine; each state checks what has been refreshed so far.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { DashboardCard } from '../../src/domain/dashboard-cards';
import { dashboardLiveMachine, REFRESH_WINDOW_MS } from '../../src/machines/dashboard-live';
import { matchesId } from './real-state';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { LIVE_REAL as REAL, liveModel } from './models/dashboard-live';

const SHOWN: readonly DashboardCard[] = ['countdetails', 'projectstatus', 'npschart', 'invoice'];

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(dashboardLiveMachine, { clock, input: { cards: SHOWN } });
  const refreshes: DashboardCard[][] = [];
  actor.on('refresh', ({ cards }) => refreshes.push([...cards]));
  actor.start();
  return { clock, actor, refreshes };
}
type Live = ReturnType<typeof start>;

const push = (live: Live, recordType: string) => live.actor.send({ type: 'record.changed', recordType });

const events: Record<string, (live: Live) => void> = {
  'push.unshownType': (live) => push(live, 'storage'),
  'push.project': (live) => push(live, 'project'),
  'push.review': (live) => push(live, 'review'),
  'push.burst': (live) => {
    for (let i = 0; i < 1000; i += 1) push(live, i % 2 ? 'project' : 'invoice');
  },
  'socket.restored': (live) => live.actor.send({ type: 'connection.restored' }),
  'screen.hidesProjects': (live) => live.actor.send({ type: 'cards.shown', cards: ['npschart', 'invoice'] }),
  'window.elapsed': (live) => live.clock.increment(REFRESH_WINDOW_MS),
};

const stale = (live: Live) => live.actor.getSnapshot().context.stale;

const assertions: Assertions<Live> = {
  'live.quiet': (live) => expect(live.refreshes).toEqual([]),
  'live.ignored': (live) => expect(stale(live)).toEqual([]),
  'live.ignoredQuiet': (live) => expect(live.refreshes).toEqual([]),
  'live.gatheringProject': (live) => {
    expect(stale(live)).toEqual(['countdetails', 'projectstatus']);
    // Nothing refreshes before the window closes.
    live.clock.increment(REFRESH_WINDOW_MS - 1);
    expect(live.refreshes).toEqual([]);
  },
  'live.gatheringBurst': (live) => expect(stale(live)).toEqual(['countdetails', 'projectstatus', 'invoice']),
  'live.gatheringAll': (live) => expect(stale(live)).toEqual(SHOWN),
  'live.gatheringHidden': (live) => expect(stale(live)).toEqual([]),
  'live.refreshedProject': (live) => expect(live.refreshes).toEqual([['countdetails', 'projectstatus']]),
  'live.gatheringReview': (live) => expect(stale(live)).toEqual(['countdetails', 'npschart']),
  'live.refreshedReviewToo': (live) => expect(live.refreshes).toEqual([['countdetails', 'projectstatus'], ['countdetails', 'npschart']]),
  // 1,001 events: one refresh, each affected card once.
  'live.refreshedBurst': (live) => expect(live.refreshes).toEqual([['countdetails', 'projectstatus', 'invoice']]),
  'live.refreshedAll': (live) => expect(live.refreshes).toEqual([SHOWN]),
  'live.refreshedNothing': (live) => {
    expect(live.refreshes).toEqual([]);
    expect(stale(live)).toEqual([]);
  },
};

const paths = generatePaths(liveModel);

describe('dashboard live machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(liveModel, assertions, { machine: dashboardLiveMachine, map: REAL });
    checkPathsVisitEveryState(liveModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const live = start();
    const check = async (state: string) => {
      expect(matchesId(live.actor.getSnapshot(), REAL[state] ?? '?'), `${state} is ${REAL[state]}`).toBe(true);
      await assertions[state]?.(live);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      const run = events[step.event];
      if (!run) throw new Error(`no executor for ${step.event}`);
      run(live);
      await check(step.state);
    }
    live.actor.stop();
  });
});
