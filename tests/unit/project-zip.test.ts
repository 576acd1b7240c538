/**
 * The project zip (server/modules/projects/zip.ts, yazl): read back with yauzl (and Info-ZIP's `unzip -t` where
 * installed) for layout, names and bytes; stored vs deflated entries; unsafe and duplicate names; a
 * failing entry that fails the stream; ZIP64 past 65,534 entries.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveNames, safeArchiveName, uniqueNames, zipStream, type ZipEntry } from '../../server/modules/projects/zip';
import { readZip } from '../support/read-zip';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MODIFIED = new Date('2026-03-04T05:06:08Z');
const entry = (name: string, content: Buffer, compressed = false): ZipEntry => ({
  name,
  modifiedAt: MODIFIED,
  compressed,
  size: content.length,
  open: () => Readable.from([content]),
});

const hasUnzip = existsSync('/usr/bin/unzip');

describe('project zip', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'zip-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Random-looking bytes do not compress; 3 MB spans many deflate chunks.
  const noise = Buffer.from(Array.from({ length: 3 * 1024 * 1024 }, (_, i) => (i * 2654435761) >>> 24));
  const text = Buffer.from('Room schedule\n'.repeat(10_000));

  it('keeps the folder layout and every byte, deflating text and storing compressed content', async () => {
    const zip = await collect(
      zipStream([
        entry('plans.txt', text),
        entry('Addendum 1/noise.png', noise, true),
        entry('Addendum 2/Übersicht 東京.txt', Buffer.from('Łódź')),
        entry('empty.txt', Buffer.alloc(0)),
      ]),
    );
    const { entries, zip64 } = await readZip(zip);
    expect(entries.map((read) => read.name)).toEqual(['plans.txt', 'Addendum 1/noise.png', 'Addendum 2/Übersicht 東京.txt', 'empty.txt']);
    expect(entries[0]?.content.equals(text)).toBe(true);
    expect(entries[1]?.content.equals(noise)).toBe(true);
    expect(entries[2]?.content.toString('utf8')).toBe('Łódź');
    expect(entries[3]?.content).toHaveLength(0);
    expect(entries.map((read) => read.method)).toEqual([8, 0, 8, 8]);
    expect(entries[0]?.modifiedAt.getTime()).toBe(MODIFIED.getTime());
    expect(zip64).toBe(false);
    // Text compresses well; the whole archive is far smaller than its contents.
    expect(zip.length).toBeLessThan(text.length / 10 + noise.length + 4096);
  });

  it.skipIf(!hasUnzip)('writes an archive Info-ZIP unzip tests clean', async () => {
    const file = path.join(dir, 'a.zip');
    await writeFile(file, await collect(zipStream([entry('plans.txt', text), entry('Addendum 1/noise.bin', noise, true)])));
    expect(execFileSync('unzip', ['-t', file]).toString()).toContain('No errors detected');
    expect(execFileSync('unzip', ['-Z1', file]).toString('utf8').trim().split('\n')).toEqual(['plans.txt', 'Addendum 1/noise.bin']);
  });

  it('makes unsafe names safe and duplicates unique before they reach the archive', async () => {
    const zip = await collect(
      zipStream([
        entry('../../etc/passwd', Buffer.from('a')),
        entry('/abs/plans.pdf', Buffer.from('b')),
        entry('C:\\Users\\plans.pdf', Buffer.from('c')),
        entry('Addendum 1/./re\u0007port\u0000.pdf', Buffer.from('d')),
        entry('..', Buffer.from('e')),
      ]),
    );
    // yauzl with strictFileNames refuses absolute paths, ".." and backslashes: reading at all proves them gone.
    const { entries } = await readZip(zip);
    expect(entries.map((read) => read.name)).toEqual(['etc/passwd', 'abs/plans.pdf', 'Users/plans.pdf', 'Addendum 1/report.pdf', 'file']);
    expect(entries.map((read) => read.content.toString())).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('names: safe, then unique case-insensitively keeping the extension', () => {
    expect(safeArchiveName('a/../../b.txt')).toBe('a/b.txt');
    expect(safeArchiveName(' \u0001 ')).toBe('file');
    expect(safeArchiveName('D:plans.pdf')).toBe('plans.pdf');
    expect(uniqueNames(['plans.pdf', 'Plans.pdf', 'plans.pdf', 'notes', 'notes', 'Addendum 1/plans.pdf'])).toEqual([
      'plans.pdf',
      'Plans (2).pdf',
      'plans (3).pdf',
      'notes',
      'notes (2)',
      'Addendum 1/plans.pdf',
    ]);
    expect(archiveNames(['x/../plans.pdf', 'x/plans.pdf'])).toEqual(['x/plans.pdf', 'x/plans (2).pdf']);
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

  it('fails the stream when an entry delivers other than its stated size', async () => {
    const short: ZipEntry = { ...entry('short.txt', Buffer.from('abc')), size: 10 };
    await expect(collect(zipStream([short]))).rejects.toThrow('unexpected number of bytes');
  });

  // Several seconds: ZIP64 starts at 65,535 entries (4 GB of bytes would take longer still).
  it('switches to ZIP64 past 65,534 entries', { timeout: 180_000 }, async () => {
    const count = 65_535;
    const many = Array.from({ length: count }, (_, i) => entry(`f${i}.txt`, Buffer.from(String(i)), true));
    const { entries, zip64 } = await readZip(await collect(zipStream(many)));
    expect(zip64).toBe(true);
    expect(entries).toHaveLength(count);
    expect(entries[count - 1]?.name).toBe(`f${count - 1}.txt`);
    expect(entries[count - 1]?.content.toString()).toBe(String(count - 1));
  });
});
