/** How the portal shows money and days (spec §9, DESIGN §7): US dollars, MM/DD/YYYY. */
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 3 });
const LOCAL_DAY = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** @example usd('299.125') // '$299.125'; usd(1200) // '$1,200.00' */
export function usd(value: string | number): string {
  return USD.format(Number(value));
}

/**
 * A `YYYY-MM-DD` day as MM/DD/YYYY with no time-zone shift; a timestamp as its day where the user is.
 * @example usDay('2026-11-26') // '11/26/2026'
 */
export function usDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LOCAL_DAY.format(date);
}

/** A size for people, e.g. "1.2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
