/**
 * Branches (spec §7.9): the list with its customer, partner, agent, lead and status filters, details,
 * writes and the status change (src/gateway/record-resource.ts), plus the scope of work, the customer
 * and branch-lead options and the filters.
 */
import { guarded } from '../graphql-errors';
import { embedded, type GatewayContext } from '../resource';
import { recordResource } from '../record-resource';
import type { NamedRecord } from './users';

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

type Ctx = GatewayContext;

export const branches = recordResource({
  type: 'Branch',
  rest: 'branches',
  filters: { customer: 'Int', partner: 'Int', agent: 'Int', lead: 'Int', status: 'String' },
  status: true,
  alsoStale: ['branchFilterOptions', 'branchScopeOfWork', 'userBranchOptions', 'userFilterBranches', 'users'],
  typeDefs: /* GraphQL */ `
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
    branchScopeOfWork(id: ID!): String!
    branchCustomerOptions: [BranchLink!]!
    "Active users of the customer who may lead the branch."
    branchLeadOptions(customer_id: Int!, branch_id: Int): [BranchLink!]!
    branchFilterOptions: BranchFilterOptions!
  }
  `,
  extra: {
    resolvers: (api) => ({
      branchScopeOfWork: async ({ id }: { id: string }, { signal }: Ctx) =>
        (await guarded(api.data<{ id: number; scope_of_work: string }>('branches.scopeofwork', { id, signal }))).scope_of_work,
      branchCustomerOptions: (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<NamedRecord[]>('branches.customers', { signal })),
      branchLeadOptions: ({ customer_id, branch_id }: { customer_id: number; branch_id?: number | null }, { signal }: Ctx) =>
        guarded(api.data<NamedRecord[]>('branches.branchlead', { body: branch_id ? { customer_id, branch_id } : { customer_id }, signal })),
      branchFilterOptions: (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<unknown>('branches.filters', { signal })),
    }),
    keys: { BranchLink: embedded, BranchFilterOptions: embedded },
  },
});
