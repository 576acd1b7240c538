/** Holidays (spec §7.2): the list with its year filter, details and writes, and how the cache follows them. */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

/** A holiday as the API answers it; dates are `YYYY-MM-DD`. */
export interface HolidayRecord {
  id: number;
  holiday_name: string;
  holiday_from: string;
  holiday_to: string;
  message: string;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface HolidayInput {
  holiday_name: string;
  holiday_from: string;
  holiday_to: string;
  message: string;
  /** On update: the revision the edit was made from. */
  revision?: number;
}

const typeDefs = /* GraphQL */ `
  type Holiday {
    id: ID!
    holiday_name: String!
    holiday_from: String!
    holiday_to: String!
    message: String!
    revision: Int!
    created_at: String!
    updated_at: String!
  }

  type HolidayPage {
    data: [Holiday!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input HolidayInput {
    holiday_name: String!
    holiday_from: String!
    holiday_to: String!
    message: String!
    revision: Int
  }

  extend type Query {
    "Holidays overlapping \`year\` when it is given."
    holidays(pageNumber: Int!, pageSize: Int, search: String, sort: String, year: Int): HolidayPage!
    holiday(id: ID!): Holiday!
  }

  extend type Mutation {
    createHoliday(input: HolidayInput!): Holiday!
    updateHoliday(id: ID!, input: HolidayInput!): Holiday!
    deleteHoliday(id: ID!): DeleteResult!
  }
`;

export const holidays: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    holidays: ({ year, ...args }: ListArgs & { year?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<Page<HolidayRecord>>('holidays.list', { body: listBody(args, { year }), signal })),
    holiday: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<HolidayRecord>('holidays.details', { id, signal })),
    createHoliday: ({ input }: { input: HolidayInput }, { signal }: GatewayContext) => guarded(api.data<HolidayRecord>('holidays.create', { body: input, signal })),
    updateHoliday: ({ id, input }: { id: string; input: HolidayInput }, { signal }: GatewayContext) =>
      guarded(api.data<HolidayRecord>('holidays.update', { id, body: input, signal })),
    deleteHoliday: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('holidays.delete', { id, signal })) }),
  }),
  cache: {
    keys: { Holiday: byId, HolidayPage: embedded },
    queries: { holiday: cachedEntity('Holiday') },
    mutations: recordMutations('Holiday', ['holidays'], { create: 'createHoliday', update: 'updateHoliday', remove: 'deleteHoliday' }),
  },
};
