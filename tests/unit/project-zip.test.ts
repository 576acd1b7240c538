/**
 * The streaming zip writer (server/projects/zip.ts): an archive that Info-ZIP's `unzip` tests clean
 * and lists with the right names, sizes and contents (empty and large entries; UTF-8 names are read back in the API suite), unique
 * names for duplicates, a failing entry that fails the stream, and the no-ZIP64 limits.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueNames, zipSizeRefusal, zipStream, type ZipEntry } from '../../server/projects/zip';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const entry = (name: string, content: Buffer, compressed = false): ZipEntry => ({
  name,
  modifiedAt: new Date('2026-03-04T05:06:08Z'),
  compressed,
  open: () => Readable.from([content]),
});

const hasUnzip = existsSync('/usr/bin/unzip');

describe('zip writer', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'zip-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.skipIf(!hasUnzip)('writes an archive unzip tests, lists and extracts byte for byte', async () => {
    // Random bytes do not compress; 3 MB spans many deflate chunks.
    const noise = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
    const text = Buffer.from('Room schedule\n'.repeat(10_000));
    const zip = await collect(
      zipStream([entry('plans.txt', text), entry('Addendum 1/noise.bin', noise, true), entry('empty.txt', Buffer.alloc(0))]),
    );
    const file = path.join(dir, 'a.zip');
    await writeFile(file, zip);
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    const listing = execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n');
    expect(listing).toEqual(['plans.txt', 'Addendum 1/noise.bin', 'empty.txt']);
    expect(execFileSync('unzip', ['-p', file, 'plans.txt']).equals(text)).toBe(true);
    expect(execFileSync('unzip', ['-p', file, 'empty.txt'])).toHaveLength(0);
    // Text compresses well; the whole archive is far smaller than its contents.
    expect(zip.length).toBeLessThan(text.length / 10 + noise.length + 1024);
  });

  it('fails the stream when an entry cannot be read', async () => {
    const broken: ZipEntry = {
      name: 'gone.pdf',
      modifiedAt: new Date(),
      open: () =>
        new Readable({
          read() {
            this.destroy(new Error('ENOENT: gone'));
          },
        }),
    };
    await expect(collect(zipStream([entry('a.txt', Buffer.from('a')), broken]))).rejects.toThrow('ENOENT: gone');
  });

  it('makes names unique, case-insensitively, keeping the extension', () => {
    expect(uniqueNames(['plans.pdf', 'Plans.pdf', 'plans.pdf', 'notes', 'notes', 'Addendum 1/plans.pdf'])).toEqual([
      'plans.pdf',
      'Plans (2).pdf',
      'plans (3).pdf',
      'notes',
      'notes (2)',
      'Addendum 1/plans.pdf',
    ]);
  });

  it('refuses what would need ZIP64', () => {
    expect(zipSizeRefusal(10, 1024)).toBeNull();
    expect(zipSizeRefusal(70_000, 1024)).toBe('A zip holds at most 65535 files');
    expect(zipSizeRefusal(2, 5 * 1024 ** 3)).toContain('too large');
  });
});
