/**
 * Builds the SPA the benchmarks measure when `dist/` is missing or older than its sources: the same
 * rule `npm start` (scripts/start.mjs) applies, so a fresh clone's `npm run bench` measures a real build.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'scripts', 'package-lock.json', 'src', 'public'];
const STAMP = join('dist', 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Whether `dist/` is missing or older than the newest source under `root`. */
export function spaIsStale(root = '.'): boolean {
  const stamp = join(root, STAMP);
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  return built < Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
}

/** Runs `vite build` when the SPA is stale; throws when the build fails. */
export function buildSpaIfStale(): void {
  if (!spaIsStale()) return;
  console.log(existsSync(STAMP) ? 'Sources changed: rebuilding the SPA…' : 'Building the SPA…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status ?? 'signal'})`);
}
