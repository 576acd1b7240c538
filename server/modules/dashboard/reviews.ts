/**
 * The NPS cards over the caller's `NPS` scope (a branch user sees their branch's reviews): the score
 * with its promoters, passives and detractors, per month for the last 12 months (src/domain/nps.ts is
 * the one formula), and the five latest reviews.
 */
import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { npsFromCounts } from '../../../src/domain/nps';
import type { Db } from '../../db/client';
import { customers, reviews, users } from '../../db/schema';
import { branchIdCondition } from '../../records/scope';
import { array, cardWhere, int, lastMonths, nullableInt, str, type CardScope } from './context';
import { TOP } from './projects';
import { objectSchema, type FromSchema } from '../../http/schemas';

const reviewWhere = (card: CardScope, ...more: (SQL | undefined)[]) =>
  cardWhere(card, branchIdCondition(reviews.branchId, reviews.customerId, card.scope), reviews.customerId, ...more);

export const NPS_MONTHS = 12;

const nps = { score: nullableInt, promoters: int, passives: int, detractors: int, total: int };
export const npsChartSchema = objectSchema({ ...nps, months: array(objectSchema({ month: str, ...nps })) });
type NpsChart = FromSchema<typeof npsChartSchema>;

const promoters = sql<number>`count(*) filter (where ${reviews.score} >= 9)`.mapWith(Number);
const passives = sql<number>`count(*) filter (where ${reviews.score} between 7 and 8)`.mapWith(Number);
const detractors = sql<number>`count(*) filter (where ${reviews.score} <= 6)`.mapWith(Number);

export async function npsChart(db: Db, card: CardScope): Promise<NpsChart> {
  const months = lastMonths(card.today, NPS_MONTHS);
  const [all] = await db.select({ promoters, passives, detractors }).from(reviews).where(reviewWhere(card));
  const monthOf = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const rows = await db
    .select({ month: monthOf, promoters, passives, detractors })
    .from(reviews)
    .where(reviewWhere(card, gte(reviews.createdAt, new Date(`${months[0]}-01T00:00:00Z`))))
    .groupBy(monthOf);
  const byMonth = new Map(rows.map((row) => [row.month, npsFromCounts(row.promoters, row.passives, row.detractors)]));
  return {
    ...npsFromCounts(all?.promoters ?? 0, all?.passives ?? 0, all?.detractors ?? 0),
    months: months.map((month) => ({ month, ...(byMonth.get(month) ?? npsFromCounts(0, 0, 0)) })),
  };
}

export const latestReviewsSchema = array(
  objectSchema({
    id: int,
    score: int,
    comment: str,
    customer: objectSchema({ id: int, name: str }),
    user: { type: ['string', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  }),
);
type LatestReview = FromSchema<typeof latestReviewsSchema>[number];

export async function latestReviews(db: Db, card: CardScope): Promise<LatestReview[]> {
  const rows = await db
    .select({ id: reviews.id, score: reviews.score, comment: reviews.comment, customerId: customers.id, customerName: customers.name, user: users.name, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(reviewWhere(card))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TOP);
  return rows.map((row) => ({
    id: row.id,
    score: row.score,
    comment: row.comment,
    customer: { id: row.customerId, name: row.customerName },
    user: row.user,
    created_at: row.createdAt.toISOString(),
  }));
}

/** How many reviews the scope holds (the count details). */
export async function reviewCount(db: Db, card: CardScope): Promise<number> {
  const [row] = await db.select({ count: count() }).from(reviews).where(reviewWhere(card));
  return row?.count ?? 0;
}
