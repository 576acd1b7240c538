/** Holidays (spec §7.2): the list with its year filter, details and writes (src/gateway/record-resource.ts). */
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';

export const holidays = recordResource({
  type: 'Holiday',
  rest: 'holidays',
  sdl: RECORD_SDL.Holiday,
  doc: 'A holiday; dates are YYYY-MM-DD.',
  filters: { year: 'Int' },
  listDoc: 'Holidays overlapping `year` when it is given.',
  // The due-date pickers grey out holidays.
  alsoStale: ['calendarBlockedDays'],
});
