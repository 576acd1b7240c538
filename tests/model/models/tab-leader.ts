/**
 * One connection per browser (issue 16 item 4): one tab of a signed-in user, as its realtime sees it,
 * while the tabs elect the one that holds the socket. Each leaf maps to a state of the real machine
 * (src/machines/tab-leader.ts).
 */
import { createMachine } from 'xstate';

export const tabLeaderModel = createMachine({
  id: 'tab',
  initial: 'electing',
  states: {
    electing: {
      description: 'The tab opened and asked who leads; the connection shows as connecting',
      on: { 'leader.here': 'followerLive', 'lock.acquired': 'leaderConnecting', 'tab.emit': 'electingHeld', 'browser.lacksApis': 'fallbackConnecting' },
    },
    electingHeld: { description: 'What the tab emitted waits until a leader is known', on: { 'leader.here': 'followerFlushed', 'lock.acquired': 'leaderHeld' } },
    followerLive: {
      description: 'Another tab leads and is connected: this tab shows live, without a socket of its own',
      on: { 'leader.report': 'followerUpdated', 'tab.emit': 'followerEmitted', 'leader.gone': 'handover', 'lock.acquired': 'leaderConnecting' },
    },
    followerFlushed: { description: 'The held emit went to the leader, which emits it' },
    followerUpdated: { description: 'The event the leader passed on shows once, even when passed on twice' },
    followerEmitted: { description: 'The emit went to the leader, which emits it' },
    handover: { description: 'The leader tab closed: the connection shows as reconnecting', on: { 'lock.acquired': 'leaderConnecting', 'leader.here': 'followerLive' } },
    leaderConnecting: {
      description: 'This tab holds the lock and opens the only socket from the last seq it saw; the other tabs hear it leads',
      on: { 'socket.connected': 'leaderLive' },
    },
    leaderHeld: { description: 'This tab leads; the held emit waits for its socket', on: { 'socket.connected': 'leaderFlushed' } },
    leaderFlushed: { description: 'Connected: the held emit is sent on the socket' },
    leaderLive: {
      description: 'Connected: this tab and the others show live',
      on: { 'socket.event': 'leaderShared', 'follower.emit': 'leaderEmitted', 'tab.opened': 'leaderIntroduced', 'tab.closing': 'leaderClosing' },
    },
    leaderShared: { description: 'The pushed event shows once here and is passed to the other tabs' },
    leaderEmitted: { description: 'What another tab asked for is emitted on the socket' },
    leaderIntroduced: { description: 'A tab that just opened is told a connected leader is there' },
    leaderClosing: { description: 'The tab closes: it tells the others, which wait for the next leader' },
    fallbackConnecting: { description: 'No Web Locks or BroadcastChannel: the tab opens its own socket', on: { 'socket.connected': 'fallbackLive' } },
    fallbackLive: { description: 'Connected on its own socket', on: { 'tab.emit': 'fallbackEmitted' } },
    fallbackEmitted: { description: 'The emit goes on its own socket' },
  },
});

export const TAB_LEADER_STEPS: Record<string, string> = {
  'leader.here': 'Have another tab of the same user open and connected',
  'lock.acquired': 'Make this the only tab (or close the leader tab): it takes the lock',
  'leader.gone': 'Close the leader tab',
  'leader.report': 'Cause a notification for this user while another tab leads',
  'tab.emit': 'Do something in this tab that tells the server (e.g. start typing in a chat)',
  'follower.emit': 'Do something that tells the server in another tab of the same user',
  'tab.opened': 'Open another tab of the same user',
  'tab.closing': 'Close this tab (or log out)',
  'socket.connected': 'Let the socket connect',
  'socket.event': 'Cause a notification for this user',
  'browser.lacksApis': 'Open the portal in a browser without Web Locks or BroadcastChannel',
};

export const TAB_LEADER_REAL: Record<string, string> = {
  'tab.electing': 'tabLeader.shared.electing',
  'tab.electingHeld': 'tabLeader.shared.electing',
  'tab.followerLive': 'tabLeader.shared.follower',
  'tab.followerFlushed': 'tabLeader.shared.follower',
  'tab.followerUpdated': 'tabLeader.shared.follower',
  'tab.followerEmitted': 'tabLeader.shared.follower',
  'tab.handover': 'tabLeader.shared.electing',
  'tab.leaderConnecting': 'tabLeader.shared.leader',
  'tab.leaderHeld': 'tabLeader.shared.leader',
  'tab.leaderFlushed': 'tabLeader.shared.leader',
  'tab.leaderLive': 'tabLeader.shared.leader',
  'tab.leaderShared': 'tabLeader.shared.leader',
  'tab.leaderEmitted': 'tabLeader.shared.leader',
  'tab.leaderIntroduced': 'tabLeader.shared.leader',
  'tab.leaderClosing': 'tabLeader.shared.leader',
  'tab.fallbackConnecting': 'tabLeader.fallback',
  'tab.fallbackLive': 'tabLeader.fallback',
  'tab.fallbackEmitted': 'tabLeader.fallback',
};

/** Passed through at start: the real machine decides there whether the browser can share a socket. */
export const TAB_LEADER_TRANSIENT = ['tabLeader.checking'] as const;
