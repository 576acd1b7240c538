/**
 * Branches (spec §7.9): the list with its customer, partner, agent, lead and status filters, details,
 * writes and the status change (src/gateway/record-resource.ts), plus the scope of work, the customer
 * and branch-lead options and the filters.
 */
import type { z } from 'zod/mini';
import type { branchContract } from '../../domain/contracts/branch';
import { RECORD_SDL } from '../generated/record-sdl';
import { embedded } from '../resource';
import { recordResource } from '../record-resource';

/** What a create or update sends: the branch contract's input, and on update the revision the edit was made from. */
export type BranchInput = z.input<typeof branchContract> & { revision?: number };

export const branches = recordResource({
  type: 'Branch',
  rest: 'branches',
  sdl: RECORD_SDL.Branch,
  fields: /* GraphQL */ `
    customer: NamedRef!
    lead: NamedRef
    partner: NamedRef
    agent: NamedRef
    user_count: Int!`,
  filters: { customer: 'Int', partner: 'Int', agent: 'Int', lead: 'Int', status: 'String' },
  status: true,
  alsoStale: ['branchFilterOptions', 'branchScopeOfWork', 'userBranchOptions', 'userFilterBranches', 'users'],
  typeDefs: /* GraphQL */ `
  type BranchFilterOptions {
    customer: [NamedRef!]!
    branch: [NamedRef!]!
    lead: [NamedRef!]!
    partner: [NamedRef!]!
    agent: [NamedRef!]!
  }

  extend type Query {
    branchScopeOfWork(id: ID!): String!
    branchCustomerOptions: [NamedRef!]!
    "Active users of the customer who may lead the branch."
    branchLeadOptions(customer_id: Int!, branch_id: Int): [NamedRef!]!
    branchFilterOptions: BranchFilterOptions!
  }
  `,
  extra: {
    rest: {
      branchScopeOfWork: { route: 'branches.scopeofwork', id: 'id', answer: (branch: { scope_of_work: string }) => branch.scope_of_work },
      branchCustomerOptions: 'branches.customers',
      branchLeadOptions: 'branches.branchlead',
      branchFilterOptions: 'branches.filters',
    },
    keys: { BranchFilterOptions: embedded },
  },
});
