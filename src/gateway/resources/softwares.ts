/**
 * Software (spec §7.10): the list with its status and vendor filters, details, writes and the status
 * change (src/gateway/record-resource.ts), plus the active software as options and the vendors.
 */
import { guarded } from '../graphql-errors';
import { byId, type GatewayContext } from '../resource';
import { recordResource } from '../record-resource';

type Option = { id: number | string; name: string };

export const softwares = recordResource({
  type: 'Software',
  rest: 'softwares',
  filters: { status: 'String', vendor: 'String' },
  status: true,
  // Services show their software by name, so they refetch too.
  alsoStale: ['softwareOptions', 'softwareVendors', 'services', 'serviceSoftware'],
  typeDefs: /* GraphQL */ `
    type Software {
      id: ID!
      name: String!
      vendor: String!
      status: String!
      service_count: Int!
      revision: Int!
      created_at: String!
      updated_at: String!
    }

    "An active software as the forms offer it."
    type SoftwareOption {
      id: ID!
      name: String!
      vendor: String!
    }

    "A vendor filter option: id and name are both the vendor."
    type VendorOption {
      id: ID!
      name: String!
    }

    input SoftwareInput {
      name: String!
      vendor: String
      revision: Int
    }

    extend type Query {
      softwareOptions: [SoftwareOption!]!
      softwareVendors: [VendorOption!]!
    }
  `,
  extra: {
    resolvers: (api) => ({
      softwareOptions: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<(Option & { vendor: string })[]>('softwares.all', { signal })),
      softwareVendors: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<Option[]>('softwares.vendors', { signal })),
    }),
    keys: { SoftwareOption: byId, VendorOption: byId },
  },
});
