// Presence on the client (issue 16), unit by unit: the pure reducer of a screen's view of the others,
// the lines it shows, the throttle of typing signals, the realtime machine forwarding a tab's presence
// to the socket (and joining again on every connect), the socket actor's one way out and one way in,
// and the payload checks the server applies.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { parseJoin, parseLeave, parseTyping, presenceRoom, TYPING_THROTTLE_MS, TYPING_TTL_MS, type PresencePush, type PresenceSeat } from '../../src/domain/presence';
import { socketActor } from '../../src/gateway/socket';
import { alsoViewingLabel, editingLine, emptyPresence, nameList, nextExpiry, othersAt, reducePresence, typingLine, typingNames, typingSignalDue } from '../../src/machines/presence';
import { feedMachine, placesAfter, realtimeMachine, type FeedAction, type FeedInput, type RealtimeEmitted, type RecentAnswer, type SocketEmit, type SocketInput, type SocketReport } from '../../src/machines/realtime';

const PLACE = { type: 'project' as const, id: 7 };
const seat = (tab: string, user_id: number, name: string, editing = false): PresenceSeat => ({ tab, user_id, name, image_uri: null, editing });
const state = (people: PresenceSeat[], place = PLACE): PresencePush => ({ name: 'presence:state', payload: { ...place, people } });
const typing = (tab: string, user_id: number, name: string, on = true): PresencePush => ({ name: 'presence:typing', payload: { ...PLACE, tab, user_id, name, typing: on } });

describe('presence view reducer', () => {
  it('keeps the seats of its place only, one person per user, never the viewer', () => {
    let view = reducePresence(emptyPresence(PLACE), { type: 'pushed', push: state([seat('a1', 1, 'Alice Morgan'), seat('c1', 2, 'Carla Mendes'), seat('c2', 2, 'Carla Mendes', true), seat('u1', 3, 'Uma Patel')]), now: 0 });
    view = reducePresence(view, { type: 'pushed', push: state([seat('x', 9, 'Elsewhere')], { type: 'project', id: 8 }), now: 0 });
    expect(othersAt(view, 1)).toEqual([
      { user_id: 2, name: 'Carla Mendes', image_uri: null, editing: true },
      { user_id: 3, name: 'Uma Patel', image_uri: null, editing: false },
    ]);
    // A later state replaces the seats: who left is gone.
    view = reducePresence(view, { type: 'pushed', push: state([seat('a1', 1, 'Alice Morgan')]), now: 0 });
    expect(othersAt(view, 1)).toEqual([]);
  });

  it('shows a typist until the signal runs out, a stop, or their tab leaving', () => {
    const seated = reducePresence(emptyPresence(PLACE), { type: 'pushed', push: state([seat('a1', 1, 'Alice Morgan'), seat('c1', 2, 'Carla Mendes'), seat('u1', 3, 'Uma Patel')]), now: 0 });
    let view = reducePresence(seated, { type: 'pushed', push: typing('c1', 2, 'Carla Mendes'), now: 1000 });
    view = reducePresence(view, { type: 'pushed', push: typing('a1', 1, 'Alice Morgan'), now: 1000 });
    expect(typingNames(view, 1)).toEqual(['Carla Mendes']);
    expect(nextExpiry(view)).toBe(1000 + TYPING_TTL_MS);
    // Another signal extends it; a tick before the end keeps it, one at the end drops it.
    view = reducePresence(view, { type: 'pushed', push: typing('c1', 2, 'Carla Mendes'), now: 3000 });
    expect(reducePresence(view, { type: 'tick', now: 1000 + TYPING_TTL_MS })).not.toBe(view);
    expect(typingNames(reducePresence(view, { type: 'tick', now: 3000 + TYPING_TTL_MS - 1 }), 1)).toEqual(['Carla Mendes']);
    expect(typingNames(reducePresence(view, { type: 'tick', now: 3000 + TYPING_TTL_MS }), 1)).toEqual([]);
    // A stop (the message was sent) ends it at once.
    expect(typingNames(reducePresence(view, { type: 'pushed', push: typing('c1', 2, 'Carla Mendes', false), now: 3100 }), 1)).toEqual([]);
    // Leaving the place ends it too.
    const left = reducePresence(view, { type: 'pushed', push: state([seat('a1', 1, 'Alice Morgan'), seat('u1', 3, 'Uma Patel')]), now: 3100 });
    expect(typingNames(left, 1)).toEqual([]);
    expect(nextExpiry(left)).toBe(1000 + TYPING_TTL_MS);
    expect(nextExpiry(seated)).toBeNull();
  });

  it('a tick that drops nobody keeps the same view (no render)', () => {
    const view = emptyPresence(PLACE);
    expect(reducePresence(view, { type: 'tick', now: 5 })).toBe(view);
  });

  it('sends a typing signal on the first keystroke and then at most every 2 s', () => {
    expect(typingSignalDue(null, 100)).toBe(true);
    expect(typingSignalDue(100, 100 + TYPING_THROTTLE_MS - 1)).toBe(false);
    expect(typingSignalDue(100, 100 + TYPING_THROTTLE_MS)).toBe(true);
    // The signal comes more often than it runs out, so "is typing" holds while typing goes on.
    expect(TYPING_THROTTLE_MS).toBeLessThan(TYPING_TTL_MS);
  });

  it('writes the lines the screens show', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['Ann', 'Bo'])).toBe('Ann and Bo');
    expect(nameList(['Ann', 'Bo', 'Cy'])).toBe('Ann, Bo and Cy');
    expect(nameList(['Ann', 'Bo', 'Cy', 'Di', 'Ed'])).toBe('Ann, Bo and 3 others');
    expect(alsoViewingLabel(['Carla Mendes'])).toBe('Also viewing: Carla Mendes');
    expect(typingLine([])).toBe('');
    expect(typingLine(['Carla Mendes'])).toBe('Carla Mendes is typing…');
    expect(typingLine(['Ann', 'Bo'])).toBe('Ann and Bo are typing…');
    expect(editingLine([])).toBe('');
    expect(editingLine(['Carla Mendes'])).toBe('Carla Mendes is editing');
    expect(editingLine(['Ann', 'Bo'])).toBe('Ann and Bo are editing');
  });
});

