/**
 * Services (spec §7.10): the list with its status, work-type and software filters, details, writes
 * (administrators) and the status change (src/gateway/record-resource.ts), plus the add-on options and
 * a service's software.
 */
import { guarded } from '../graphql-errors';
import { byId, type GatewayContext } from '../resource';
import { recordResource } from '../record-resource';

export const services = recordResource({
  type: 'Service',
  rest: 'services',
  filters: { status: 'String', work_type: 'String', software: 'Int' },
  status: true,
  alsoStale: ['serviceSoftware'],
  typeDefs: /* GraphQL */ `
    "A software a service is delivered in."
    type ServiceSoftware {
      id: ID!
      name: String!
      vendor: String!
    }

    type Service {
      id: ID!
      name: String!
      work_type: String!
      "US dollars, a decimal string such as 450.00"
      price: String!
      description: String!
      status: String!
      software: [ServiceSoftware!]!
      customer_count: Int!
      partner_count: Int!
      revision: Int!
      created_at: String!
      updated_at: String!
    }

    "An add-on as the forms offer it."
    type AddOnOption {
      id: ID!
      name: String!
      price: String!
    }

    input ServiceInput {
      name: String!
      work_type: String!
      price: String!
      description: String
      software_ids: [Int!]!
      revision: Int
    }

    extend type Query {
      "The software a service is delivered in (GET software detail)."
      serviceSoftware(id: ID!): [ServiceSoftware!]!
      "The active add-ons, as options."
      addOnOptions: [AddOnOption!]!
    }
  `,
  extra: {
    resolvers: (api) => ({
      serviceSoftware: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<{ id: number; name: string; vendor: string }[]>('services.softwaredetail', { id, signal })),
      addOnOptions: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<{ id: number; name: string; price: string }[]>('services.addedservices', { signal })),
    }),
    keys: { ServiceSoftware: byId, AddOnOption: byId },
  },
});
