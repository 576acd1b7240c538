/**
 * What the partner and agent routes add to contact-fields.ts: the website rule of spec §5
 * (src/domain/validation.ts), the scope condition of the partners table, and numeric answers.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '../../src/domain/scope';
import { MESSAGES, WEBSITE_PATTERN } from '../../src/domain/validation';
import { partners } from '../db/schema';
import { optionalText } from '../../src/domain/contracts/fields';

/** An optional website: empty is null, otherwise the general website rule. */
export const websiteField = optionalText(300, 'Website').refine((value) => value === null || WEBSITE_PATTERN.test(value), MESSAGES.invalidWebsite);



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