describe('presence payloads', () => {
  it('accepts well-formed joins, leaves and typing signals and refuses the rest', () => {
    expect(parseJoin({ type: 'project', id: 3, tab: 'a-1_B', editing: true, extra: 1 })).toEqual({ type: 'project', id: 3, tab: 'a-1_B', editing: true });
    expect(parseLeave({ type: 'user', id: 3, tab: 't' })).toEqual({ type: 'user', id: 3, tab: 't' });
    expect(parseTyping({ type: 'project', id: 3, tab: 't', typing: false })).toEqual({ type: 'project', id: 3, tab: 't', typing: false });
    for (const bad of [null, 'x', { type: 'nothing', id: 3, tab: 't', editing: true }, { type: 'project', id: 0, tab: 't', editing: true }, { type: 'project', id: 1.5, tab: 't', editing: true }, { type: 'project', id: 3, tab: 'a b', editing: true }, { type: 'project', id: 3, tab: 'x'.repeat(65), editing: true }, { type: 'project', id: 3, tab: 't' }]) {
      expect(parseJoin(bad)).toBeNull();
    }
    expect(parseTyping({ type: 'project', id: 3, tab: 't' })).toBeNull();
    expect(presenceRoom({ type: 'project', id: 3 })).toBe('presence:project:3');
  });
});

