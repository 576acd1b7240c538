/**
 * Presence over real sockets (issue 16): tabs that join a project's room see each other in
 * `presence:state` (with who is editing), typing signals reach the others at the place, and a tab that
 * leaves or whose socket goes is gone from the next state. A join for a project outside the caller's
 * scope, or a malformed one, is refused and changes nothing: no seat, no state sent, no typing relayed.
 * A connection cut without a close (through a TCP proxy that stops forwarding) loses its seats within
 * 5 s (adr/0150), while a connection on a process blocked for seconds keeps them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceState } from '../../src/domain/presence';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, type Account, type CollabFixture } from './project-collab-fixture';
import { blockEventLoop, connect, cuttableProxy, join, listen, nextState, seats, type Received, type TestSocket } from './realtime-helper';

describe.each(BACKENDS)('presence on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  async function open(account: Account): Promise<TestSocket> {
    const socket = await connect(url, f.tokens[account]);
    sockets.push(socket);
    await socket.next('counts');
    return socket;
  }
  const stateOf = (project: number) => (payload: Received['payload']) => (payload as unknown as PresenceState).type === 'project' && payload.id === project;

  it('shows the tabs at a project to each other, with names and who is editing, and drops a tab that leaves or goes', async () => {
    const project = await f.newProject();
    const alice = await open('admin');
    const carla = await open('customer');
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-1', editing: false })).toEqual({ ok: true });
    expect(await join(carla, { type: 'project', id: project, tab: 'carla-1', editing: true })).toEqual({ ok: true });
    const both = await alice.next('presence:state', (p) => stateOf(project)(p) && seats(p).length === 2);
    expect(seats(both)).toEqual(['alice-1:false', 'carla-1:true']);
    expect((both as unknown as PresenceState).people.find((seat) => seat.tab === 'carla-1')).toMatchObject({ name: 'Carla Mendes', user_id: await f.userId('customer') });
    await carla.next('presence:state', (p) => stateOf(project)(p) && seats(p).length === 2);

    // A second tab relayed by Alice's socket has its own seat; leaving one keeps the other.
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-2', editing: false })).toEqual({ ok: true });
    await carla.next('presence:state', (p) => stateOf(project)(p) && seats(p).join() === 'alice-1:false,alice-2:false,carla-1:true');
    const left = nextState(carla, project, (tabs) => tabs.join() === 'alice-1:false,carla-1:true');
    alice.socket.emit('presence:leave', { type: 'project', id: project, tab: 'alice-2' });
    await left;

    // Typing reaches the others at the place.
    carla.socket.emit('presence:typing', { type: 'project', id: project, tab: 'carla-1', typing: true });
    expect(await alice.next('presence:typing', (p) => p.id === project)).toMatchObject({ tab: 'carla-1', name: 'Carla Mendes', typing: true });

    // Carla's socket goes: the next state has only Alice.
    const gone = nextState(alice, project, (tabs) => tabs.join() === 'alice-1:false');
    carla.close();
    await gone;
  });

  it('drops the seats of a connection cut without a close within 5 s, and gives them back when it is heard again', async () => {
    const project = await f.newProject();
    const proxy = await cuttableProxy(url);
    try {
      const alice = await open('admin');
      const carla = await connect(proxy.url, f.tokens.customer);
      sockets.push(carla);
      await carla.next('counts');
      expect(await join(alice, { type: 'project', id: project, tab: 'alice-c', editing: false })).toEqual({ ok: true });
      expect(await join(carla, { type: 'project', id: project, tab: 'carla-c', editing: true })).toEqual({ ok: true });
      await alice.next('presence:state', (p) => stateOf(project)(p) && seats(p).join() === 'alice-c:false,carla-c:true');
      const cutAt = performance.now();
      const gone = nextState(alice, project, (tabs) => tabs.join() === 'alice-c:false', 5000);
      proxy.cut();
      await gone;
      console.info(`presence: a cut connection's seat was gone after ${Math.round(performance.now() - cutAt)} ms`);
      expect(carla.socket.connected).toBe(true); // the client has not noticed either: nothing was closed
      const back = nextState(alice, project, (tabs) => tabs.join() === 'alice-c:false,carla-c:true', 5000);
      proxy.resume();
      await back;
    } finally {
      await proxy.close();
    }
  });

  it('keeps the seats and the connection of a socket on a process blocked for 5 s (ten long exports)', async () => {
    const project = await f.newProject();
    const alice = await open('admin');
    const carla = await open('customer');
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-b', editing: false })).toEqual({ ok: true });
    expect(await join(carla, { type: 'project', id: project, tab: 'carla-b', editing: false })).toEqual({ ok: true });
    await alice.next('presence:state', (p) => stateOf(project)(p) && seats(p).length === 2);
    const from = alice.received.length;
    blockEventLoop(5_000);
    // Long enough for the leases to be checked several times after the block (nothing to poll for:
    // the point is that no state without Carla is sent).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const states = alice.received.slice(from).filter((r) => r.event === 'presence:state' && stateOf(project)(r.payload));
    expect(states.map((r) => seats(r.payload).join()).filter((tabs) => tabs !== 'alice-b:false,carla-b:false')).toEqual([]);
    expect([alice.socket.connected, carla.socket.connected]).toEqual([true, true]);
  });

  it('refuses a project outside the caller’s scope, and the refusal changes nothing', async () => {
    const project = await f.newProject();
    const alice = await open('admin');
    const boulder = await open('boulder');
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-s', editing: false })).toEqual({ ok: true });
    await alice.next('presence:state', (p) => stateOf(project)(p) && seats(p).join() === 'alice-s:false');

    expect(await join(boulder, { type: 'project', id: project, tab: 'boulder-1', editing: true })).toEqual({ ok: false, error: 'forbidden' });
    boulder.socket.emit('presence:typing', { type: 'project', id: project, tab: 'boulder-1', typing: true });
    expect(await join(boulder, { type: 'project', id: project, tab: '../bad tab', editing: true })).toEqual({ ok: false, error: 'invalid' });
    expect(await join(boulder, { type: 'nothing', id: project, tab: 'boulder-1', editing: true })).toEqual({ ok: false, error: 'invalid' });

    // A later change to the room (a second tab of Alice's) sends the state: Boulder's tab is not in it,
    // Boulder got no state of the project, and no typing was relayed.
    const after = nextState(alice, project, (tabs) => tabs.length === 2);
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-t', editing: false })).toEqual({ ok: true });
    expect(seats(await after)).toEqual(['alice-s:false', 'alice-t:false']);
    expect(alice.received.filter((r) => r.event === 'presence:typing')).toEqual([]);
    expect(boulder.received.filter((r) => r.event.startsWith('presence:'))).toEqual([]);
    expect(alice.received.filter((r) => r.event === 'presence:state').flatMap((r) => seats(r.payload)).filter((seat) => seat.startsWith('boulder'))).toEqual([]);
  });

  it('holds at most 64 seats per socket', async () => {
    const project = await f.newProject();
    const alice = await open('admin');
    for (let i = 0; i < 64; i++) expect(await join(alice, { type: 'project', id: project, tab: `cap-${i}`, editing: false })).toEqual({ ok: true });
    expect(await join(alice, { type: 'project', id: project, tab: 'cap-64', editing: false })).toEqual({ ok: false, error: 'invalid' });
    // A seat already held may still change.
    expect(await join(alice, { type: 'project', id: project, tab: 'cap-0', editing: true })).toEqual({ ok: true });
  });

  it('lets a branch user in whose branch the project is, and a record’s scope decides for records too', async () => {
    const denver = await f.newProject();
    const boulderProject = await f.newProject({ branch: 'Boulder' });
    const boulder = await open('boulder');
    expect(await join(boulder, { type: 'project', id: boulderProject, tab: 'b-1', editing: false })).toEqual({ ok: true });
    expect(await join(boulder, { type: 'project', id: denver, tab: 'b-2', editing: false })).toEqual({ ok: false, error: 'forbidden' });
    // An agent has no User permission: a user's edit screen is not theirs to be present at.
    const agent = await open('agent');
    const carlaId = await f.userId('customer');
    expect(await join(agent, { type: 'user', id: carlaId, tab: 'a-1', editing: true })).toEqual({ ok: false, error: 'forbidden' });
    const customer = await open('customer');
    expect(await join(customer, { type: 'user', id: carlaId, tab: 'c-1', editing: true })).toEqual({ ok: true });
  });
});
