/**
 * Model-based test of one connection per browser (issue 16 item 4): every generated path of the tab
 * model drives the real tab-leader machine, with the Web Lock, the tabs' channel and the socket faked.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { SocketEmit, SocketInput } from '../../src/machines/realtime';
import { tabLeaderMachine, type ConnectionReport, type TabMessage } from '../../src/machines/tab-leader';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { TAB_LEADER_REAL as REAL, TAB_LEADER_TRANSIENT, tabLeaderModel } from './models/tab-leader';

const pushed = (seq: number): ConnectionReport => ({
  type: 'socket.event',
  event: { name: 'counts', payload: { seq, notification_count: seq, chat_count: 0 } },
});

function start(shared = true) {
  const tab = {
    reports: [] as ConnectionReport[],
    posts: [] as TabMessage[],
    socketInputs: [] as number[],
    socketEmits: [] as string[],
    socketOpen: false,
    grant: () => {},
    hear: (_message: TabMessage) => {},
    socketSays: (_report: ConnectionReport) => {},
    actor: null as unknown as ReturnType<typeof createActor<typeof tabLeaderMachine>>,
  };
  tab.actor = createActor(
    tabLeaderMachine.provide({
      actors: {
        lock: fromCallback(({ sendBack }) => {
          tab.grant = () => sendBack({ type: 'lock.acquired' });
          return () => {};
        }),
        channel: fromCallback<{ type: 'post'; message: TabMessage }>(({ sendBack, receive }) => {
          tab.hear = (message) => sendBack({ type: 'channel.message', message });
          receive(({ message }) => void tab.posts.push(message));
          return () => {};
        }),
        socket: fromCallback<SocketEmit, SocketInput>(({ sendBack, receive, input }) => {
          tab.socketInputs.push(input.lastSeq);
          tab.socketOpen = true;
          tab.socketSays = (report) => sendBack(report as AnyEventObject);
          receive(({ name }) => void tab.socketEmits.push(name));
          return () => {
            tab.socketOpen = false;
          };
        }),
      },
    }),
    { input: { lastSeq: 3, shared } },
  );
  tab.actor.on('report', ({ report }) => void tab.reports.push(report));
  tab.actor.start();
  return tab;
}
type Tab = ReturnType<typeof start>;

const typing: SocketEmit = { type: 'socket.emit', name: 'presence:typing', payload: { project_id: 1 } };
const events: Record<string, (tab: Tab) => Tab | void> = {
  'leader.here': (tab) => tab.hear({ kind: 'leader', connected: true }),
  'lock.acquired': (tab) => tab.grant(),
  'leader.gone': (tab) => tab.hear({ kind: 'bye' }),
  'leader.report': (tab) => tab.hear({ kind: 'report', report: pushed(5) }),
  'tab.emit': (tab) => tab.actor.send(typing),
  'follower.emit': (tab) => tab.hear({ kind: 'emit', name: 'chat:typing', payload: { project_id: 2 } }),
  'tab.opened': (tab) => tab.hear({ kind: 'hello' }),
  'tab.closing': (tab) => tab.actor.send({ type: 'tab.closing' }),
  'socket.connected': (tab) => tab.socketSays({ type: 'socket.connected' }),
  'socket.event': (tab) => tab.socketSays(pushed(6)),
  'browser.lacksApis': (tab) => {
    tab.actor.stop();
    return start(false);
  },
};

const lastSeq = (tab: Tab) => tab.actor.getSnapshot().context.lastSeq;
const assertions: Assertions<Tab> = {
  'tab.electing': (tab) => {
    expect(tab.posts).toEqual([{ kind: 'hello' }]);
    expect(tab.reports).toEqual([]);
    expect(tab.socketOpen).toBe(false);
  },
  'tab.electingHeld': (tab) => {
    expect(tab.posts).toEqual([{ kind: 'hello' }]);
    expect(tab.socketEmits).toEqual([]);
  },
  'tab.followerLive': (tab) => {
    expect(tab.reports.at(-1)).toEqual({ type: 'socket.connected' });
    expect(tab.socketOpen).toBe(false);
  },
  'tab.followerFlushed': (tab) => expect(tab.posts.at(-1)).toEqual({ kind: 'emit', name: 'presence:typing', payload: { project_id: 1 } }),
  'tab.followerUpdated': (tab) => {
    expect(tab.reports.at(-1)).toEqual(pushed(5));
    expect(lastSeq(tab)).toBe(5);
  },
  'tab.followerEmitted': (tab) => {
    expect(tab.posts.at(-1)).toEqual({ kind: 'emit', name: 'presence:typing', payload: { project_id: 1 } });
    expect(tab.socketOpen).toBe(false);
  },
  'tab.handover': (tab) => {
    expect(tab.reports.at(-1)).toEqual({ type: 'socket.disconnected' });
    expect(tab.socketOpen).toBe(false);
  },
  'tab.leaderConnecting': (tab) => {
    expect(tab.socketOpen).toBe(true);
    expect(tab.socketInputs).toEqual([lastSeq(tab)]);
    expect(tab.posts.at(-1)).toEqual({ kind: 'leader', connected: false });
  },
  'tab.leaderHeld': (tab) => {
    expect(tab.socketOpen).toBe(true);
    expect(tab.socketEmits).toEqual([]);
  },
  'tab.leaderFlushed': (tab) => expect(tab.socketEmits).toEqual(['presence:typing']),
  'tab.leaderLive': (tab) => {
    expect(tab.reports.at(-1)).toEqual({ type: 'socket.connected' });
    expect(tab.posts.at(-1)).toEqual({ kind: 'report', report: { type: 'socket.connected' } });
  },
  'tab.leaderShared': (tab) => {
    expect(tab.reports.at(-1)).toEqual(pushed(6));
    expect(tab.posts.at(-1)).toEqual({ kind: 'report', report: pushed(6) });
    expect(lastSeq(tab)).toBe(6);
  },
  'tab.leaderEmitted': (tab) => expect(tab.socketEmits).toEqual(['chat:typing']),
  'tab.leaderIntroduced': (tab) => expect(tab.posts.at(-1)).toEqual({ kind: 'leader', connected: true }),
  'tab.leaderClosing': (tab) => expect(tab.posts.at(-1)).toEqual({ kind: 'bye' }),
  'tab.fallbackConnecting': (tab) => {
    expect(tab.socketOpen).toBe(true);
    expect(tab.socketInputs).toEqual([3]);
    expect(tab.posts).toEqual([]);
  },
  'tab.fallbackLive': (tab) => expect(tab.reports).toEqual([{ type: 'socket.connected' }]),
  'tab.fallbackEmitted': (tab) => expect(tab.socketEmits).toEqual(['presence:typing']),
};

const paths = generatePaths(tabLeaderModel);

describe('tab leader machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(tabLeaderModel, assertions, { machine: tabLeaderMachine, map: REAL, transient: TAB_LEADER_TRANSIENT });
    checkPathsVisitEveryState(tabLeaderModel, paths);
  });
  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
