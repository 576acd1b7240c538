// Dependencies at start and later (issue 17 item 5), with real server processes and a real Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from './helper';
import { freePort, runServer, serverEnv, stopServer, type ServerProcess } from './ops-process';

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const redises: ChildProcess[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-deps-'));
  dirs.push(dir);
  return dir;
}

async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  redises.push(redis);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    redis.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${out}`)));
  });
  return redis;
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  if (redis.exitCode !== null || redis.signalCode !== null) return;
  const exited = new Promise((resolve) => redis.once('exit', resolve));
  redis.kill('SIGKILL');
  await exited;
}

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  for (const redis of redises) await stopRedis(redis);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function refusedStart(extra: Record<string, string>): Promise<ServerProcess> {
  const server = runServer(serverEnv(await tempDir(), await freePort(), extra));
  servers.push(server);
  expect((await server.exited).code).toBe(1);
  return server;
}

// Real processes on a shared machine: a fresh PGlite cluster alone may take 15 s there.
describe('dependencies out of reach', { timeout: 90_000 }, () => {
  it('ends the start with one line naming PostgreSQL and where, without the password or a stack', async () => {
    const port = await freePort();
    const server = await refusedStart({ DATABASE_URL: `postgres://portal:s3cret@127.0.0.1:${port}/portal` });
    expect(server.stderr.trim().split('\n')).toEqual([
      `Customer Portal cannot start: PostgreSQL at postgres://127.0.0.1:${port}/portal (DATABASE_URL) is unreachable: ECONNREFUSED.`,
    ]);
  });

  it('ends the start with one line naming Redis and where', async () => {
    const port = await freePort();
    const server = await refusedStart({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect(server.stderr.trim().split('\n')).toEqual([`Customer Portal cannot start: Redis at redis://127.0.0.1:${port} (REDIS_URL) is unreachable: ECONNREFUSED.`]);
  });

  it('keeps serving when Redis goes away later, and reconnects when it is back', async () => {
    const redisPort = await freePort();
    let redis = await startRedis(redisPort);
    const port = await freePort();
    const dataDir = await tempDir();
    await cp(await pgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true });
    const server = runServer(serverEnv(dataDir, port, { REDIS_URL: `redis://127.0.0.1:${redisPort}`, LOG_LEVEL: 'info' }));
    servers.push(server);
    await server.waitFor(/listening on/);

    await stopRedis(redis);
    await server.waitFor(/redis connection lost; reconnecting/);
    const during = await fetch(`http://127.0.0.1:${port}/api/auth/captcha`);
    expect(during.status).toBe(200);

    redis = await startRedis(redisPort);
    await server.waitFor(/redis reconnected/);
    expect((await fetch(`http://127.0.0.1:${port}/api/auth/captcha`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
