/**
 * Reads a zip back with yauzl, a reader independent of the writer's code path: it walks the central
 * directory (ZIP64 included), checks each entry's CRC-32 and size while inflating, and refuses unsafe
 * names (absolute paths, "..", backslashes) with an error, so a test sees what an unzip tool would.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

export interface ZipRead {
  name: string;
  content: Buffer;
  /** Whether the entry was deflated (8) or stored (0). */
  method: number;
  modifiedAt: Date;
}

export interface ZipContents {
  entries: ZipRead[];
  /** Whether the end-of-central-directory record is the ZIP64 one (more than 65,534 entries or 4 GB). */
  zip64: boolean;
}

const ZIP64_LOCATOR = 0x07064b50;

function open(zip: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, file) => (error ? reject(error) : resolve(file)));
  });
}

function readEntry(file: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    file.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Every entry of the archive, in central-directory order, with its bytes. */
export async function readZip(zip: Buffer): Promise<ZipContents> {
  const file = await open(zip);
  // Without an archive comment the end record is the last 22 bytes; a ZIP64 locator sits right before it.
  const zip64 = zip.length >= 42 && zip.readUInt32LE(zip.length - 42) === ZIP64_LOCATOR;
  const entries: ZipRead[] = [];
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', resolve);
    file.on('entry', (entry: yauzl.Entry) => {
      readEntry(file, entry).then(
        (content) => {
          entries.push({ name: entry.fileName, content, method: entry.compressionMethod, modifiedAt: entry.getLastModDate() });
          file.readEntry();
        },
        reject,
      );
    });
    file.readEntry();
  });
  return { entries, zip64 };
}
