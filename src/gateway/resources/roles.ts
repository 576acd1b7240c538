/** Roles (spec §7.3): the list, details and writes, and how the cache follows them. */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

/** A role as the API answers it, e.g. `{ id: 1, name: 'Administrator', permissions: ['Role.view', ...], user_count: 2, ... }`. */
export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  user_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface RoleInput {
  name: string;
  description?: string;
  permissions: string[];
  /** On update: the revision the edit was made from. */
  revision?: number;
}

const typeDefs = /* GraphQL */ `
  type Role {
    id: ID!
    name: String!
    description: String!
    permissions: [String!]!
    user_count: Int!
    revision: Int!
    created_at: String!
    updated_at: String!
  }

  type RolePage {
    data: [Role!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input RoleInput {
    name: String!
    description: String
    permissions: [String!]!
    revision: Int
  }

  extend type Query {
    roles(pageNumber: Int!, pageSize: Int, search: String, sort: String): RolePage!
    role(id: ID!): Role!
  }

  extend type Mutation {
    createRole(input: RoleInput!): Role!
    updateRole(id: ID!, input: RoleInput!): Role!
    deleteRole(id: ID!): DeleteResult!
  }
`;

export const roles: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    roles: (args: ListArgs, { signal }: GatewayContext) => guarded(api.data<Page<RoleRecord>>('roles.list', { body: listBody(args), signal })),
    role: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<RoleRecord>('roles.details', { id, signal })),
    createRole: ({ input }: { input: RoleInput }, { signal }: GatewayContext) => guarded(api.data<RoleRecord>('roles.create', { body: input, signal })),
    updateRole: ({ id, input }: { id: string; input: RoleInput }, { signal }: GatewayContext) =>
      guarded(api.data<RoleRecord>('roles.update', { id, body: input, signal })),
    deleteRole: async ({ id }: { id: string }, { signal }: GatewayContext) => ({ id, messages: await guarded(api.messages('roles.delete', { id, signal })) }),
  }),
  cache: {
    keys: { Role: byId, RolePage: embedded },
    queries: { role: cachedEntity('Role') },
    mutations: recordMutations('Role', ['roles'], { create: 'createRole', update: 'updateRole', remove: 'deleteRole' }),
  },
};
