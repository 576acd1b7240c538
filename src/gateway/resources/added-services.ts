/** Added services, the add-ons (spec §7.10, administrators only): list, details, writes and status. */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';
import type { EntityStatus } from './services';

/** An add-on as the API answers it; `price` is a decimal string in US dollars. */
export interface AddOnRecord {
  id: number;
  name: string;
  price: string;
  description: string;
  status: EntityStatus;
  customer_count: number;
  partner_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface AddOnInput {
  name: string;
  price: string;
  description?: string;
  /** On update: the revision the edit was made from. */
  revision?: number;
}

const typeDefs = /* GraphQL */ `
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

  type AddOnPage {
    data: [AddOn!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input AddOnInput {
    name: String!
    price: String!
    description: String
    revision: Int
  }

  extend type Query {
    addOns(pageNumber: Int!, pageSize: Int, search: String, sort: String, status: String): AddOnPage!
    addOn(id: ID!): AddOn!
  }

  extend type Mutation {
    createAddOn(input: AddOnInput!): AddOn!
    updateAddOn(id: ID!, input: AddOnInput!): AddOn!
    setAddOnStatus(id: ID!, status: String!): AddOn!
    deleteAddOn(id: ID!): DeleteResult!
  }
`;

export const addedServices: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    addOns: ({ status, ...args }: ListArgs & { status?: EntityStatus | null }, { signal }: GatewayContext) =>
      guarded(api.data<Page<AddOnRecord>>('addons.list', { body: listBody(args, { status }), signal })),
    addOn: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<AddOnRecord>('addons.details', { id, signal })),
    createAddOn: ({ input }: { input: AddOnInput }, { signal }: GatewayContext) => guarded(api.data<AddOnRecord>('addons.create', { body: input, signal })),
    updateAddOn: ({ id, input }: { id: string; input: AddOnInput }, { signal }: GatewayContext) => guarded(api.data<AddOnRecord>('addons.update', { id, body: input, signal })),
    setAddOnStatus: ({ id, status }: { id: string; status: EntityStatus }, { signal }: GatewayContext) =>
      guarded(api.data<AddOnRecord>('addons.status', { id, body: { status }, signal })),
    deleteAddOn: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('addons.delete', { id, signal })) }),
  }),
  cache: {
    keys: { AddOn: byId, AddOnPage: embedded },
    queries: { addOn: cachedEntity('AddOn') },
    // The add-on options of the service forms name add-ons too.
    mutations: recordMutations('AddOn', ['addOns', 'addOnOptions'], { create: 'createAddOn', update: 'updateAddOn', remove: 'deleteAddOn', other: ['setAddOnStatus'] }),
  },
};
