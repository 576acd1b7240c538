/**
 * Model-based tests of the realtime client (issue 4): every generated path of the feed model and of the
 * connection model drives the real machines, with the REST calls and the socket faked.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { connectionStateOf, feedMachine, realtimeMachine, type FeedItem, type RealtimeEmitted, type RecentAnswer, type SocketReport } from '../../src/machines/realtime';
import { settle } from './fake-server';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions, type FlowPath } from './support';
import { matchesId } from './real-state';
import { CONNECTION_REAL, connectionModel, FEED_REAL, feedModel } from './models/realtime';

const item = (id: number, seen = false): FeedItem => ({
  id,
  seen,
  username: 'Alice Morgan',
  customer: 'Summit Builders',
  message: `message ${id}`,
  created_date: '2026-11-22T10:00:00Z',
  profile_image_uri: null,
  project_id: null,
});

/** A call held until the path settles it. */
function gate<T>() {
  let release!: (outcome: { value: T } | { error: Error }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { promise, release };
}

// ─────────────── the feed ───────────────

function startFeed() {
  const server = { items: [item(1)] };
  const held: { load?: ReturnType<typeof gate<RecentAnswer>>; act?: ReturnType<typeof gate<unknown>>; apply?: () => void } = {};
  const calls: string[] = [];
  const answer = (): RecentAnswer => ({ items: server.items.map((i) => ({ ...i })), unseenIds: server.items.filter((i) => !i.seen).map((i) => i.id), count: server.items.filter((i) => !i.seen).length });
  const actor = createActor(
    feedMachine.provide({
      actors: {
        loadRecent: fromPromise(() => {
          calls.push('load');
          held.load = gate<RecentAnswer>();
          return held.load.promise;
        }),
        act: fromPromise(({ input }) => {
          calls.push(input.action === 'markSeen' ? `markSeen ${input.id}` : input.action === 'markAllRead' ? 'markAllRead' : `clearAll ${input.ids.join(',')}`);
          held.apply = () => {
            if (input.action === 'markSeen') server.items = server.items.map((i) => (i.id === input.id ? { ...i, seen: true } : i));
            else if (input.action === 'markAllRead') server.items = server.items.map((i) => ({ ...i, seen: true }));
            else server.items = server.items.filter((i) => !input.ids.includes(i.id));
          };
          held.act = gate<unknown>();
          return held.act.promise;
        }),
      },
      actions: { 'log failure': () => void calls.push('logged') },
    }),
    { input: { kind: 'notification' } },
  ).start();
  return { actor, server, held, calls, answer };
}
type Feed = ReturnType<typeof startFeed>;

const feedEvents: Record<string, (f: Feed) => void> = {
  'server.recent': (f) => f.held.load?.release({ value: f.answer() }),
  'server.unreachable': (f) => (f.actor.getSnapshot().matches('marking') ? f.held.act : f.held.load)?.release({ error: new Error('offline') }),
  'server.done': (f) => {
    f.held.apply?.();
    f.held.act?.release({ value: { status: 200 } });
  },
  'user.markSeen': (f) => f.actor.send({ type: 'user.markSeen', id: 1 }),
  'user.clearAll': (f) => f.actor.send({ type: 'user.clearAll' }),
  'user.markAllRead': (f) => f.actor.send({ type: 'user.markAllRead' }),
  'user.open': (f) => f.actor.send({ type: 'user.open' }),
  'socket.seenElsewhere': (f) => {
    f.server.items = f.server.items.map((i) => ({ ...i, seen: true }));
    f.actor.send({ type: 'feed.updated', ids: [1], is_seen: true, count: 0 });
  },
  'socket.new': (f) => {
    f.server.items = [item(2), ...f.server.items];
    f.actor.send({ type: 'feed.new', item: item(2), count: 1 });
  },
};

const feedCtx = (f: Feed) => f.actor.getSnapshot().context;
const listed = (f: Feed) => feedCtx(f).items.map((i) => `${i.id}${i.seen ? '' : '*'}`);

const feedAssertions: Assertions<Feed> = {
  'feed.loading': (f) => {
    expect(f.calls).toEqual(['load']);
    expect(listed(f)).toEqual([]);
  },
  'feed.ready.unread': (f) => {
    expect(listed(f)).toEqual(['1*']);
    expect(feedCtx(f)).toMatchObject({ unseenIds: [1], count: 1 });
  },
  'feed.ready.allSeen': (f) => {
    expect(listed(f)).toEqual(['1']);
    expect(feedCtx(f)).toMatchObject({ unseenIds: [], count: 0 });
  },
  'feed.ready.twoListed': (f) => {
    expect(listed(f)).toEqual(['2*', '1']);
    expect(feedCtx(f)).toMatchObject({ unseenIds: [2], count: 1 });
  },
  'feed.ready.empty': (f) => {
    expect(listed(f)).toEqual([]);
    expect(feedCtx(f).count).toBe(0);
    expect(f.calls).toContain('clearAll 1');
  },
  'feed.ready.pushed': (f) => {
    expect(listed(f)).toEqual(['2*']);
    expect(feedCtx(f)).toMatchObject({ unseenIds: [2], count: 1 });
  },
  'feed.ready.failed': (f) => {
    expect(listed(f)).toEqual([]);
    expect(f.calls).toEqual(['load', 'logged']);
  },
  'feed.reopening': (f) => expect(f.calls.filter((c) => c === 'load')).toHaveLength(2),
  'feed.marking': (f) => {
    expect(f.calls.at(-1)).toBe('markSeen 1');
    expect(listed(f)).toEqual(['1*']);
  },
  'feed.reloadingAfterMark': (f) => expect(f.calls.slice(-2)).toEqual(['markSeen 1', 'load']),
  'feed.reloadingAfterFailedMark': (f) => expect(f.calls.slice(-3)).toEqual(['markSeen 1', 'logged', 'load']),
  'feed.clearing': (f) => expect(f.calls.at(-1)).toBe('clearAll 1'),
  'feed.markingAll': (f) => {
    expect(f.calls.at(-1)).toBe('markAllRead');
    expect(listed(f)).toEqual(['2*', '1']);
  },
  'feed.reloadingAfterMarkAll': (f) => expect(f.calls.slice(-2)).toEqual(['markAllRead', 'load']),
  'feed.ready.allRead': (f) => {
    expect(listed(f)).toEqual(['2', '1']);
    expect(feedCtx(f)).toMatchObject({ unseenIds: [], count: 0 });
  },
  'feed.reloadingAfterClear': (f) => expect(f.calls.slice(-2)).toEqual(['clearAll 1', 'load']),
};

// ─────────────── the connection ───────────────

function startConnection() {
  let report: (event: SocketReport) => void = () => {};
  const calls: string[] = [];
  const emitted: RealtimeEmitted['type'][] = [];
  let socketOpen = false;
  const actor = createActor(
    realtimeMachine.provide({
      actors: {
        socket: fromCallback(({ sendBack }) => {
          report = sendBack as typeof report;
          socketOpen = true;
          return () => {
            socketOpen = false;
          };
        }),
        feed: feedMachine.provide({
          actors: {
            loadRecent: fromPromise(async ({ input }) => {
              calls.push(`load ${input.kind}`);
              return { items: [], unseenIds: [], count: 0 };
            }),
          },
        }),
      },
    }),
    { input: { lastSeq: 0, tab: 'tab-1' } },
  );
  for (const type of ['seq', 'desktop', 'sessionChanged', 'record', 'expired'] as const) actor.on(type, () => void emitted.push(type));
  actor.start();
  const feedCount = () => (actor.getSnapshot().children.notifications?.getSnapshot() as { context: { count: number; items: FeedItem[] } } | undefined)?.context;
  return { actor, calls, emitted, report: (event: SocketReport) => report(event), socketOpen: () => socketOpen, feedCount };
}
type Connection = ReturnType<typeof startConnection>;

const pushed: SocketReport = { type: 'socket.event', event: { name: 'notification:new', payload: { seq: 1, item: item(5), counts: { notification_count: 1, chat_count: 0 } } } };
const connectionEvents: Record<string, (c: Connection) => void> = {
  'socket.connected': (c) => c.report({ type: 'socket.connected' }),
  'socket.disconnected': (c) => c.report({ type: 'socket.disconnected' }),
  'socket.offline': (c) => c.report({ type: 'socket.offline' }),
  'socket.online': (c) => c.report({ type: 'socket.online' }),
  'socket.unauthorized': (c) => c.report({ type: 'socket.unauthorized' }),
  'socket.event': (c) => {
    c.report(pushed);
    c.report(pushed); // the replay after a reconnect: ignored
  },
};

const state = (c: Connection) => connectionStateOf(c.actor.getSnapshot());
const initialLoads = ['load notification', 'load conversation'];
const connectionAssertions: Assertions<Connection> = {
  'realtime.connecting': (c) => {
    expect(state(c)).toBe('connecting');
    expect(c.socketOpen()).toBe(true);
  },
  'realtime.live': (c) => {
    expect(state(c)).toBe('live');
    expect(c.calls).toEqual(initialLoads);
  },
  'realtime.liveUpdated': (c) => {
    expect(c.feedCount()?.items.map((i) => i.id)).toEqual([5]);
    expect(c.feedCount()?.count).toBe(1);
    expect(c.emitted.filter((t) => t === 'seq')).toHaveLength(1);
  },
  'realtime.reconnecting': (c) => expect(state(c)).toBe('reconnecting'),
  'realtime.caughtUp': (c) => {
    expect(state(c)).toBe('live');
    expect(c.calls.slice(-2)).toEqual(initialLoads);
  },
  'realtime.offline': (c) => {
    expect(state(c)).toBe('offline');
    expect(c.socketOpen()).toBe(true);
  },
  'realtime.backOnline': (c) => expect(state(c)).toBe('reconnecting'),
  'realtime.unauthorized': (c) => {
    expect(state(c)).toBe('unauthorized');
    expect(c.emitted).toContain('expired');
    expect(c.socketOpen()).toBe(false);
  },
};

async function walk<T>(path: FlowPath, start: () => T, actorOf: (t: T) => { getSnapshot(): { matches(v: never): boolean } }, real: Record<string, string>, events: Record<string, (t: T) => void>, assertions: Assertions<T>) {
  const subject = start();
  const check = async (modelState: string) => {
    expect(matchesId(actorOf(subject).getSnapshot(), real[modelState] ?? '?'), `${modelState} is ${real[modelState]}`).toBe(true);
    await assertions[modelState]?.(subject);
  };
  await settle();
  await check(path.states[0] ?? '');
  for (const step of path.steps) {
    const run = events[step.event];
    if (!run) throw new Error(`no executor for ${step.event}`);
    run(subject);
    await settle();
    await check(step.state);
  }
}

const feedPaths = generatePaths(feedModel);
const connectionPaths = generatePaths(connectionModel);

describe('notifications feed machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(feedModel, feedAssertions, { machine: feedMachine, map: FEED_REAL });
    checkPathsVisitEveryState(feedModel, feedPaths);
  });
  it.each(feedPaths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walk(path, startFeed, (f) => f.actor, FEED_REAL, feedEvents, feedAssertions);
  });
});

describe('realtime connection machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(connectionModel, connectionAssertions, { machine: realtimeMachine, map: CONNECTION_REAL });
    checkPathsVisitEveryState(connectionModel, connectionPaths);
  });
  it.each(connectionPaths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    await walk(path, startConnection, (c) => c.actor, CONNECTION_REAL, connectionEvents, connectionAssertions);
  });
});
