/**
 * Every file the portal sends (exports, documents, archives, stored uploads) goes out here: named by
 * the route, never sniffed, never cached. The route's handler answers the reply itself.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { todayIn } from '../../src/domain/due-dates';
import { csvChunks, csvColumn, type ColumnSpec } from '../exports/csv';

export interface FileAnswer {
  fileName: string;
  contentType: string;
  /** Bytes in memory (a PDF), a stream (a stored file, a zip) or chunks as they are made (a CSV). */
  body: Buffer | Readable | AsyncIterable<string | Buffer>;
  /** `inline` for what the browser shows in place (an avatar); a download otherwise. */
  disposition?: 'attachment' | 'inline';
  /** The byte length when known up front (`Content-Length`). */
  size?: number;
  /** How many rows the file holds, sent first as `X-Total-Rows` (a client can show progress). */
  totalRows?: number;
}

/**
 * `attachment; filename="…"`, always quoted (as every export has been named), with the UTF-8 name
 * beside an ASCII fallback when the name goes beyond ASCII (RFC 6266). The `content-disposition`
 * package leaves token-safe names unquoted, which would change the header of every export.
 */
function dispositionOf(fileName: string, type: 'attachment' | 'inline'): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, (char) => (char === '"' || char === '\\' ? '_' : '?'));
  if (ascii === fileName) return `${type}; filename="${ascii}"`;
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export function sendFile(reply: FastifyReply, file: FileAnswer): never {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', dispositionOf(file.fileName, file.disposition ?? 'attachment'))
    .header('x-content-type-options', 'nosniff');
  // A route that allows a copy (an avatar, whose name changes with every upload) has said so already.
  if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  if (file.size !== undefined) void reply.header('content-length', String(file.size));
  if (file.totalRows !== undefined) void reply.header('x-total-rows', String(file.totalRows));
  const { body } = file;
  void reply.send(Buffer.isBuffer(body) || body instanceof Readable ? body : Readable.from(body));
  return reply as never;
}

/**
 * A list's CSV export as the answer: `<name>-YYYY-MM-DD.csv` (today in the portal's zone), the columns'
 * header line, then every row as it streams; `X-Total-Rows` when the count is known up front.
 */
export function sendCsv<Row>(reply: FastifyReply, name: string, columns: readonly ColumnSpec<Row>[], rows: AsyncIterable<Row> | Iterable<Row>, totalRows?: number): never {
  return sendFile(reply, {
    fileName: `${name}-${todayIn()}.csv`,
    contentType: 'text/csv; charset=utf-8',
    ...(totalRows !== undefined ? { totalRows } : {}),
    body: csvChunks(columns.map(csvColumn), rows),
  });
}
