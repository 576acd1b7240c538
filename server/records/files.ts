/**
 * Uploaded files (DESIGN §6a): checked by size and by content (the first bytes, not the name or the
 * browser's type), stored under DATA_DIR/uploads with a server-made name, and served back with
 * Content-Disposition so a browser never renders them in the portal's origin.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStorableText, unstorableTextMessage } from '../../src/domain/validation';
import { HttpError, fieldError } from '../errors';
import { sendFile } from '../http/send-file';

/** The largest upload, in bytes (20 MB): plan sets go to project attachments, not here. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'dwg' | 'text';

const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  dwg: 'application/acad',
  text: 'text/plain',
};

/** What a record may hold: documents, drawings, archives and images. */
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'gif', 'webp', 'zip', 'dwg', 'text'];
/** What a profile image may be. */
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp'];

/** The kind of a file from its first bytes; null when it is none we accept. */
export function sniffKind(head: Buffer): FileKind | null {
  const starts = (bytes: number[] | string, at = 0) =>
    typeof bytes === 'string' ? head.subarray(at, at + bytes.length).toString('latin1') === bytes : bytes.every((b, i) => head[at + i] === b);
  if (starts('%PDF-')) return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts('GIF87a') || starts('GIF89a')) return 'gif';
  if (starts('RIFF') && starts('WEBP', 8)) return 'webp';
  // Zip archives, and the Office formats (docx, xlsx) that are zip archives.
  if (starts([0x50, 0x4b, 0x03, 0x04]) || starts([0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (/^AC10\d\d/.test(head.subarray(0, 6).toString('latin1'))) return 'dwg';
  if (head.length > 0 && !head.includes(0) && isUtf8(head)) return 'text';
  return null;
}

/** The kind of the file at `file` (`size` bytes long) from its first `sample` bytes (`sniffKind`). */
export async function sniffFile(file: string, size: number, sample: number): Promise<FileKind | null> {
  const handle = await open(file, 'r');
  const head = Buffer.alloc(Math.min(size, sample));
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  return sniffKind(head);
}

function isUtf8(bytes: Buffer): boolean {
  try {
    // A multi-byte character cut at the end of the sample is fine.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

export interface StoredFile {
  originalName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
}

function uploadsDir(app: FastifyInstance): string {
  return path.join(app.config.dataDir, 'uploads');
}

/** A display name: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(name.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(0, 200);
}

/**
 * Reads the one file of a multipart request and stores it.
 * @throws HttpError 400 without a file or with a kind not in `kinds`, 413 above `maxBytes`.
 */
export async function saveUpload(request: FastifyRequest, kinds: readonly FileKind[], maxBytes = MAX_UPLOAD_BYTES): Promise<StoredFile & { fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data in a field named file', { file: 'Choose a file to upload' });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new HttpError(400, 'Choose a file to upload', { file: 'Choose a file to upload' });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const dir = uploadsDir(request.server);
  await mkdir(dir, { recursive: true });
  const storedName = `${Date.now().toString(36)}-${randomBytes(12).toString('hex')}`;
  const target = path.join(dir, storedName);
  try {
    await pipeline(part.file, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    // Form fields skip the validator compiler's text check (server/validation.ts): the same rule here.
    for (const [name, value] of Object.entries(fields)) if (!isStorableText(value)) throw fieldError(name, unstorableTextMessage(name));
    if (part.file.truncated) throw new HttpError(413, `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, { file: `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` });
    const { size } = await stat(target);
    if (size === 0) throw new HttpError(400, 'The file is empty', { file: 'The file is empty' });
    const kind = await sniffFile(target, size, 4096);
    if (!kind || !kinds.includes(kind)) {
      const message = kinds === IMAGE_KINDS ? 'The file must be a PNG, JPEG, GIF or WebP image' : 'The file type is not allowed: upload a PDF, image, drawing, zip or text file';
      throw new HttpError(400, message, { file: message });
    }
    return { originalName: cleanFileName(part.filename), storedName, mimeType: MIME[kind], sizeBytes: size, fields };
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
}

/** Removes a stored file (after its row is gone); a missing file is no error. */
export async function removeStored(app: FastifyInstance, storedName: string): Promise<void> {
  if (!/^[a-z0-9-]+$/.test(storedName)) return;
  await rm(path.join(uploadsDir(app), storedName), { force: true });
}

/** Sends a stored file under its display name: a download, or shown in place. */
export function sendStored(reply: FastifyReply, file: StoredFile, disposition: 'attachment' | 'inline' = 'attachment'): never {
  return sendFile(reply, {
    fileName: file.originalName,
    contentType: file.mimeType,
    disposition,
    size: file.sizeBytes,
    body: createReadStream(path.join(uploadsDir(reply.server), file.storedName)),
  });
}
