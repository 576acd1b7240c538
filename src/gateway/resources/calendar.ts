/**
 * The due-date calendar (spec §7.11, §9): projects' due dates of a month or a week, and the blocked
 * days (the server's today and the holidays of a range) that every due-date picker and the calendar
 * grey out. `useBlockedDays` is the one hook the pickers use.
 */
import { gql, useQuery } from 'urql';
import type { HolidayRange } from '../../domain/due-dates';
import { byId, embedded, restResolvers, type GatewayResource } from '../resource';

export interface NamedHoliday extends HolidayRange {
  name: string;
}

/** What `/calendar/blockeddays` answers: the server's today and the holidays overlapping the range. */
export interface BlockedDays {
  today: string;
  holidays: NamedHoliday[];
}

/** A project on the calendar, on its due date (`YYYY-MM-DD`). */
export interface CalendarEvent {
  id: number;
  code: string;
  name: string;
  customer: { id: number; name: string };
  status: string;
  due_date: string;
}

export interface CalendarFilters {
  customer?: number | null;
  branch?: number | null;
  status?: string | null;
}

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

export const BLOCKED_DAYS_QUERY = gql`
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
`;

/** The blocked days of a range (`YYYY-MM-DD` both), cached per range; `pause` skips the call. */
export function useBlockedDays(from: string, to: string, pause = false) {
  const [result] = useQuery<{ calendarBlockedDays: BlockedDays }, { from: string; to: string }>({ query: BLOCKED_DAYS_QUERY, variables: { from, to }, pause });
  return { blocked: result.data?.calendarBlockedDays ?? null, fetching: result.fetching, error: result.error };
}
