/**
 * The filters of the NPS screens (spec §7.7, issue 6 item 4): branch, customer, user, the created days
 * and the score group, each optional (null or '' means "not filtered"), and the SQL they become inside
 * the caller's NPS scope. The review list, the score, its trend and the details all read reviews
 * through `reviewsWhere`, so the same filters give the same reviews everywhere.
 */
import { and, between, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '../../../src/domain/due-dates';
import type { NpsGroup } from '../../../src/domain/nps';
import type { RecordScope } from '../../../src/domain/scope';
import { reviews } from '../../db/schema';
import { reviewFiltersContract } from '../../../src/domain/contracts/review';
import { branchIdCondition } from '../../records/scope';

export const SCORE_GROUPS = ['promoter', 'passive', 'detractor'] as const satisfies readonly NpsGroup[];

const scoreGroup = z
  .string({ error: `score_group must be one of ${SCORE_GROUPS.join(', ')}` })
  // The OpenAPI document lists the values ('' for none); the checks below say what is refused.
  .meta({ enum: [...SCORE_GROUPS, ''] })
  .nullable()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .refine((value) => value === undefined || (SCORE_GROUPS as readonly string[]).includes(value), `score_group must be one of ${SCORE_GROUPS.join(', ')}`)
  .transform((value) => value as NpsGroup | undefined);

export const ReviewFilterShape = reviewFiltersContract.shape;

/** Same rule and message as the project filters: an end before the start is refused at the end field. */
export function datesInOrder(value: { filter_start_date?: string | undefined; filter_end_date?: string | undefined }): boolean {
  return !value.filter_start_date || !value.filter_end_date || value.filter_start_date <= value.filter_end_date;
}
export const DATES_IN_ORDER = { path: ['filter_end_date'], message: 'filter_end_date must not be before filter_start_date' };

export const ScoreGroupShape = { score_group: scoreGroup.describe('promoter (9–10), passive (7–8) or detractor (0–6)') };

export type ReviewFilters = z.output<typeof reviewFiltersContract> & { score_group?: NpsGroup | undefined };

/** The score range of a group (src/domain/nps.ts: 9–10, 7–8, 0–6). */
function groupCondition(group: NpsGroup): SQL | undefined {
  if (group === 'promoter') return gte(reviews.score, 9);
  if (group === 'passive') return between(reviews.score, 7, 8);
  return lte(reviews.score, 6);
}

/**
 * The reviews in the NPS scope that match the filters: with `NPS.seeAll` all, a partner's or agent's
 * customers', a customer admin's customer's, a branch user's own branch's.
 */
export function reviewsWhere(scope: RecordScope, filters: ReviewFilters): SQL | undefined {
  return and(reviewsInScope(scope), ...reviewFilterConditions(filters));
}

/** The reviews a scope reaches: those of its branches, or of its customers for reviews without a branch. */
export const reviewsInScope = (scope: RecordScope): SQL | undefined => branchIdCondition(reviews.branchId, reviews.customerId, scope);

/** A condition per filter given (undefined for those not given). */
export function reviewFilterConditions(filters: ReviewFilters): (SQL | undefined)[] {
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  return [
    filters.customer === undefined ? undefined : eq(reviews.customerId, filters.customer),
    filters.branch === undefined ? undefined : eq(reviews.branchId, filters.branch),
    filters.user === undefined ? undefined : eq(reviews.userId, filters.user),
    filters.filter_start_date ? gte(reviews.createdAt, day(filters.filter_start_date)) : undefined,
    filters.filter_end_date ? lt(reviews.createdAt, day(addDays(filters.filter_end_date, 1))) : undefined,
    filters.score_group ? groupCondition(filters.score_group) : undefined,
  ];
}
