/** The holidays list query (one page, searched, sorted, of one year) and the details query of the edit form. */
import { gql, useQuery } from 'urql';
import { HOLIDAY_FIELDS, type Holiday } from './holiday-fields';

export const HOLIDAYS_QUERY = gql`
  query Holidays($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $year: Int) {
    holidays(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, year: $year) {
      total
      hasMore
      pageNumber
      data {
        ...HolidayFields
      }
    }
  }
  ${HOLIDAY_FIELDS}
`;

export type HolidaySort = 'holiday_from' | '-holiday_from' | 'holiday_name' | '-holiday_name';

export interface HolidaysVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: HolidaySort;
  year?: number;
}

export interface HolidaysData {
  holidays: { total: number; hasMore: boolean; pageNumber: number; data: Holiday[] };
}

export function useHolidays(variables: HolidaysVariables) {
  return useQuery<HolidaysData, HolidaysVariables>({ query: HOLIDAYS_QUERY, variables });
}

export const HOLIDAY_QUERY = gql`
  query Holiday($id: ID!) {
    holiday(id: $id) {
      ...HolidayFields
    }
  }
  ${HOLIDAY_FIELDS}
`;

export function useHoliday(id: string, pause = false) {
  return useQuery<{ holiday: Holiday }, { id: string }>({ query: HOLIDAY_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
