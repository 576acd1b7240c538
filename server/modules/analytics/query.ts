/**
 * Project throughput, turnaround and on-time rate per period bucket (issue 6 item 2). One statement
 * per answer: the projects created in the range and those completed in it, each tagged with its
 * bucket (`date_trunc` in UTC), summed per bucket. Buckets nothing happened in are filled in here from
 * src/domain/periods.ts, so the answer always has every bucket of the range.
 *
 * Definitions: `created` counts projects by their creation day; `completed` counts delivered projects
 * (status completed or reopen requested) by their completion day; turnaround is creation → completion
 * in days (a project may be completed before it is accepted, so acceptance is no steady start);
 * on time means completed on or before the due date (both UTC days).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { bucketFigures, bucketLabel, bucketStarts, type AnalyticsAnswer, type AnalyticsVariant, type BucketSums, type Period } from '../../../src/domain/periods';
import type { Db } from '../../db/client';
import { customers, projects } from '../../db/schema';

export interface AnalyticsFilter {
  period: Period;
  variant: AnalyticsVariant;
  /** Whole-bucket range, `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  /** The caller's project scope (undefined: every project). */
  scope: SQL | undefined;
  customerId?: number;
  partnerId?: number;
}

// Only these literals reach date_trunc (the period is validated, but it is never interpolated raw).
const UNIT: Record<Period, SQL> = { year: sql.raw(`'year'`), month: sql.raw(`'month'`), day: sql.raw(`'day'`) };
const DELIVERED = ['completed', 'reopen_requested'] as const;

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

interface SumRow {
  bucket: string;
  created: number | string;
  completed: number | string;
  on_time: number | string;
  turnaround_days: number | string | null;
}

export async function analytics(db: Pick<Db, 'execute'>, filter: AnalyticsFilter): Promise<AnalyticsAnswer> {
  const { period, variant, from, to } = filter;
  const start = new Date(`${from}T00:00:00Z`);
  const end = nextDay(to);
  const common = and(
    filter.scope,
    variant === 'all' ? undefined : eq(projects.workType, variant),
    filter.customerId === undefined ? undefined : eq(projects.customerId, filter.customerId),
    filter.partnerId === undefined ? undefined : inArray(projects.customerId, sql`(select ${customers.id} from ${customers} where ${customers.partnerId} = ${filter.partnerId})`),
  );
  const where = (extra: SQL) => (common ? and(common, extra) : extra);
  const unit = UNIT[period];
  const created = sql`select date_trunc(${unit}, ${projects.createdAt} at time zone 'UTC') as b, 1 as created, 0 as completed, 0 as on_time, 0::float8 as turnaround
    from ${projects} where ${where(sql`${projects.createdAt} >= ${start} and ${projects.createdAt} < ${end}`)}`;
  const completed = sql`select date_trunc(${unit}, ${projects.completedAt} at time zone 'UTC') as b, 0, 1,
      case when (${projects.completedAt} at time zone 'UTC')::date <= ${projects.dueDate} then 1 else 0 end,
      extract(epoch from (${projects.completedAt} - ${projects.createdAt}))::float8 / 86400
    from ${projects} where ${where(sql`${projects.status} in (${sql.join(DELIVERED.map((status) => sql`${status}`), sql`, `)}) and ${projects.completedAt} >= ${start} and ${projects.completedAt} < ${end}`)}`;
  const result = (await db.execute(sql`select to_char(t.b, 'YYYY-MM-DD') as bucket, sum(t.created)::int as created, sum(t.completed)::int as completed,
      sum(t.on_time)::int as on_time, sum(t.turnaround)::float8 as turnaround_days
    from (${created} union all ${completed}) t group by t.b order by t.b`)) as unknown as { rows: SumRow[] };
  const rows = result.rows;

  const sums = new Map<string, BucketSums>();
  for (const row of rows) {
    sums.set(row.bucket, { created: Number(row.created), completed: Number(row.completed), on_time: Number(row.on_time), turnaround_days: Number(row.turnaround_days ?? 0) });
  }
  const total: BucketSums = { created: 0, completed: 0, on_time: 0, turnaround_days: 0 };
  const buckets = bucketStarts(period, from, to).map((bucket) => {
    const bucketSums = sums.get(bucket) ?? { created: 0, completed: 0, on_time: 0, turnaround_days: 0 };
    total.created += bucketSums.created;
    total.completed += bucketSums.completed;
    total.on_time += bucketSums.on_time;
    total.turnaround_days += bucketSums.turnaround_days;
    return { bucket, label: bucketLabel(period, bucket), ...bucketFigures(bucketSums) };
  });
  return { period, variant, from, to, buckets, totals: bucketFigures(total) };
}
