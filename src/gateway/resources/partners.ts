/**
 * Partners (spec §7.10): the list with its status filter, details with prices and files, writes with
 * the price grid, the status change and the files' descriptions and removal
 * (src/gateway/record-resource.ts), plus the price look-ups.
 */
import type { z } from 'zod/mini';
import type { partnerContract } from '../../domain/contracts/partner';
import { RECORD_SDL } from '../generated/record-sdl';
import { embedded } from '../resource';
import { recordResource } from '../record-resource';

/** What a create or update sends: the partner contract's input, and on update the revision the edit was made from. */
export type PartnerInput = z.input<typeof partnerContract> & { revision?: number | null };

export const partners = recordResource({
  type: 'Partner',
  rest: 'partners',
  sdl: RECORD_SDL.Partner,
  // The details name each price's service, software and list price.
  answered: { services: null, addons: null },
  fields: /* GraphQL */ `
    customer_count: Int!
    agent_count: Int!
    "Details only."
    services: [PartnerServicePrice!]
    addons: [PartnerAddonPrice!]
    files: [PartnerFile!]`,
  filters: { status: 'String' },
  status: true,
  // Details carry prices and files a list row lacks.
  detailsFromList: false,
  alsoStale: ['partnerServiceOptions', 'partnerPrice'],
  files: { remove: 'partners.removefiledata', describe: 'partners.createfiledata' },
  typeDefs: /* GraphQL */ `
  "A partner's price of a service in one software (US dollars)."
  type PartnerServicePrice {
    service_id: Int!
    service_name: String!
    software_id: Int!
    software_name: String!
    price: Float!
    list_price: Float!
  }

  type PartnerAddonPrice {
    added_service_id: Int!
    name: String!
    price: Float!
    list_price: Float!
  }

  type PartnerCatalogueService {
    id: ID!
    name: String!
    work_type: String!
    price: Float!
    softwares: [NamedRef!]!
  }

  type PartnerCatalogueAddon {
    id: ID!
    name: String!
    price: Float!
  }

  "What the partner form's price grid offers."
  type PartnerCatalogue {
    services: [PartnerCatalogueService!]!
    addons: [PartnerCatalogueAddon!]!
  }

  type PartnerPrice {
    partner_id: Int!
    service_id: Int!
    software_id: Int!
    price: Float!
    "partner, or list when the partner has no price of its own"
    source: String!
  }

  extend type Query {
    partnerCatalogue: PartnerCatalogue!
    partnerServiceOptions(id: ID!): [NamedRef!]!
    partnerSoftwareOptions(serviceId: ID!): [NamedRef!]!
    partnerPrice(partner_id: Int!, service_id: Int!, software_id: Int!): PartnerPrice!
  }
  `,
  extra: {
    rest: {
      partnerCatalogue: 'partners.catalogue',
      partnerServiceOptions: { route: 'partners.servicesdropdown', id: 'id' },
      partnerSoftwareOptions: { route: 'partners.softwaresbyservice', id: 'serviceId' },
      partnerPrice: 'partners.getpricebysoftware',
    },
    // Prices, options and catalogue entries name records of other tables: kept inside their parent.
    keys: {
      PartnerServicePrice: embedded,
      PartnerAddonPrice: embedded,
      PartnerCatalogue: embedded,
      PartnerCatalogueService: embedded,
      PartnerCatalogueAddon: embedded,
      PartnerPrice: embedded,
    },
  },
});
