/**
 * One process per PGlite data dir. PGlite has no postmaster to refuse a second opener: two processes
 * on one DATA_DIR each serve their own copy and lose each other's writes (issue 17). The holder's
 * `pid starttime` sits in `DATA_DIR/pglite.lock`; a second process finds it and stops before it
 * writes anything. A lock whose process is gone (or whose pid now belongs to a newer process, as
 * after a container restart) is stale and taken over. Why by hand: docs/adr/0020-data-dir-lock.md.
 */
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startup-error';

export interface DataDirLock {
  readonly file: string;
  release(): Promise<void>;
}

interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux /proc); null where unknown. */
  started: string | null;
}

const LOCK_NAME = 'pglite.lock';
/** Data dirs locked by this process: our own pid in a lock we do not hold is a previous run's. */
const heldHere = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces, so count from its closing ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function me(): string {
  return `${process.pid} ${startTimeOf(process.pid) ?? ''}`.trim() + '\n';
}

function parse(text: string): Holder | null {
  const [pid, started] = text.trim().split(/\s+/);
  const n = Number(pid);
  return Number.isInteger(n) && n > 0 ? { pid: n, started: started ?? null } : null;
}

function isAlive(holder: Holder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

async function readHolder(file: string): Promise<Holder | null | 'absent'> {
  try {
    return parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'absent';
    throw error;
  }
}

function inUse(dataDir: string, holder: Holder): StartupError {
  return new StartupError(`DATA_DIR ${dataDir} is in use by process ${holder.pid}; stop it first or start with another DATA_DIR.`);
}

/**
 * Takes the data dir's lock or throws a StartupError naming the process that holds it. The lock file
 * appears whole (written aside, then hard-linked into place, which fails if one exists), so a reader
 * never sees a half-written pid.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, LOCK_NAME);
  for (let attempt = 0; attempt < 5; attempt++) {
    const holder = await readHolder(file);
    if (holder !== 'absent') {
      if (holder && isAlive(holder, file)) throw inUse(dataDir, holder);
      // Stale: move it aside atomically; only one contender wins the rename of that file.
      const aside = `${file}.stale-${process.pid}`;
      try {
        await rename(file, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = parse(await readFile(aside, 'utf8').catch(() => ''));
      if (moved && isAlive(moved, file)) {
        // A contender took over between our read and our rename: give its lock back.
        await rename(aside, file);
        throw inUse(dataDir, moved);
      }
      await unlink(aside).catch(() => undefined);
    }
    await mkdir(dataDir, { recursive: true });
    const mine = `${file}.${process.pid}`;
    await writeFile(mine, me());
    try {
      await link(mine, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    } finally {
      await unlink(mine).catch(() => undefined);
    }
    return hold(file);
  }
  throw new StartupError(`DATA_DIR ${dataDir}: could not take ${file}; another process keeps taking it.`);
}

function hold(file: string): DataDirLock {
  heldHere.add(file);
  const content = me();
  // process.exit() skips the app's close: the lock goes with the process anyway.
  const onExit = () => {
    try {
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);
  return {
    file,
    async release() {
      process.removeListener('exit', onExit);
      heldHere.delete(file);
      if ((await readFile(file, 'utf8').catch(() => '')) === content) await unlink(file).catch(() => undefined);
    },
  };
}
