/**
 * A small streaming zip writer (PKWARE APPNOTE 6.3): each entry is deflated as it is read, with its
 * CRC-32 and sizes in a data descriptor after the data, so nothing is buffered whole and the archive
 * can go to the client while it is written. No ZIP64: `zipSizeRefusal` says when an archive would
 * need it (more than 65,535 entries or 4 GB), and the caller refuses those up front.
 */
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream';
import { constants, createDeflateRaw, crc32 } from 'node:zlib';

export interface ZipEntry {
  /** The path inside the archive ("plans.pdf", "Addendum 1/notes.txt"), UTF-8. */
  name: string;
  modifiedAt: Date;
  /** Already compressed content (images, archives) is deflated fast rather than well. */
  compressed?: boolean;
  open(): Readable;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;
const VERSION = 20;
const MAX_ENTRIES = 0xffff;
/** Below 4 GB with room for headers: offsets and sizes are 32-bit without ZIP64. */
const MAX_TOTAL_BYTES = 0xffffffff - 64 * 1024 * 1024;

/** Why an archive of these entries cannot be written without ZIP64; null when it can. */
export function zipSizeRefusal(entryCount: number, totalBytes: number): string | null {
  if (entryCount > MAX_ENTRIES) return `A zip holds at most ${MAX_ENTRIES} files`;
  // Deflate may grow incompressible data a little; the margin covers it.
  if (totalBytes > MAX_TOTAL_BYTES) return 'The files are too large to download as one zip (4 GB at most): download them one by one';
  return null;
}

/** MS-DOS time and date of a moment (local fields of UTC; 1980 at the earliest). */
function dosDateTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC-32 and sizes (14–25) stay 0: they are in the data descriptor.
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressedSize, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number, internal and external attributes: none.
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentral(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** Names made unique within the archive: a second "plans.pdf" becomes "plans (2).pdf". */
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

async function* archive(entries: readonly ZipEntry[]): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { time, date } = dosDateTime(entry.modifiedAt);
    const header = localHeader(name, time, date);
    yield header;
    const record: Written = { name, time, date, crc: 0, compressedSize: 0, size: 0, offset };
    offset += header.length;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.length;
        done(null, chunk);
      },
    });
    const deflate = createDeflateRaw({ level: entry.compressed ? constants.Z_BEST_SPEED : constants.Z_DEFAULT_COMPRESSION });
    // Any failure (a missing file, a read error) destroys the deflate stream, which ends the loop below with it.
    pipeline(entry.open(), tap, deflate, () => undefined);
    for await (const chunk of deflate as AsyncIterable<Buffer>) {
      record.compressedSize += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += record.compressedSize + descriptor.length;
    written.push(record);
  }
  const central = written.map(centralHeader);
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  yield* central;
  yield endOfCentral(written.length, centralSize, offset);
}

/** The archive of the entries, in order, as a stream (the entries are opened one at a time). */
export function zipStream(entries: readonly ZipEntry[]): Readable {
  return Readable.from(archive(entries), { objectMode: false });
}
