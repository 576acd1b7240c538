/**
 * The due-date calendar (spec §7.11, §9): projects' due dates of a month or a week, and the blocked
 * days (the server's today and the holidays of a range) that every due-date picker and the calendar
 * grey out. `useBlockedDays` is the one hook the pickers use.
 */
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../graphql';
import { byId, embedded, restResolvers, type GatewayResource } from '../resource';

const typeDefs = /* GraphQL */ `
  type CalendarHoliday {
    from: String!
    to: String!
    name: String!
  }

  type BlockedDays {
    today: String!
    holidays: [CalendarHoliday!]!
  }

  type CalendarEvent {
    id: ID!
    code: String!
    name: String!
    customer: NamedRef!
    status: String!
    due_date: String!
  }

  extend type Query {
    "The server's today and the holidays overlapping from..to (both YYYY-MM-DD)."
    calendarBlockedDays(from: String!, to: String!): BlockedDays!
    "Projects due in the month (YYYY-MM)."
    calendarMonth(month: String!, customer: Int, branch: Int, status: String): [CalendarEvent!]!
    "Projects due in the seven days from start (YYYY-MM-DD)."
    calendarWeek(start: String!, customer: Int, branch: Int, status: String): [CalendarEvent!]!
  }
`;

export const calendar: GatewayResource = {
  typeDefs,
  resolvers: (api) => restResolvers(api, { calendarBlockedDays: 'calendar.blockeddays', calendarMonth: 'calendar.monthview', calendarWeek: 'calendar.weekview' }),
  cache: {
    keys: { CalendarEvent: byId, CalendarHoliday: embedded, BlockedDays: embedded },
    mutations: {},
  },
};

export const BLOCKED_DAYS_QUERY = graphql(`
  query CalendarBlockedDays($from: String!, $to: String!) {
    calendarBlockedDays(from: $from, to: $to) {
      today
      holidays {
        from
        to
        name
      }
    }
  }
`);

/** A holiday of `/calendar/blockeddays`: its days (`YYYY-MM-DD` both) and name. */
export type NamedHoliday = ResultOf<typeof BLOCKED_DAYS_QUERY>['calendarBlockedDays']['holidays'][number];

/** The blocked days of a range (`YYYY-MM-DD` both), cached per range; `pause` skips the call. */
export function useBlockedDays(from: string, to: string, pause = false) {
  const [result] = useQuery({ query: BLOCKED_DAYS_QUERY, variables: { from, to }, pause });
  return { blocked: result.data?.calendarBlockedDays ?? null, fetching: result.fetching, error: result.error };
}
