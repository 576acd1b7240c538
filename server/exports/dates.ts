/** Dates as the exports and documents print them. */

/** MM/DD/YYYY of a `YYYY-MM-DD` day or of a timestamp's UTC day (the created-day filters are UTC too). */
export function usDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return day ? `${day[2]}/${day[3]}/${day[1]}` : value;
}
