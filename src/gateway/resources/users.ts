/**
 * Users (spec §7.9): the list with its role, customer, branch, partner, agent, status and type
 * filters, details, writes and the status change (src/gateway/record-resource.ts), plus the option
 * lists of the form and the filters.
 */
import type { z } from 'zod/mini';
import type { userContract } from '../../domain/contracts/user';
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';

/** What a create or update sends: the user contract's input (a create needs the password), and on update the revision the edit was made from. */
export type UserInput = z.input<typeof userContract> & { revision?: number };

export const users = recordResource({
  type: 'User',
  rest: 'users',
  sdl: RECORD_SDL.User,
  // A password is written, never answered.
  answered: { password: null },
  fields: /* GraphQL */ `
    role: NamedRef!
    customer: NamedRef
    branch: NamedRef
    partner: NamedRef
    agent: NamedRef`,
  filters: { role: 'Int', customer: 'Int', branch: 'Int', partner: 'Int', agent: 'Int', status: 'String', type: 'String' },
  status: true,
  alsoStale: ['userFilterRoles', 'branchLeadOptions', 'branchFilterOptions', 'branches'],
  typeDefs: /* GraphQL */ `
  extend type Query {
    "Roles the signed-in user may give (none with rights beyond their own)."
    userRoleOptions: [NamedRef!]!
    userCustomerOptions: [NamedRef!]!
    userBranchOptions(customer_id: Int): [NamedRef!]!
    userPartnerOptions: [NamedRef!]!
    userAgentOptions: [NamedRef!]!
    userFilterRoles: [NamedRef!]!
    userFilterCustomers: [NamedRef!]!
    userFilterBranches(customer_id: Int): [NamedRef!]!
  }
`,
  extra: {
    rest: {
      userRoleOptions: 'users.roles',
      userCustomerOptions: 'users.customers',
      userBranchOptions: 'users.branches',
      userPartnerOptions: 'users.partners',
      userAgentOptions: 'users.agents',
      userFilterRoles: 'users.filterroles',
      userFilterCustomers: 'users.filtercustomers',
      userFilterBranches: 'users.filterbranches',
    },
  },
});