describe('realtime machine: presence', () => {
  function start() {
    let sendBack: (event: SocketReport) => void = () => {};
    const emits: SocketEmit['payload'][] = [];
    const names: string[] = [];
    const machine = realtimeMachine.provide({
      actors: {
        socket: fromCallback<SocketEmit, SocketInput>(({ sendBack: back, receive }) => {
          sendBack = back as typeof sendBack;
          receive((command) => {
            names.push(command.name);
            emits.push(command.payload);
          });
        }),
        feed: feedMachine.provide({ actors: { loadRecent: fromPromise<RecentAnswer, FeedInput>(async () => ({ items: [], unseenIds: [], count: 0 })), act: fromPromise<unknown, FeedAction>(async () => ({})) } }),
      },
    });
    const actor = createActor(machine, { input: { lastSeq: 0, tab: 'tab-9' } });
    const pushed: RealtimeEmitted[] = [];
    actor.on('presence', (event) => void pushed.push(event));
    actor.start();
    return { actor, emits, names, pushed, push: (event: SocketReport) => sendBack(event) };
  }

  it('sends joins, leaves and typing with the tab id, and joins its open places again on every connect', () => {
    const rt = start();
    rt.actor.send({ type: 'presence.join', place: PLACE, editing: false });
    rt.actor.send({ type: 'presence.join', place: { type: 'user', id: 4 }, editing: true });
    rt.actor.send({ type: 'presence.typing', place: PLACE, typing: true });
    expect(rt.names).toEqual(['presence:join', 'presence:join', 'presence:typing']);
    expect(rt.emits).toEqual([
      { type: 'project', id: 7, tab: 'tab-9', editing: false },
      { type: 'user', id: 4, tab: 'tab-9', editing: true },
      { type: 'project', id: 7, tab: 'tab-9', typing: true },
    ]);
    rt.emits.length = 0;
    rt.push({ type: 'socket.connected' });
    expect(rt.emits).toEqual([
      { type: 'project', id: 7, tab: 'tab-9', editing: false },
      { type: 'user', id: 4, tab: 'tab-9', editing: true },
    ]);
    rt.actor.send({ type: 'presence.leave', place: { type: 'user', id: 4 } });
    expect(rt.emits.at(-1)).toEqual({ type: 'user', id: 4, tab: 'tab-9' });
    rt.emits.length = 0;
    rt.push({ type: 'socket.disconnected' });
    rt.push({ type: 'socket.connected' });
    expect(rt.emits).toEqual([{ type: 'project', id: 7, tab: 'tab-9', editing: false }]);
  });

  it('hands presence pushes to the screens', () => {
    const rt = start();
    const push = state([seat('c1', 2, 'Carla Mendes')]);
    rt.push({ type: 'socket.presence', push });
    expect(rt.pushed).toEqual([{ type: 'presence', push }]);
  });

  it('a join of the same place replaces its entry (editing follows)', () => {
    const joined = placesAfter([], { type: 'presence.join', place: PLACE, editing: false });
    expect(placesAfter(joined, { type: 'presence.join', place: { ...PLACE }, editing: true })).toEqual([{ place: PLACE, editing: true }]);
    expect(placesAfter(joined, { type: 'presence.leave', place: { ...PLACE } })).toEqual([]);
  });
});

describe('socket actor: presence', () => {
  it('emits a client event only while connected, and reports presence pushes', () => {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const socket = { connected: false, active: true, on: (name: string, handler: (...args: unknown[]) => void) => void handlers.set(name, handler), emit: vi.fn(), connect: vi.fn(), disconnect: vi.fn(), removeAllListeners: vi.fn() };
    const logic = socketActor({ getToken: () => 'T', connect: (() => socket) as never, window: { addEventListener: () => {}, removeEventListener: () => {} } as never });
    const reports: SocketReport[] = [];
    const parent = setup({ actors: { socket: logic } }).createMachine({
      invoke: { id: 'socket', src: 'socket', input: { lastSeq: 0 } },
      on: {
        '*': { actions: ({ event }) => void reports.push(event as SocketReport) },
      },
    });
    const actor = createActor(parent).start();
    const child = actor.getSnapshot().children.socket!;
    const join: SocketEmit = { type: 'socket.emit', name: 'presence:join', payload: { ...PLACE, tab: 't', editing: false } };
    child.send(join);
    expect(socket.emit).not.toHaveBeenCalled();
    socket.connected = true;
    child.send(join);
    expect(socket.emit).toHaveBeenCalledWith('presence:join', join.payload);
    const pushed = state([seat('c1', 2, 'Carla Mendes')]);
    handlers.get('presence:state')?.(pushed.payload);
    handlers.get('presence:typing')?.(typing('c1', 2, 'Carla Mendes').payload);
    expect(reports).toEqual([
      { type: 'socket.presence', push: pushed },
      { type: 'socket.presence', push: typing('c1', 2, 'Carla Mendes') },
    ]);
    actor.stop();
  });
});
