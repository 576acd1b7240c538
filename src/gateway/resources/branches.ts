/**
 * Branches (spec §7.9): the list with its customer, partner, agent, lead and status filters, details,
 * writes, the status change, the scope of work, the customer and branch-lead options and the filters.
 */
import { guarded } from '../graphql-errors';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Page } from '../rest-adapter';
import type { NamedRecord, UserStatus } from './users';

export interface BranchRecord {
  id: number;
  name: string;
  city: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  scope_of_work: string;
  customer_id: number;
  customer: NamedRecord;
  lead_user_id: number | null;
  lead: NamedRecord | null;
  partner: NamedRecord | null;
  agent: NamedRecord | null;
  user_count: number;
  status: UserStatus;
  revision: number;
  created_at: string;
  updated_at: string;
}

export interface BranchInput {
  name: string;
  customer_id: number;
  city?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  scope_of_work?: string | null;
  lead_user_id?: number | null;
  /** On update: the revision the edit was made from. */
  revision?: number;
}

export interface BranchFilters {
  customer?: number | null;
  partner?: number | null;
  agent?: number | null;
  lead?: number | null;
  status?: UserStatus | null;
}

export interface BranchFilterOptions {
  customer: NamedRecord[];
  branch: NamedRecord[];
  lead: NamedRecord[];
  partner: NamedRecord[];
  agent: NamedRecord[];
}

const typeDefs = /* GraphQL */ `
  "A record a branch is linked to, or an option of the branch form or filters."
  type BranchLink {
    id: ID!
    name: String!
  }

  type Branch {
    id: ID!
    name: String!
    city: String
    email: String
    phone: String
    address: String
    scope_of_work: String!
    customer_id: Int!
    customer: BranchLink!
    lead_user_id: Int
    lead: BranchLink
    partner: BranchLink
    agent: BranchLink
    user_count: Int!
    status: String!
    revision: Int!
    created_at: String!
    updated_at: String!
  }

  type BranchPage {
    data: [Branch!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type BranchFilterOptions {
    customer: [BranchLink!]!
    branch: [BranchLink!]!
    lead: [BranchLink!]!
    partner: [BranchLink!]!
    agent: [BranchLink!]!
  }

  input BranchInput {
    name: String!
    customer_id: Int!
    city: String
    email: String
    phone: String
    address: String
    scope_of_work: String
    lead_user_id: Int
    revision: Int
  }

  extend type Query {
    branches(pageNumber: Int!, pageSize: Int, search: String, sort: String, customer: Int, partner: Int, agent: Int, lead: Int, status: String): BranchPage!
    branch(id: ID!): Branch!
    branchScopeOfWork(id: ID!): String!
    branchCustomerOptions: [BranchLink!]!
    "Active users of the customer who may lead the branch."
    branchLeadOptions(customer_id: Int!, branch_id: Int): [BranchLink!]!
    branchFilterOptions: BranchFilterOptions!
  }

  extend type Mutation {
    createBranch(input: BranchInput!): Branch!
    updateBranch(id: ID!, input: BranchInput!): Branch!
    setBranchStatus(id: ID!, status: String!): Branch!
    deleteBranch(id: ID!): DeleteResult!
  }
`;

type Ctx = GatewayContext;

export const branches: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    branches: ({ customer, partner, agent, lead, status, ...args }: ListArgs & BranchFilters, { signal }: Ctx) =>
      guarded(api.data<Page<BranchRecord>>('branches.list', { body: listBody(args, { customer, partner, agent, lead, status }), signal })),
    branch: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<BranchRecord>('branches.details', { id, signal })),
    branchScopeOfWork: async ({ id }: { id: string }, { signal }: Ctx) =>
      (await guarded(api.data<{ id: number; scope_of_work: string }>('branches.scopeofwork', { id, signal }))).scope_of_work,
    branchCustomerOptions: (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<NamedRecord[]>('branches.customers', { signal })),
    branchLeadOptions: ({ customer_id, branch_id }: { customer_id: number; branch_id?: number | null }, { signal }: Ctx) =>
      guarded(api.data<NamedRecord[]>('branches.branchlead', { body: branch_id ? { customer_id, branch_id } : { customer_id }, signal })),
    branchFilterOptions: (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<BranchFilterOptions>('branches.filters', { signal })),
    createBranch: ({ input }: { input: BranchInput }, { signal }: Ctx) => guarded(api.data<BranchRecord>('branches.create', { body: input, signal })),
    updateBranch: ({ id, input }: { id: string; input: BranchInput }, { signal }: Ctx) => guarded(api.data<BranchRecord>('branches.update', { id, body: input, signal })),
    setBranchStatus: ({ id, status }: { id: string; status: UserStatus }, { signal }: Ctx) => guarded(api.data<BranchRecord>('branches.status', { id, body: { status }, signal })),
    deleteBranch: async ({ id }: { id: string }, { signal }: Ctx) => ({ id, messages: await guarded(api.messages('branches.delete', { id, signal })) }),
  }),
  cache: {
    keys: { Branch: byId, BranchPage: embedded, BranchLink: embedded, BranchFilterOptions: embedded },
    queries: { branch: cachedEntity('Branch') },
    mutations: recordMutations('Branch', ['branches', 'branchFilterOptions', 'branchScopeOfWork', 'userBranchOptions', 'userFilterBranches', 'users'], {
      create: 'createBranch',
      update: 'updateBranch',
      remove: 'deleteBranch',
      other: ['setBranchStatus'],
    }),
  },
};
