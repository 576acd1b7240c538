/**
 * Users (spec §7.9): the list with its role, customer, branch, partner, agent, status and type
 * filters, details, writes and the status change (src/gateway/record-resource.ts), plus the option
 * lists of the form and the filters.
 */
import type { z } from 'zod/mini';
import type { userContract } from '../../domain/contracts/user';
import { RECORD_SDL } from '../generated/record-sdl';
import { guarded } from '../graphql-errors';
import { embedded, type GatewayContext } from '../resource';
import { recordResource } from '../record-resource';

/** A linked record as the API names it, e.g. `{ id: 3, name: 'Summit Builders' }`. */
export interface NamedRecord {
  id: number;
  name: string;
}

/** What a create or update sends: the user contract's input (a create needs the password), and on update the revision the edit was made from. */
export type UserInput = z.input<typeof userContract> & { revision?: number };

type Ctx = GatewayContext;

export const users = recordResource({
  type: 'User',
  rest: 'users',
  sdl: RECORD_SDL.User,
  // A password is written, never answered.
  answered: { password: null },
  fields: /* GraphQL */ `
    role: UserLink!
    customer: UserLink
    branch: UserLink
    partner: UserLink
    agent: UserLink`,
  filters: { role: 'Int', customer: 'Int', branch: 'Int', partner: 'Int', agent: 'Int', status: 'String', type: 'String' },
  status: true,
  alsoStale: ['userFilterRoles', 'branchLeadOptions', 'branchFilterOptions', 'branches'],
  typeDefs: /* GraphQL */ `
  "A record a user is linked to, or an option of a user form or filter."
  type UserLink {
    id: ID!
    name: String!
  }

  extend type Query {
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
`,
  extra: {
    resolvers: (api) => {
      const options = (operation: 'users.roles' | 'users.customers' | 'users.partners' | 'users.agents' | 'users.filterroles' | 'users.filtercustomers') =>
        (_args: Record<string, never>, { signal }: Ctx) => guarded(api.data<NamedRecord[]>(operation, { signal }));
      const branchOptions = (operation: 'users.branches' | 'users.filterbranches') =>
        ({ customer_id }: { customer_id?: number | null }, { signal }: Ctx) => guarded(api.data<NamedRecord[]>(operation, { body: customer_id ? { customer_id } : {}, signal }));
      return {
        userRoleOptions: options('users.roles'),
        userCustomerOptions: options('users.customers'),
        userBranchOptions: branchOptions('users.branches'),
        userPartnerOptions: options('users.partners'),
        userAgentOptions: options('users.agents'),
        userFilterRoles: options('users.filterroles'),
        userFilterCustomers: options('users.filtercustomers'),
        userFilterBranches: branchOptions('users.filterbranches'),
      };
    },
    keys: { UserLink: embedded },
  },
});
