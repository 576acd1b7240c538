/** The holidays list (one page, searched, sorted, of one year), details and writes, from the holidays record (src/ui/records/record-operations.ts). */
import { holidays } from '../../gateway/resources/holidays';
import { recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { HOLIDAY_FIELDS, type HolidayInput } from './holiday-fields';

export type HolidaySort = 'holiday_from' | '-holiday_from' | 'holiday_name' | '-holiday_name';

export interface HolidaysVariables extends RecordListVariables {
  sort: HolidaySort;
  year?: number;
}

export const holidayOperations = recordOperations<HolidayInput, HolidaysVariables>()(holidays.definition, HOLIDAY_FIELDS);

export const { useList: useHolidays, useRemove: useDeleteHoliday } = holidayOperations;
