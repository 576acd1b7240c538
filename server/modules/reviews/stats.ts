/**
 * The Net Promoter Score of a set of reviews (a `reviewsWhere` condition): the summary, the trend per
 * month, the 0–10 distribution and the per-customer and per-branch breakdowns. Counting happens in
 * SQL (`count(*) filter`), the score always in src/domain/nps.ts, so every screen shows one number.
 * The dashboard's NPS chart can read the same functions.
 */
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { npsFromCounts, type NpsSummary } from '../../../src/domain/nps';
import type { Db } from '../../db/client';
import { branches, customers, reviews } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

const groupCounts = {
  promoters: sql<number>`count(*) filter (where ${reviews.score} >= 9)`.mapWith(Number),
  passives: sql<number>`count(*) filter (where ${reviews.score} between 7 and 8)`.mapWith(Number),
  detractors: sql<number>`count(*) filter (where ${reviews.score} <= 6)`.mapWith(Number),
};

const summaryOf = (row: { promoters: number; passives: number; detractors: number } | undefined): NpsSummary =>
  npsFromCounts(row?.promoters ?? 0, row?.passives ?? 0, row?.detractors ?? 0);

export async function npsSummaryOf(db: Reader, where: SQL | undefined): Promise<NpsSummary> {
  const [row] = await db.select(groupCounts).from(reviews).where(where);
  return summaryOf(row);
}

export interface TrendPoint extends NpsSummary {
  /** `YYYY-MM` (UTC). */
  month: string;
}

/** Trends cover at most ten years of months; a longer range keeps its last 120 months. */
export const MAX_TREND_MONTHS = 120;

const monthOf = (day: string) => day.slice(0, 7);
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months.slice(-MAX_TREND_MONTHS);
}
function monthsBack(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months of a trend: from the start day's month (else eleven months before the end) to the end
 * day's month (else the current month, UTC). Months without reviews are there with a null score.
 */
export function trendMonths(range: { filter_start_date?: string | undefined; filter_end_date?: string | undefined }, now: Date): string[] {
  const to = monthOf(range.filter_end_date ?? now.toISOString().slice(0, 10));
  const from = range.filter_start_date ? monthOf(range.filter_start_date) : monthsBack(to, 11);
  return from > to ? [from] : monthsBetween(from, to);
}

const MONTH = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM')`;

export async function npsTrend(db: Reader, where: SQL | undefined, months: readonly string[]): Promise<TrendPoint[]> {
  const rows = await db.select({ month: MONTH, ...groupCounts }).from(reviews).where(where).groupBy(MONTH);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return months.map((month) => ({ month, ...summaryOf(byMonth.get(month)) }));
}

/** How many reviews gave each score, 0 to 10 (every score present, zero when none). */
export async function scoreDistribution(db: Reader, where: SQL | undefined): Promise<{ score: number; count: number }[]> {
  const rows = await db.select({ score: reviews.score, count: count() }).from(reviews).where(where).groupBy(reviews.score);
  const byScore = new Map(rows.map((row) => [row.score, Number(row.count)]));
  return Array.from({ length: 11 }, (_, score) => ({ score, count: byScore.get(score) ?? 0 }));
}

/** Breakdowns list the groups with the most reviews first, at most this many. */
export const BREAKDOWN_LIMIT = 50;

export interface Breakdown extends NpsSummary {
  id: number;
  name: string;
}

export async function npsByCustomer(db: Reader, where: SQL | undefined): Promise<Breakdown[]> {
  const rows = await db
    .select({ id: customers.id, name: customers.name, ...groupCounts })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(where)
    .groupBy(customers.id, customers.name)
    .orderBy(desc(count()), asc(customers.name))
    .limit(BREAKDOWN_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, ...summaryOf(row) }));
}

export interface BranchBreakdown extends Breakdown {
  customer: { id: number; name: string };
}

/** Per branch; reviews without a branch (a customer-wide admin's) are in the customer breakdown only. */
export async function npsByBranch(db: Reader, where: SQL | undefined): Promise<BranchBreakdown[]> {
  const rows = await db
    .select({ id: branches.id, name: branches.name, customerId: customers.id, customerName: customers.name, ...groupCounts })
    .from(reviews)
    .innerJoin(branches, eq(branches.id, reviews.branchId))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(where)
    .groupBy(branches.id, branches.name, customers.id, customers.name)
    .orderBy(desc(count()), asc(customers.name), asc(branches.name))
    .limit(BREAKDOWN_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, customer: { id: row.customerId, name: row.customerName }, ...summaryOf(row) }));
}
