// `npm start`: builds the SPA when dist/ is missing or older than its sources, then becomes the server
// (app + API + socket on PORT) in this same process, so a supervisor's SIGTERM or a terminal's Ctrl-C
// reaches it directly and nothing is left running (package.json's `exec` spares npm's shell too).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'public'];
const STAMP = join('dist', 'index.html');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

// Only the SPA this checkout serves is built here; a STATIC_DIR elsewhere is someone else's build.
const servesDist = resolve(process.env.STATIC_DIR || 'dist') === resolve('dist');
const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (servesDist && built < Math.max(...SOURCES.map(newestMtime))) {
  console.log(built ? 'Sources changed: rebuilding the SPA…' : 'Building the SPA…');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
