/**
 * How a record resource reads its answers, declared once: the select of its wide row and the answer
 * it makes of one row. `read` answers the rows of some ids (a list page, an export batch; the list
 * kernel puts them in order), `find` one row inside a condition (the caller's scope), undefined
 * outside it.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

type Reader = Pick<Db, 'select'>;

/** A select of whole rows that a condition, and a limit, can still be put on. */
interface RowQuery<Row> {
  where(condition: SQL | undefined): PromiseLike<Row[]> & { limit(count: number): PromiseLike<Row[]> };
}

export function recordReads<Row, Answer>(db: Reader, id: PgColumn, select: (q: Reader) => RowQuery<Row>, toAnswer: (row: Row) => Answer) {
  return {
    read: async (q: Reader, ids: number[]): Promise<Answer[]> => (await select(q).where(inArray(id, ids))).map(toAnswer),
    find: async (rowId: number, where?: SQL): Promise<Answer | undefined> => {
      const [row] = await select(db).where(and(eq(id, rowId), where)).limit(1);
      return row === undefined ? undefined : toAnswer(row);
    },
  };
}
