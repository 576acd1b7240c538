/**
 * The real server as a child process for the operations tests: `node --import tsx server/main.ts`
 * (or `npm start`) with its own environment; its output collected, its exit awaited.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves when the output pipes closed: every process holding them (children too) has ended. */
  closed: Promise<void>;
  /** Resolves when stdout has matched the pattern; rejects if the process exits first. */
  waitFor(pattern: RegExp): Promise<void>;
}

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function serverEnv(dataDir: string, port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  return {
    ...inherited,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_ON_START: '0',
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(dataDir, 'no-client'),
    ...extra,
  };
}

export function runServer(env: NodeJS.ProcessEnv, args = ['--import', 'tsx', 'server/main.ts'], command = process.execPath): ServerProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiters: { pattern: RegExp; resolve(): void }[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(stdout)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const closed = new Promise<void>((resolve) => child.stdout!.once('close', () => resolve()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
    closed,
    waitFor(pattern) {
      if (pattern.test(stdout)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiters.push({ pattern, resolve });
        void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before ${pattern}: ${stderr}`)));
      });
    },
  };
}

/** Ends a test's server if it is still running. */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
