/**
 * Analytics periods (spec §3 period ids year, month, day): the buckets a date range splits into, the
 * default range of each period and how a bucket is labelled. Pure and shared: the server fills the
 * buckets nothing happened in with these, the client labels its charts and picks its ranges with them.
 * Days are `YYYY-MM-DD` strings in UTC, as everywhere on the server.
 */
export const PERIODS = ['year', 'month', 'day'] as const;
export type Period = (typeof PERIODS)[number];

export const PERIOD_LABELS: Record<Period, string> = { year: 'Year', month: 'Month', day: 'Day' };

/** How many buckets the default range holds: 5 years, 12 months, 30 days. */
export const DEFAULT_BUCKETS: Record<Period, number> = { year: 5, month: 12, day: 30 };

/** The most buckets one answer may hold (a chart with more is unreadable). */
export const MAX_BUCKETS: Record<Period, number> = { year: 25, month: 120, day: 366 };

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first day of the bucket holding `day`.
 * @example bucketStart('month', '2026-11-22') // '2026-11-01'
 */
export function bucketStart(period: Period, day: string): string {
  const [year, month] = parts(day);
  if (period === 'year') return `${String(year).padStart(4, '0')}-01-01`;
  if (period === 'month') return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  return day;
}

/** The first day of the bucket `count` buckets after (or before, when negative) the one starting at `start`. */
export function shiftBucket(period: Period, start: string, count: number): string {
  const [year, month, day] = parts(start);
  if (period === 'year') return format(new Date(Date.UTC(year + count, 0, 1)));
  if (period === 'month') return format(new Date(Date.UTC(year, month - 1 + count, 1)));
  return format(new Date(Date.UTC(year, month - 1, day + count)));
}

/** The last day of the bucket holding `day`. */
export function bucketEnd(period: Period, day: string): string {
  const next = shiftBucket(period, bucketStart(period, day), 1);
  const [year, month, date] = parts(next);
  return format(new Date(Date.UTC(year, month - 1, date - 1)));
}

/** How many buckets `from`..`to` covers (both ends' buckets included); 0 when `to` is before `from`. */
export function bucketCount(period: Period, from: string, to: string): number {
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  if (to < from) return 0;
  if (period === 'year') return ty - fy + 1;
  if (period === 'month') return (ty - fy) * 12 + (tm - fm) + 1;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The first days of every bucket from the one holding `from` to the one holding `to`.
 * @example bucketStarts('month', '2026-01-15', '2026-03-02') // ['2026-01-01', '2026-02-01', '2026-03-01']
 */
export function bucketStarts(period: Period, from: string, to: string): string[] {
  const first = bucketStart(period, from);
  const count = bucketCount(period, first, bucketStart(period, to));
  return Array.from({ length: count }, (_, index) => shiftBucket(period, first, index));
}

/**
 * The default range of a period ending with `today`'s bucket: the last 5 years, 12 months or 30 days.
 * @example defaultRange('month', '2026-11-22') // { from: '2025-12-01', to: '2026-11-30' }
 */
export function defaultRange(period: Period, today: string): { from: string; to: string } {
  const last = bucketStart(period, today);
  return { from: shiftBucket(period, last, 1 - DEFAULT_BUCKETS[period]), to: bucketEnd(period, today) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A bucket's label: the year, the month and year, or the day as MM/DD/YYYY.
 * @example bucketLabel('month', '2026-11-01') // 'Nov 2026'
 */
export function bucketLabel(period: Period, start: string): string {
  const [year, month, day] = parts(start);
  if (period === 'year') return String(year);
  if (period === 'month') return `${MONTHS[month - 1] ?? ''} ${year}`;
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
}

/** Analytics variants: every project, or only one work type (spec §3 work-type codes). */
export const ANALYTICS_VARIANTS = ['all', 'QTO', 'FTE'] as const;
export type AnalyticsVariant = (typeof ANALYTICS_VARIANTS)[number];
export const VARIANT_LABELS: Record<AnalyticsVariant, string> = { all: 'All', QTO: 'QTO', FTE: 'FTE' };

/** One bucket of an analytics answer. Rates and averages are null where nothing was completed. */
export interface AnalyticsBucket {
  /** First day of the bucket, `YYYY-MM-DD`. */
  bucket: string;
  label: string;
  created: number;
  completed: number;
  on_time: number;
  avg_turnaround_days: number | null;
  /** on_time / completed, 0–1. */
  on_time_rate: number | null;
}

export type AnalyticsTotals = Omit<AnalyticsBucket, 'bucket' | 'label'>;

export interface AnalyticsAnswer {
  period: Period;
  variant: AnalyticsVariant;
  /** First day of the first bucket and last day of the last one. */
  from: string;
  to: string;
  buckets: AnalyticsBucket[];
  totals: AnalyticsTotals;
}

/** Sums of one bucket as counted: what the rates and averages are made of. */
export interface BucketSums {
  created: number;
  completed: number;
  on_time: number;
  /** Sum of the turnaround of the completed projects, in days. */
  turnaround_days: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** A bucket's figures from its sums: average turnaround to 0.1 day, on-time rate to 0.001. */
export function bucketFigures(sums: BucketSums): AnalyticsTotals {
  return {
    created: sums.created,
    completed: sums.completed,
    on_time: sums.on_time,
    avg_turnaround_days: sums.completed > 0 ? round(sums.turnaround_days / sums.completed, 1) : null,
    on_time_rate: sums.completed > 0 ? round(sums.on_time / sums.completed, 3) : null,
  };
}

/**
 * The range an analytics request covers, widened to whole buckets: the default range when neither end
 * is given, the default number of buckets from `from` or up to `to` when only one is.
 * @example resolveRange('year', '2026-11-22', '2021-06-01') // { from: '2021-01-01', to: '2025-12-31' }
 */
export function resolveRange(period: Period, today: string, from?: string, to?: string): { from: string; to: string } {
  if (from === undefined && to === undefined) return defaultRange(period, today);
  const span = DEFAULT_BUCKETS[period] - 1;
  const first = from !== undefined ? bucketStart(period, from) : shiftBucket(period, bucketStart(period, to ?? today), -span);
  const last = to !== undefined ? bucketEnd(period, to) : bucketEnd(period, shiftBucket(period, first, span));
  return { from: first, to: last };
}
