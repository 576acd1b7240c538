/** The branches list, one branch, and the options of the branch form and filters. */
import { gql, useQuery } from 'urql';
import type { ListVariables } from '../../ui/records/use-list-state';
import type { Named } from '../users/user-fields';
import { BRANCH_FIELDS, type Branch } from './branch-fields';

export const BRANCHES_QUERY = gql`
  query Branches($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $customer: Int, $partner: Int, $agent: Int, $lead: Int, $status: String) {
    branches(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, customer: $customer, partner: $partner, agent: $agent, lead: $lead, status: $status) {
      total
      hasMore
      pageNumber
      data {
        ...BranchFields
      }
    }
  }
  ${BRANCH_FIELDS}
`;

export type BranchSort = 'name' | '-name' | 'city' | '-city' | 'customer' | '-customer' | 'created' | '-created' | 'status' | '-status';

/** Filters that are record ids travel as numbers. */
const ID_FILTERS = ['customer', 'partner', 'agent', 'lead'] as const;

export function useBranches(variables: ListVariables<BranchSort>) {
  const typed: Record<string, unknown> = { ...variables };
  for (const name of ID_FILTERS) if (typeof typed[name] === 'string') typed[name] = Number(typed[name]);
  return useQuery<{ branches: { total: number; hasMore: boolean; pageNumber: number; data: Branch[] } }>({ query: BRANCHES_QUERY, variables: typed });
}

export const BRANCH_QUERY = gql`
  query Branch($id: ID!) {
    branch(id: $id) {
      ...BranchFields
    }
  }
  ${BRANCH_FIELDS}
`;

export function useBranch(id: string, pause = false) {
  return useQuery<{ branch: Branch }, { id: string }>({ query: BRANCH_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}

const CUSTOMER_OPTIONS = gql`
  query BranchCustomerOptions {
    branchCustomerOptions {
      id
      name
    }
  }
`;

export function useBranchCustomerOptions() {
  return useQuery<{ branchCustomerOptions: Named[] }>({ query: CUSTOMER_OPTIONS });
}

const LEAD_OPTIONS = gql`
  query BranchLeadOptions($customer_id: Int!, $branch_id: Int) {
    branchLeadOptions(customer_id: $customer_id, branch_id: $branch_id) {
      id
      name
    }
  }
`;

/** Who may lead the branch: active users of its customer (paused until a customer is chosen). */
export function useBranchLeadOptions(customerId: string, branchId: string | undefined) {
  return useQuery<{ branchLeadOptions: Named[] }>({
    query: LEAD_OPTIONS,
    variables: { customer_id: Number(customerId), ...(branchId ? { branch_id: Number(branchId) } : {}) },
    pause: customerId === '',
  });
}

const FILTER_OPTIONS = gql`
  query BranchFilterOptions {
    branchFilterOptions {
      customer {
        id
        name
      }
      lead {
        id
        name
      }
      partner {
        id
        name
      }
      agent {
        id
        name
      }
    }
  }
`;

export interface BranchFilterOptions {
  customer: Named[];
  lead: Named[];
  partner: Named[];
  agent: Named[];
}

export function useBranchFilterOptions() {
  return useQuery<{ branchFilterOptions: BranchFilterOptions }>({ query: FILTER_OPTIONS });
}
