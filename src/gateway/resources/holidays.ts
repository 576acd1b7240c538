/** Holidays (spec §7.2): the list with its year filter, details and writes (src/gateway/record-resource.ts). */
import { recordResource } from '../record-resource';

export const holidays = recordResource({
  type: 'Holiday',
  rest: 'holidays',
  filters: { year: 'Int' },
  listDoc: 'Holidays overlapping `year` when it is given.',
  typeDefs: /* GraphQL */ `
    "A holiday; dates are YYYY-MM-DD."
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

    input HolidayInput {
      holiday_name: String!
      holiday_from: String!
      holiday_to: String!
      message: String!
      revision: Int
    }
  `,
});
