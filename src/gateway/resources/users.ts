/**
 * Users (spec §7.9): the list with its role, customer, branch, partner, agent, status and type
 * filters, details, writes, the status change, and the option lists of the form and the filters.
 */
import type { z } from 'zod';
import type { userContract } from '../../domain/contracts/user';
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';

export type UserStatus = 'active' | 'inactive' | 'pending';

/** A linked record as the API names it, e.g. `{ id: 3, name: 'Summit Builders' }`. */
export interface NamedRecord {
  id: number;
  name: string;
}

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role_id: number;
  role: NamedRecord;
  type: string | null;
  customer_id: number | null;
  customer: NamedRecord | null;
  branch_id: number | null;
  branch: NamedRecord | null;
  partner_id: number | null;
  partner: NamedRecord | null;
  agent_id: number | null;
  agent: NamedRecord | null;
  is_admin: boolean;
  ispartner: boolean;
  ispartneruser: boolean;
  isagent: boolean;
  billing_type: string;
  two_factor: boolean;
  must_change_password: boolean;
  status: UserStatus;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** What a create or update sends: the user contract's input (a create needs the password), and on update the revision the edit was made from. */
export type UserInput = z.input<typeof userContract> & { revision?: number };

export interface UserFilters {
  role?: number | null;
  customer?: number | null;
  branch?: number | null;
  partner?: number | null;
  agent?: number | null;
  status?: UserStatus | null;
  type?: string | null;
}

const typeDefs = /* GraphQL */ `
  "A record a user is linked to, or an option of a user form or filter."
  type UserLink {
    id: ID!
    name: String!
  }

  type User {
    id: ID!
    name: String!
    email: String!
    phone: String
    role_id: Int!
    role: UserLink!
    type: String
    customer_id: Int
    customer: UserLink
    branch_id: Int
    branch: UserLink
    partner_id: Int
    partner: UserLink
    agent_id: Int
    agent: UserLink
    is_admin: Boolean!
    ispartner: Boolean!
    ispartneruser: Boolean!
    isagent: Boolean!
    billing_type: String!
    two_factor: Boolean!
    must_change_password: Boolean!
    status: String!
    revision: Int!
    created_at: String!
    updated_at: String!
  }

  type UserPage {
    data: [User!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  input UserInput {
    name: String!
    email: String!
    phone: String
    role_id: Int!
    type: String
    customer_id: Int
    branch_id: Int
    partner_id: Int
    agent_id: Int
    is_admin: Boolean
    ispartner: Boolean
    ispartneruser: Boolean
    isagent: Boolean
    two_factor: Boolean
    billing_type: String
    password: String
    must_change_password: Boolean
    revision: Int
  }

  extend type Query {
    users(pageNumber: Int!, pageSize: Int, search: String, sort: String, role: Int, customer: Int, branch: Int, partner: Int, agent: Int, status: String, type: String): UserPage!
    user(id: ID!): User!
    "Roles the signed-in user may give (none with rights beyond their own)."
    userRoleOptions: [UserLink!]!
    userCustomerOptions: [UserLink!]!
    userBranchOptions(customer_id: Int): [UserLink!]!
    userPartnerOptions: [UserLink!]!
    userAgentOptions: [UserLink!]!
    userFilterRoles: [UserLink!]!
    userFilterCustomers: [UserLink!]!
    userFilterBranches(customer_id: Int): [UserLink!]!
  }

  extend type Mutation {
    createUser(input: UserInput!): User!
    updateUser(id: ID!, input: UserInput!): User!
    setUserStatus(id: ID!, status: String!): User!
    deleteUser(id: ID!): DeleteResult!
  }
`;

type Ctx = GatewayContext;

export const users: GatewayResource = {
  typeDefs,
  resolvers: (api) => {
    const options = (operation: 'users.roles' | 'users.customers' | 'users.partners' | 'users.agents' | 'users.filterroles' | 'users.filtercustomers') =>
      (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<NamedRecord[]>(operation, { signal }));
    const branchOptions = (operation: 'users.branches' | 'users.filterbranches') =>
      ({ customer_id }: { customer_id?: number | null }, { signal }: Ctx) => guarded(api.data<NamedRecord[]>(operation, { body: customer_id ? { customer_id } : {}, signal }));
    return {
      users: ({ role, customer, branch, partner, agent, status, type, ...args }: ListArgs & UserFilters, { signal }: Ctx) =>
        guarded(api.data<Page<UserRecord>>('users.list', { body: listBody(args, { role, customer, branch, partner, agent, status, type }), signal })),
      user: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<UserRecord>('users.details', { id, signal })),
      userRoleOptions: options('users.roles'),
      userCustomerOptions: options('users.customers'),
      userBranchOptions: branchOptions('users.branches'),
      userPartnerOptions: options('users.partners'),
      userAgentOptions: options('users.agents'),
      userFilterRoles: options('users.filterroles'),
      userFilterCustomers: options('users.filtercustomers'),
      userFilterBranches: branchOptions('users.filterbranches'),
      createUser: ({ input }: { input: UserInput }, { signal }: Ctx) => guarded(api.data<UserRecord>('users.create', { body: input, signal })),
      updateUser: ({ id, input }: { id: string; input: UserInput }, { signal }: Ctx) => guarded(api.data<UserRecord>('users.update', { id, body: input, signal })),
      setUserStatus: ({ id, status }: { id: string; status: UserStatus }, { signal }: Ctx) => guarded(api.data<UserRecord>('users.status', { id, body: { status }, signal })),
      deleteUser: async ({ id }: { id: string }, { signal }: Ctx) => ({ id, messages: await guarded(api.messages('users.delete', { id, signal })) }),
    };
  },
  cache: {
    keys: { User: byId, UserPage: embedded, UserLink: embedded },
    queries: { user: cachedEntity('User') },
    mutations: recordMutations('User', ['users', 'userFilterRoles', 'branchLeadOptions', 'branchFilterOptions', 'branches'], {
      create: 'createUser',
      update: 'updateUser',
      remove: 'deleteUser',
      other: ['setUserStatus'],
    }),
  },
};
