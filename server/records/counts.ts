/**
 * Per-row counts in a record's select list. Written out as SQL text: inside a subquery drizzle would
 * leave the outer table's columns unqualified, binding them to the subquery's own table.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** How many rows of `rows` (named `alias` inside) point at the outer `owner` row through `link`. */
export function correlatedCount(rows: PgTable, alias: string, link: PgColumn, owner: PgTable): SQL<number> {
  return sql<number>`(select count(*)::int from ${sql.raw(`"${getTableName(rows)}" as "${alias}" where "${alias}"."${link.name}" = "${getTableName(owner)}"."id"`)})`;
}
