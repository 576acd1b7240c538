/** What the partner, price and agent routes share: the scope condition of the partners table, and numeric answers. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '../../src/domain/scope';
import { partners } from '../db/schema';

/** Partners in the scope of `Partner` (or `Agents`): all, the user's own, or none. */
export function partnerCondition(scope: RecordScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'partner') return eq(partners.id, scope.partnerId);
  return sql`false`;
}

/** A numeric column's value as a number (drizzle answers numeric as a string). */
export function money(value: string | null): number | null {
  return value === null ? null : Number(value);
}
