/**
 * The project's files as one zip, streamed with yazl: entries are opened one at a time and deflated
 * as they are read, nothing is buffered whole, and yazl switches to ZIP64 by itself when an archive
 * passes 4 GB or 65,534 entries. Names are made safe and unique here, so no caller can forget it.
 */
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The path inside the archive ("plans.pdf", "Addendum 1/notes.txt"), UTF-8; made safe by `archiveNames`. */
  name: string;
  modifiedAt: Date;
  /** Already compressed content (images, archives) is stored as it is: deflating it again gains nothing. */
  compressed?: boolean;
  /** The byte count when known: yazl then checks the stream delivers exactly that many. */
  size?: number;
  open(): Readable;
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** "C:" before the first folder reads as a drive on Windows: an archive path never has one. */
const DRIVE = /^[a-zA-Z]:/;

/**
 * A name an unzip tool extracts inside its target folder: backslashes are folders, control characters
 * go, and so do empty, "." and ".." folders, a leading "/" and a drive letter; nothing left is "file".
 */
export function safeArchiveName(name: string): string {
  const parts = name
    .replaceAll('\\', '/')
    .split('/')
    .map((part) => part.replace(CONTROL_CHARACTERS, '').trim())
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  const first = (parts[0] ?? '').replace(DRIVE, '').trim();
  const safe = [first, ...parts.slice(1)].filter((part) => part !== '').join('/');
  return safe === '' ? 'file' : safe;
}

/** Names made unique within the archive, case-insensitively: a second "plans.pdf" becomes "plans (2).pdf". */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 && !name.slice(dot).includes('/') ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The names the archive will hold for these entries, in order: safe, then unique. */
export function archiveNames(names: readonly string[]): string[] {
  return uniqueNames(names.map(safeArchiveName));
}

/**
 * The archive of the entries, in order, as a stream. An entry that cannot be read fails the stream
 * (the client sees a broken download, never a zip that silently lacks a file).
 */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  const names = archiveNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => {
    const options = { mtime: entry.modifiedAt, compress: !entry.compressed, ...(entry.size === undefined ? {} : { size: entry.size }) };
    zip.addReadStreamLazy(names[index] ?? 'file', options, (deliver) => {
      // yazl watches no entry stream for errors: a read error would otherwise go unhandled.
      const input = entry.open().on('error', (error: Error) => output.destroy(error));
      deliver(null, input);
    });
  });
  zip.end();
  return output;
}
