/** How the portal shows money and days (spec §9, DESIGN §7): US dollars, MM/DD/YYYY. */
const MAKERS = {
  usd: () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 3 }),
  localDay: () => new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' }),
  oneDecimal: () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
type Formats = { [K in keyof typeof MAKERS]: ReturnType<(typeof MAKERS)[K]> };
const made: Partial<Formats> = {};

/**
 * One formatter, made on first use. A page's first Intl formatter loads ICU's locale data (15–25 ms
 * here, four times that on a phone), so the signed-in start makes them ahead of need, each in a task
 * of its own (`formatterSteps`), rather than leaving it to the render that first shows a number or a day
 * (ADR 0280, 0289).
 */
export function formatter<K extends keyof Formats>(key: K): Formats[K] {
  return (made[key] ??= MAKERS[key]() as Formats[K]) as Formats[K];
}

/** Making every formatter ahead of its first use, as steps for `oneTaskEach` (one formatter each). */
export function formatterSteps(): (() => void)[] {
  return (Object.keys(MAKERS) as (keyof Formats)[]).map((key) => () => void formatter(key));
}

/** @example usd('299.125') // '$299.125'; usd(1200) // '$1,200.00' */
export function usd(value: string | number): string {
  return formatter('usd').format(Number(value));
}

/**
 * A `YYYY-MM-DD` day as MM/DD/YYYY with no time-zone shift; a timestamp as its day where the user is.
 * @example usDay('2026-11-26') // '11/26/2026'
 */
export function usDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter('localDay').format(date);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
export type ByteUnit = (typeof UNITS)[number];
export const MB = 1024 * 1024;

/**
 * A size for people, binary units with one decimal: a file's in the unit that fits it; storage (used
 * space, quotas, requests) always in GB (`unit: 'GB'`), as the storage list shows it, with a
 * non-zero size below 0.1 GB as "< 0.1 GB" rather than "0.0 GB".
 * @example formatBytes(1536) // '1.5 KB'; formatBytes(5 * 1024 ** 3, 'GB') // '5.0 GB'
 */
export function formatBytes(bytes: number, unit?: ByteUnit): string {
  const index = unit ? UNITS.indexOf(unit) : Math.max(0, Math.min(UNITS.length - 1, Math.floor(Math.log(Math.max(bytes, 1)) / Math.log(1024))));
  if (index === 0) return `${Math.round(bytes)} B`;
  const value = bytes / 1024 ** index;
  if (unit && bytes > 0 && value < 0.05) return `< 0.1 ${UNITS[index]}`;
  return `${formatter('oneDecimal').format(value)} ${UNITS[index]}`;
}

/** Storage (used, quota, a request) in GB with one decimal: `formatBytes` of bytes or of whole MB. */
export const storageSize = (bytes: number): string => formatBytes(bytes, 'GB');
export const storageSizeOfMb = (mb: number): string => formatBytes(mb * MB, 'GB');
