/**
 * Branches (spec §7.9): the list with its customer, partner, agent, lead and status filters, details,
 * writes and the status change (src/gateway/record-resource.ts), plus the scope of work, the customer
 * and branch-lead options and the filters.
 */
import type { z } from 'zod/mini';
import type { branchContract } from '../../domain/contracts/branch';
import { RECORD_SDL } from '../generated/record-sdl';
import { guarded } from '../graphql-errors';
import { embedded, type GatewayContext } from '../resource';
import { recordResource } from '../record-resource';
import type { NamedRecord } from './users';

/** What a create or update sends: the branch contract's input, and on update the revision the edit was made from. */
export type BranchInput = z.input<typeof branchContract> & { revision?: number };

type Ctx = GatewayContext;

export const branches = recordResource({
  type: 'Branch',
  rest: 'branches',
  sdl: RECORD_SDL.Branch,
  fields: /* GraphQL */ `
    customer: BranchLink!
    lead: BranchLink
    partner: BranchLink
    agent: BranchLink
    user_count: Int!`,
  filters: { customer: 'Int', partner: 'Int', agent: 'Int', lead: 'Int', status: 'String' },
  status: true,
  alsoStale: ['branchFilterOptions', 'branchScopeOfWork', 'userBranchOptions', 'userFilterBranches', 'users'],
  typeDefs: /* GraphQL */ `
  "A record a branch is linked to, or an option of the branch form or filters."
  type BranchLink {
    id: ID!
    name: String!
  }

  type BranchFilterOptions {
    customer: [BranchLink!]!
    branch: [BranchLink!]!
    lead: [BranchLink!]!
    partner: [BranchLink!]!
    agent: [BranchLink!]!
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
