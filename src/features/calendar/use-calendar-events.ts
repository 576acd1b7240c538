/** The projects due in a month or a week (/calendar/monthview, /calendar/weekview), in the caller's scope. */
import { gql, useQuery } from 'urql';
import type { CalendarEvent } from '../../gateway/resources/calendar';
import type { VisibleRange } from './calendar-days';

const EVENT_FIELDS = gql`
  fragment CalendarEventFields on CalendarEvent {
    id
    code
    name
    customer {
      id
      name
    }
    status
    due_date
  }
`;

export const CALENDAR_MONTH_QUERY = gql`
  query CalendarMonth($month: String!) {
    calendarMonth(month: $month) {
      ...CalendarEventFields
    }
  }
  ${EVENT_FIELDS}
`;

export const CALENDAR_WEEK_QUERY = gql`
  query CalendarWeek($start: String!) {
    calendarWeek(start: $start) {
      ...CalendarEventFields
    }
  }
  ${EVENT_FIELDS}
`;

/** The events of the visible range; both queries are declared, only the view's one runs. */
export function useCalendarEvents(range: VisibleRange) {
  const month = range.view === 'month';
  const [monthResult] = useQuery<{ calendarMonth: CalendarEvent[] }, { month: string }>({
    query: CALENDAR_MONTH_QUERY,
    variables: { month: range.key },
    pause: !month,
    requestPolicy: 'cache-and-network',
  });
  const [weekResult] = useQuery<{ calendarWeek: CalendarEvent[] }, { start: string }>({
    query: CALENDAR_WEEK_QUERY,
    variables: { start: range.key },
    pause: month,
    requestPolicy: 'cache-and-network',
  });
  const result = month ? monthResult : weekResult;
  const events = month ? monthResult.data?.calendarMonth : weekResult.data?.calendarWeek;
  return { events: events ?? [], fetching: result.fetching, error: result.error };
}
