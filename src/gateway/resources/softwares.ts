/**
 * Software (spec §7.10): the list with its status and vendor filters, details, writes and the status
 * change (src/gateway/record-resource.ts), plus the active software as options and the vendors.
 */
import { RECORD_SDL } from '../generated/record-sdl';
import { byId } from '../resource';
import { recordResource } from '../record-resource';

export const softwares = recordResource({
  type: 'Software',
  rest: 'softwares',
  sdl: RECORD_SDL.Software,
  fields: /* GraphQL */ `
    service_count: Int!`,
  filters: { status: 'String', vendor: 'String' },
  status: true,
  // Services show their software by name, so they refetch too.
  alsoStale: ['softwareOptions', 'softwareVendors', 'services', 'serviceSoftware'],
  typeDefs: /* GraphQL */ `
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

    extend type Query {
      softwareOptions: [SoftwareOption!]!
      softwareVendors: [VendorOption!]!
    }
  `,
  extra: {
    rest: { softwareOptions: 'softwares.all', softwareVendors: 'softwares.vendors' },
    keys: { SoftwareOption: byId, VendorOption: byId },
  },
});
