/**
 * Project codes: `PRJ-` and the id zero-padded to six digits (DESIGN §7, e.g. `PRJ-000123`). The id
 * is taken from the sequence before the insert, so the row is written once with its code, in the
 * same transaction, and two creates can never share a code.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../realtime/notify';

/** @example projectCode(123) // 'PRJ-000123' (wider ids keep every digit: 'PRJ-1234567') */
export function projectCode(id: number): string {
  return `PRJ-${String(id).padStart(6, '0')}`;
}

/** The next `count` ids of the projects sequence, ascending. */
export async function reserveProjectIds(tx: Pick<Tx, 'execute'>, count: number): Promise<number[]> {
  if (count <= 0) return [];
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('projects', 'id'))::int as id from generate_series(1, ${count})`,
  )) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
