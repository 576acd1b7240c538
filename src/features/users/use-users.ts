/** The users list, one user and its writes (src/ui/records/record-operations.ts), and the option lists of the user form and filters. */
import { useQuery } from 'urql';
import { graphql } from '../../gateway/graphql';
import { users, type UserInput } from '../../gateway/resources/users';
import { recordOperations } from '../../ui/records/record-operations';
import type { ListVariables } from '../../ui/records/use-list-state';
import { USER_FIELDS } from './user-fields';

export type UserSort = 'name' | '-name' | 'email' | '-email' | 'created' | '-created' | 'status' | '-status';

/** The list's record-id filters (role, customer, branch) travel as numbers: the kernel sends the resource's `Int` filters so. */
export const userOperations = recordOperations<UserInput, ListVariables<UserSort>>()(users.definition, USER_FIELDS);

export const { useUsers, useSetUserStatus, useDeleteUser } = userOperations;

const FORM_OPTIONS = graphql(`
  query UserFormOptions {
    userRoleOptions {
      id
      name
    }
    userCustomerOptions {
      id
      name
    }
    userPartnerOptions {
      id
      name
    }
    userAgentOptions {
      id
      name
    }
  }
`);

export function useUserFormOptions() {
  return useQuery({ query: FORM_OPTIONS, requestPolicy: 'cache-and-network' });
}

const BRANCH_OPTIONS = graphql(`
  query UserBranchOptions($customer_id: Int) {
    userBranchOptions(customer_id: $customer_id) {
      id
      name
    }
  }
`);

/** The branches of one customer (paused until a customer is chosen). */
export function useUserBranchOptions(customerId: string) {
  return useQuery({ query: BRANCH_OPTIONS, variables: { customer_id: Number(customerId) }, pause: customerId === '' });
}

const FILTER_OPTIONS = graphql(`
  query UserFilterOptions {
    userFilterRoles {
      id
      name
    }
    userFilterCustomers {
      id
      name
    }
  }
`);

export function useUserFilterOptions() {
  return useQuery({ query: FILTER_OPTIONS });
}

const FILTER_BRANCHES = graphql(`
  query UserFilterBranches($customer_id: Int) {
    userFilterBranches(customer_id: $customer_id) {
      id
      name
    }
  }
`);

/** Branch filter options, narrowed to the chosen customer. */
export function useUserFilterBranches(customerId: string | undefined) {
  return useQuery({ query: FILTER_BRANCHES, variables: customerId ? { customer_id: Number(customerId) } : {} });
}
