/** Server start-up time, spawn to "listening", on an empty data dir (migrate + seed) and on a seeded one. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function startOnce(dataDir: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('listening on http://')) return;
      const elapsed = performance.now() - started;
      child.once('exit', () => resolve(elapsed));
      child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!output.includes('listening on http://')) reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

export async function measureStartup(port = 3987): Promise<{ emptyMs: number; seededMs: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  try {
    const emptyMs = await startOnce(dataDir, port);
    const seededMs = await startOnce(dataDir, port);
    return { emptyMs, seededMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
