/**
 * The bench's build-if-stale rule (bench/spa-build.ts): a missing `dist/` or a source newer than
 * `dist/index.html` asks for a build; a build newer than every source does not.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaIsStale } from '../../bench/spa-build';

describe('bench SPA build check', () => {
  let root: string;
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'spa-build-'));
    await mkdir(path.join(root, 'src', 'features'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<!doctype html>');
    await writeFile(path.join(root, 'src', 'features', 'screen.tsx'), 'export {};');
    for (const file of ['index.html', 'src/features/screen.tsx', 'src/features', 'src']) await utimes(path.join(root, file), at(0), at(0));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('asks for a build when dist/ is missing, older than a source, and not when it is fresh', async () => {
    expect(spaIsStale(root)).toBe(true);
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html>');
    await utimes(path.join(root, 'dist', 'index.html'), at(10), at(10));
    expect(spaIsStale(root)).toBe(false);
    // A source edited after the build, deep in src/.
    await utimes(path.join(root, 'src', 'features', 'screen.tsx'), at(20), at(20));
    expect(spaIsStale(root)).toBe(true);
  });
});
