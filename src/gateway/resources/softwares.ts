/**
 * Software (spec §7.10): the list with its status and vendor filters, details (GET, cancellable: the
 * signal reaches fetch), writes, the status change, the active software as options and the vendors.
 */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';
import type { EntityStatus } from './services';

export interface SoftwareRecord {
  id: number;
  name: string;
  vendor: string;
  status: EntityStatus;
  service_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface SoftwareInput {
  name: string;
  vendor?: string;
  /** On update: the revision the edit was made from. */
  revision?: number;
}

const typeDefs = /* GraphQL */ `
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

  type SoftwarePage {
    data: [Software!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
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
    softwares(pageNumber: Int!, pageSize: Int, search: String, sort: String, status: String, vendor: String): SoftwarePage!
    software(id: ID!): Software!
    softwareOptions: [SoftwareOption!]!
    softwareVendors: [VendorOption!]!
  }

  extend type Mutation {
    createSoftware(input: SoftwareInput!): Software!
    updateSoftware(id: ID!, input: SoftwareInput!): Software!
    setSoftwareStatus(id: ID!, status: String!): Software!
    deleteSoftware(id: ID!): DeleteResult!
  }
`;

type Option = { id: number | string; name: string };

export const softwares: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    softwares: ({ status, vendor, ...args }: ListArgs & { status?: EntityStatus | null; vendor?: string | null }, { signal }: GatewayContext) =>
      guarded(api.data<Page<SoftwareRecord>>('softwares.list', { body: listBody(args, { status, vendor }), signal })),
    software: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<SoftwareRecord>('softwares.details', { id, signal })),
    softwareOptions: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<(Option & { vendor: string })[]>('softwares.all', { signal })),
    softwareVendors: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<Option[]>('softwares.vendors', { signal })),
    createSoftware: ({ input }: { input: SoftwareInput }, { signal }: GatewayContext) => guarded(api.data<SoftwareRecord>('softwares.create', { body: input, signal })),
    updateSoftware: ({ id, input }: { id: string; input: SoftwareInput }, { signal }: GatewayContext) =>
      guarded(api.data<SoftwareRecord>('softwares.update', { id, body: input, signal })),
    setSoftwareStatus: ({ id, status }: { id: string; status: EntityStatus }, { signal }: GatewayContext) =>
      guarded(api.data<SoftwareRecord>('softwares.status', { id, body: { status }, signal })),
    deleteSoftware: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('softwares.delete', { id, signal })) }),
  }),
  cache: {
    keys: { Software: byId, SoftwarePage: embedded, SoftwareOption: byId, VendorOption: byId },
    queries: { software: cachedEntity('Software') },
    // Services show their software by name, so they refetch too.
    mutations: recordMutations('Software', ['softwares', 'softwareOptions', 'softwareVendors', 'services', 'serviceSoftware'], {
      create: 'createSoftware',
      update: 'updateSoftware',
      remove: 'deleteSoftware',
      other: ['setSoftwareStatus'],
    }),
  },
};
