/**
 * Partners (spec §7.10): the list with its status filter, details with prices and files, writes with
 * the price grid, the status change, file descriptions and removal, and the price look-ups.
 */
import type { z } from 'zod';
import type { partnerContract } from '../../domain/contracts/partner';
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

export type PartnerStatus = 'active' | 'inactive' | 'pending';

/** A partner as the API answers it (details add `services`, `addons` and `files`). */
export interface PartnerRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  website: string | null;
  address: string | null;
  status: PartnerStatus;
  customer_count: number;
  agent_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** What a create or update sends: the partner contract's input, and on update the revision the edit was made from. */
export type PartnerInput = z.input<typeof partnerContract> & { revision?: number | null };

const typeDefs = /* GraphQL */ `
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

  type PartnerFile {
    id: ID!
    original_name: String!
    mime_type: String!
    size_bytes: Int!
    description: String!
    created_at: String!
  }

  type Partner {
    id: ID!
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    status: String!
    customer_count: Int!
    agent_count: Int!
    revision: Int!
    created_at: String!
    updated_at: String!
    "Details only."
    services: [PartnerServicePrice!]
    addons: [PartnerAddonPrice!]
    files: [PartnerFile!]
  }

  type PartnerPage {
    data: [Partner!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type PartnerOption {
    id: ID!
    name: String!
  }

  type PartnerCatalogueService {
    id: ID!
    name: String!
    work_type: String!
    price: Float!
    softwares: [PartnerOption!]!
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

  input PartnerServicePriceInput {
    service_id: Int!
    software_id: Int!
    price: String!
  }

  input PartnerAddonPriceInput {
    added_service_id: Int!
    price: String!
  }

  input PartnerInput {
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    status: String
    services: [PartnerServicePriceInput!]
    addons: [PartnerAddonPriceInput!]
    revision: Int
  }

  extend type Query {
    partners(pageNumber: Int!, pageSize: Int, search: String, sort: String, status: String): PartnerPage!
    partner(id: ID!): Partner!
    partnerCatalogue: PartnerCatalogue!
    partnerServiceOptions(id: ID!): [PartnerOption!]!
    partnerSoftwareOptions(serviceId: ID!): [PartnerOption!]!
    partnerPrice(partner_id: Int!, service_id: Int!, software_id: Int!): PartnerPrice!
  }

  extend type Mutation {
    createPartner(input: PartnerInput!): Partner!
    updatePartner(id: ID!, input: PartnerInput!): Partner!
    deletePartner(id: ID!): DeleteResult!
    setPartnerStatus(id: ID!, status: String!): Partner!
    describePartnerFile(id: ID!, file_id: ID!, description: String!): PartnerFile!
    removePartnerFile(id: ID!, file_id: ID!): DeleteResult!
  }
`;

type Option = { id: number; name: string };

export const partners: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    partners: ({ status, ...args }: ListArgs & { status?: string | null }, { signal }: GatewayContext) =>
      guarded(api.data<Page<PartnerRecord>>('partners.list', { body: listBody(args, { status }), signal })),
    partner: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<PartnerRecord>('partners.details', { id, signal })),
    partnerCatalogue: (_args: unknown, { signal }: GatewayContext) => guarded(api.data<unknown>('partners.catalogue', { signal })),
    partnerServiceOptions: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<Option[]>('partners.servicesdropdown', { id, signal })),
    partnerSoftwareOptions: ({ serviceId }: { serviceId: string }, { signal }: GatewayContext) =>
      guarded(api.data<Option[]>('partners.softwaresbyservice', { id: serviceId, signal })),
    partnerPrice: (body: { partner_id: number; service_id: number; software_id: number }, { signal }: GatewayContext) =>
      guarded(api.data<unknown>('partners.getpricebysoftware', { body, signal })),
    createPartner: ({ input }: { input: PartnerInput }, { signal }: GatewayContext) => guarded(api.data<PartnerRecord>('partners.create', { body: input, signal })),
    updatePartner: ({ id, input }: { id: string; input: PartnerInput }, { signal }: GatewayContext) =>
      guarded(api.data<PartnerRecord>('partners.update', { id, body: input, signal })),
    deletePartner: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('partners.delete', { id, signal })) }),
    setPartnerStatus: ({ id, status }: { id: string; status: PartnerStatus }, { signal }: GatewayContext) =>
      guarded(api.data<PartnerRecord>('partners.status', { id, body: { status }, signal })),
    describePartnerFile: ({ id, file_id, description }: { id: string; file_id: string; description: string }, { signal }: GatewayContext) =>
      guarded(api.data<unknown>('partners.createfiledata', { id, body: { file_id: Number(file_id), description }, signal })),
    removePartnerFile: async ({ file_id }: { id: string; file_id: string }, { signal }: GatewayContext) => ({
      id: file_id,
      messages: await guarded(api.messages('partners.removefiledata', { id: file_id, signal })),
    }),
  }),
  cache: {
    // Prices, options and catalogue entries name records of other tables: kept inside their parent.
    keys: {
      Partner: byId,
      PartnerPage: embedded,
      PartnerServicePrice: embedded,
      PartnerAddonPrice: embedded,
      PartnerFile: byId,
      PartnerOption: embedded,
      PartnerCatalogue: embedded,
      PartnerCatalogueService: embedded,
      PartnerCatalogueAddon: embedded,
      PartnerPrice: embedded,
    },
    mutations: {
      ...recordMutations('Partner', ['partners', 'partnerServiceOptions', 'partnerPrice'], {
        create: 'createPartner',
        update: 'updatePartner',
        remove: 'deletePartner',
        other: ['setPartnerStatus'],
      }),
      // The details list the files: refetched after one goes.
      removePartnerFile: (_result, args, cache) => {
        cache.invalidate({ __typename: 'Partner', id: String(args.id as string) }, 'files');
        invalidateLists(cache, ['partner']);
      },
    },
  },
};
