// One process per PGlite DATA_DIR (issue 17 item 1), with real server processes.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServer, serverEnv, stopServer, type ServerProcess } from './ops-process';

const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
}

/** A pid that was a process a moment ago and is gone now. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  return Number(pid);
}

afterAll(async () => {
  for (const server of servers) await stopServer(server);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

// Real processes on a shared machine: a fresh PGlite cluster alone may take 15 s there.
describe('the PGlite data dir lock', { timeout: 90_000 }, () => {
  it('refuses a data dir held by a live process at once, with one line naming both, and writes nothing', async () => {
    const dir = await tempDir();
    const lock = path.join(dir, 'pglite.lock');
    await writeFile(lock, `${process.pid}\n`);
    const server = runServer(serverEnv(dir, await freePort()));
    servers.push(server);
    const { code } = await server.exited;
    expect(code).toBe(1);
    const lines = server.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dir);
    expect(lines[0]).toContain(`process ${process.pid}`);
    expect(await readdir(dir)).toEqual(['pglite.lock']);
    expect(await readFile(lock, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('takes over a dead process’s lock, then refuses a second server on the same dir while it runs', async () => {
    const dir = await tempDir();
    const lock = path.join(dir, 'pglite.lock');
    await writeFile(lock, `${deadPid()}\n`);
    const first = runServer(serverEnv(dir, await freePort()));
    servers.push(first);
    await first.waitFor(/listening on/);
    expect((await readFile(lock, 'utf8')).split(' ')[0]).toBe(String(first.child.pid));

    const second = runServer(serverEnv(dir, await freePort()));
    servers.push(second);
    expect((await second.exited).code).toBe(1);
    expect(second.stderr.trim().split('\n')).toEqual([
      `Customer Portal cannot start: DATA_DIR ${dir} is in use by process ${first.child.pid}; stop it first or start with another DATA_DIR.`,
    ]);
    expect(second.stdout).toBe('');

    // The first one still serves, and gives the dir back when it stops.
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    expect(await readdir(dir)).not.toContain('pglite.lock');
  });
});
