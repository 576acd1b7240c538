/** Added services, the add-ons (spec §7.10, administrators only): list, details, writes and status (src/gateway/record-resource.ts). */
import { recordResource } from '../record-resource';

export const addedServices = recordResource({
  type: 'AddOn',
  list: 'addOns',
  rest: 'addons',
  filters: { status: 'String' },
  status: true,
  // The add-on options of the service forms name add-ons too.
  alsoStale: ['addOnOptions'],
  typeDefs: /* GraphQL */ `
    type AddOn {
      id: ID!
      name: String!
      "US dollars, a decimal string such as 150.00"
      price: String!
      description: String!
      status: String!
      customer_count: Int!
      partner_count: Int!
      revision: Int!
      created_at: String!
      updated_at: String!
    }

    input AddOnInput {
      name: String!
      price: String!
      description: String
      revision: Int
    }
  `,
});
