/** The projects due in a month or a week (/calendar/monthview, /calendar/weekview), in the caller's scope. */
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { VisibleRange } from './calendar-days';

const EVENT_FIELDS = graphql(`
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
`);

/** A project on the calendar, on its due date (`YYYY-MM-DD`). */
export type CalendarEvent = ResultOf<typeof EVENT_FIELDS>;

export const CALENDAR_MONTH_QUERY = graphql(
  `
  query CalendarMonth($month: String!) {
    calendarMonth(month: $month) {
      ...CalendarEventFields
    }
  }
`,
  [EVENT_FIELDS],
);

export const CALENDAR_WEEK_QUERY = graphql(
  `
  query CalendarWeek($start: String!) {
    calendarWeek(start: $start) {
      ...CalendarEventFields
    }
  }
`,
  [EVENT_FIELDS],
);

/** The events of the visible range; both queries are declared, only the view's one runs. */
export function useCalendarEvents(range: VisibleRange) {
  const month = range.view === 'month';
  const [monthResult, reexecuteMonth] = useQuery({
    query: CALENDAR_MONTH_QUERY,
    variables: { month: range.key },
    pause: !month,
    requestPolicy: 'cache-and-network',
  });
  const [weekResult, reexecuteWeek] = useQuery({
    query: CALENDAR_WEEK_QUERY,
    variables: { start: range.key },
    pause: month,
    requestPolicy: 'cache-and-network',
  });
  const result = month ? monthResult : weekResult;
  const events = month ? monthResult.data?.calendarMonth : weekResult.data?.calendarWeek;
  const retry = () => (month ? reexecuteMonth : reexecuteWeek)({ requestPolicy: 'network-only' });
  return { events: events ?? [], fetching: result.fetching, error: result.error, retry };
}
