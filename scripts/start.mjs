// `npm start`: builds the SPA and the server when their build is missing or older than its sources,
// then becomes the server (app + API + socket on PORT) in this same process, running the built
// JavaScript (dist-server/main.js) with plain Node, so a supervisor's SIGTERM or a terminal's Ctrl-C
// reaches it directly and nothing is left running (package.json's `exec` spares npm's shell too).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Runs `vite build` (with `args`) when `stamp` is older than the newest of `sources`. */
function buildIfStale({ what, stamp, sources, args }) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) return;
  console.log(built ? `Sources changed: rebuilding the ${what}…` : `Building the ${what}…`);
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Only the SPA this checkout serves is built here; a STATIC_DIR elsewhere is someone else's build.
if (resolve(process.env.STATIC_DIR || 'dist') === resolve('dist')) {
  buildIfStale({ what: 'SPA', stamp: join('dist', 'index.html'), sources: ['index.html', 'vite.config.ts', 'scripts', 'package-lock.json', 'src', 'public'], args: [] });
}
buildIfStale({
  what: 'server',
  stamp: join('dist-server', 'main.js'),
  sources: ['server', 'src/domain', 'vite.server.config.ts', 'package-lock.json'],
  args: ['--config', 'vite.server.config.ts'],
});

await import('../dist-server/main.js');
