/**
 * A streamed file as the answer (exports, documents): an attachment named by the route, never
 * sniffed or cached. The route's handler answers the reply itself.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { todayIn } from '../../src/domain/due-dates';
import { csvChunks, csvColumn, type ColumnSpec } from '../exports/csv';

export interface FileAnswer {
  fileName: string;
  contentType: string;
  body: AsyncIterable<string | Buffer>;
  /** How many rows the file holds, sent first as `X-Total-Rows` (a client can show progress). */
  totalRows?: number;
}

export function sendFile(reply: FastifyReply, file: FileAnswer): never {
  void reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store');
  if (file.totalRows !== undefined) void reply.header('x-total-rows', String(file.totalRows));
  void reply.send(Readable.from(file.body));
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
