/** Holidays (spec §7.2): the list with its year filter, details and writes (src/gateway/record-resource.ts). */
import { holidayContract } from '../../domain/contracts/holiday';
import { recordResource } from '../record-resource';

export const holidays = recordResource({
  type: 'Holiday',
  rest: 'holidays',
  contract: holidayContract,
  doc: 'A holiday; dates are YYYY-MM-DD.',
  filters: { year: 'Int' },
  listDoc: 'Holidays overlapping `year` when it is given.',
});
