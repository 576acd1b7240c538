/** The users list, one user, and the option lists of the user form and filters. */
import { gql, useQuery } from 'urql';
import type { ListVariables } from '../../ui/records/use-list-state';
import { USER_FIELDS, type Named, type User } from './user-fields';

export const USERS_QUERY = gql`
  query Users($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $role: Int, $customer: Int, $branch: Int, $status: String, $type: String) {
    users(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, role: $role, customer: $customer, branch: $branch, status: $status, type: $type) {
      total
      hasMore
      pageNumber
      data {
        ...UserFields
      }
    }
  }
  ${USER_FIELDS}
`;

export type UserSort = 'name' | '-name' | 'email' | '-email' | 'created' | '-created' | 'status' | '-status';

/** Filters that are record ids travel as numbers. */
const ID_FILTERS = ['role', 'customer', 'branch'] as const;

export function useUsers(variables: ListVariables<UserSort>) {
  const typed: Record<string, unknown> = { ...variables };
  for (const name of ID_FILTERS) if (typeof typed[name] === 'string') typed[name] = Number(typed[name]);
  return useQuery<{ users: { total: number; hasMore: boolean; pageNumber: number; data: User[] } }>({ query: USERS_QUERY, variables: typed });
}

export const USER_QUERY = gql`
  query User($id: ID!) {
    user(id: $id) {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

export function useUser(id: string, pause = false) {
  return useQuery<{ user: User }, { id: string }>({ query: USER_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}

const FORM_OPTIONS = gql`
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
`;

export interface UserFormOptions {
  userRoleOptions: Named[];
  userCustomerOptions: Named[];
  userPartnerOptions: Named[];
  userAgentOptions: Named[];
}

export function useUserFormOptions() {
  return useQuery<UserFormOptions>({ query: FORM_OPTIONS, requestPolicy: 'cache-and-network' });
}

const BRANCH_OPTIONS = gql`
  query UserBranchOptions($customer_id: Int) {
    userBranchOptions(customer_id: $customer_id) {
      id
      name
    }
  }
`;

/** The branches of one customer (paused until a customer is chosen). */
export function useUserBranchOptions(customerId: string) {
  return useQuery<{ userBranchOptions: Named[] }>({ query: BRANCH_OPTIONS, variables: { customer_id: Number(customerId) }, pause: customerId === '' });
}

const FILTER_OPTIONS = gql`
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
`;

export function useUserFilterOptions() {
  return useQuery<{ userFilterRoles: Named[]; userFilterCustomers: Named[] }>({ query: FILTER_OPTIONS });
}

const FILTER_BRANCHES = gql`
  query UserFilterBranches($customer_id: Int) {
    userFilterBranches(customer_id: $customer_id) {
      id
      name
    }
  }
`;

/** Branch filter options, narrowed to the chosen customer. */
export function useUserFilterBranches(customerId: string | undefined) {
  return useQuery<{ userFilterBranches: Named[] }>({ query: FILTER_BRANCHES, variables: customerId ? { customer_id: Number(customerId) } : {} });
}
