/** The fields the holidays screens read, shared by the queries and mutations that return a holiday. */
import type { holidayContract } from '../../domain/contracts/holiday';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const HOLIDAY_FIELDS = graphql(`
  fragment HolidayFields on Holiday {
    id
    holiday_name
    holiday_from
    holiday_to
    message
    revision
    updated_at
  }
`);

/** As the schema answers it (no field the screens need narrower). */
export type Holiday = ResultOf<typeof HOLIDAY_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type HolidayInput = RecordInput<typeof holidayContract>;

/** A `YYYY-MM-DD` day as MM/DD/YYYY (DESIGN §7); anything else as it is. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : day;
}

/** "12/24/2026 – 12/26/2026", or one date for a one-day holiday. */
export function formatSpan(holiday: Pick<Holiday, 'holiday_from' | 'holiday_to'>): string {
  const from = formatDay(holiday.holiday_from);
  return holiday.holiday_from === holiday.holiday_to ? from : `${from} – ${formatDay(holiday.holiday_to)}`;
}
