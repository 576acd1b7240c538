/** How the project view shows a moment: the US day (MM/DD/YYYY) and the local time. */
import { usDay } from '../../../ui/format';

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** @example timeOf('2026-11-22T15:04:00Z') // '11/22/2026 3:04 PM' (where the user is) */
export function timeOf(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${usDay(value)} ${TIME.format(date)}`;
}
