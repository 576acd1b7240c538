/**
 * Push latency (issue 4): 1,000 socket.io clients connected to the real server (spread over the demo
 * accounts without two-factor), N announcements to everyone; for each client and announcement, the
 * time from the server emitting the event (`emitted_at`, sent only with REALTIME_BENCH=1) to the client
 * receiving it, on one machine and so one clock. Also the server's RSS per connection: RSS with the
 * clients connected minus RSS before, over the number of clients.
 *
 * The first `warmUp` announcements are sent and received but not counted: each announcement gives
 * 1,000 samples, so one announcement paying for the server's and the clients' first-use JIT
 * compilation alone is 5 % of 20 and would set the p99 by itself. Per-announcement p50 / max are
 * reported too, so a slow one shows as such.
 */
import { cpus } from 'node:os';
import { Worker } from 'node:worker_threads';
import { io, type Socket } from 'socket.io-client';
import { apiToken, startServer } from '../tests/e2e/harness';

const ACCOUNTS = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'branchlead@example.com', 'user@example.com', 'guest@example.com'];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token, lastSeq: 0 }, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The server's memory, a few samples a second apart (the last taken): RSS settles slowly after start. */
async function memoryOf(socket: Socket, samples = 3): Promise<Memory> {
  let memory: Memory = { rss: 0, heapUsed: 0, external: 0 };
  for (let i = 0; i < samples; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    memory = await new Promise<Memory>((resolve) => socket.emit('bench:rss', (m: Memory) => resolve(m)));
  }
  return memory;
}

/**
 * The clients run in worker threads (plain JS, so no loader is needed): one event loop decoding a
 * thousand sockets' frames one after another would measure the bench's own queue, not the server.
 */
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { io } = require('socket.io-client');
const { url, tokens, count } = workerData;
const now = () => performance.timeOrigin + performance.now();
const latencies = [];
const received = new Map();
(async () => {
  const sockets = [];
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, j) => new Promise((resolve, reject) => {
      const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: tokens[(i + j) % tokens.length], lastSeq: 0 }, reconnection: false, forceNew: true });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    })));
    sockets.push(...batch);
  }
  for (const socket of sockets) {
    socket.on('notification:new', (payload) => {
      const key = payload.item.message;
      if (typeof payload.emitted_at === 'number') latencies.push([key, now() - payload.emitted_at]);
      const n = (received.get(key) || 0) + 1;
      received.set(key, n);
      if (n === count) parentPort.postMessage({ done: key });
    });
  }
  parentPort.postMessage({ ready: true });
  parentPort.on('message', (message) => {
    if (message === 'collect') parentPort.postMessage({ latencies });
    if (message === 'close') { for (const socket of sockets) socket.close(); parentPort.close(); }
  });
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export async function measurePushLatency(clients = 1000, announcements = 20, warmUp = 3) {
  const server = await startServer({ REALTIME_BENCH: '1', AUTH_RATE_LIMIT: '1000000' });
  const sockets: Socket[] = [];
  try {
    const tokens = await Promise.all(ACCOUNTS.map((email) => apiToken(server.url, email)));
    const admin = await apiToken(server.url, 'admin@example.com');
    const probe = await connect(server.url, admin);
    sockets.push(probe);
    const before = await memoryOf(probe);

    const threads = Math.max(1, Math.min(8, cpus().length - 1));
    const workers: Worker[] = [];
    const doneBy = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    await Promise.all(
      Array.from({ length: threads }, (_, w) => {
        const count = Math.floor(clients / threads) + (w < clients % threads ? 1 : 0);
        const worker = new Worker(CLIENT_WORKER, { eval: true, workerData: { url: server.url, tokens, count } });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          worker.on('message', (message: { ready?: boolean; done?: string; error?: string }) => {
            if (message.error) reject(new Error(message.error));
            if (message.ready) resolve();
            if (message.done) {
              const n = (doneBy.get(message.done) ?? 0) + 1;
              doneBy.set(message.done, n);
              if (n === threads) waiting.get(message.done)?.();
            }
          });
          worker.once('error', reject);
        });
      }),
    );
    const after = await memoryOf(probe);

    const messageOf = (n: number) => (n < warmUp ? `Benchmark warm-up ${n + 1}` : `Benchmark announcement ${n - warmUp + 1}`);
    for (let n = 0; n < warmUp + announcements; n++) {
      const message = messageOf(n);
      const done = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${message}: not every client received it within 30 s`)), 30_000);
        waiting.set(message, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      const response = await fetch(`${server.url}/api/notifications/announce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
        body: JSON.stringify({ message }),
      });
      if (!response.ok) throw new Error(`announce: ${response.status} ${await response.text()}`);
      await done;
    }
    const samples = (
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<[string, number][]>((resolve) => {
              worker.on('message', (message: { latencies?: [string, number][] }) => message.latencies && resolve(message.latencies));
              worker.postMessage('collect');
            }),
        ),
      )
    ).flat();
    for (const worker of workers) worker.postMessage('close');
    await Promise.all(workers.map((worker) => worker.terminate()));
    const byMessage = new Map<string, number[]>();
    for (const [message, latency] of samples) byMessage.set(message, [...(byMessage.get(message) ?? []), latency]);
    const perAnnouncement = Array.from({ length: warmUp + announcements }, (_, n) => {
      const sorted = (byMessage.get(messageOf(n)) ?? []).sort((a, b) => a - b);
      return { message: messageOf(n), p50: percentile(sorted, 50), max: sorted.at(-1) ?? Number.NaN };
    });
    const latencies = samples.filter(([message]) => message.startsWith('Benchmark announcement')).map(([, latency]) => latency);
    latencies.sort((a, b) => a - b);
    return {
      clients,
      announcements,
      warmUp,
      clientThreads: threads,
      events: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? Number.NaN,
      perAnnouncement,
      rssBeforeMb: before.rss / 1024 / 1024,
      rssAfterMb: after.rss / 1024 / 1024,
      rssPerConnectionKb: (after.rss - before.rss) / clients / 1024,
      /** JS heap and buffers outside it: steadier than RSS, which the allocator returns to the system lazily. */
      heapPerConnectionKb: (after.heapUsed + after.external - before.heapUsed - before.external) / clients / 1024,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  measurePushLatency().then(
    (result) => console.log(result),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
