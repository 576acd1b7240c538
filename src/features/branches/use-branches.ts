/** The branches list, one branch and its writes (src/ui/records/record-operations.ts), and the options of the branch form and filters. */
import { useQuery } from 'urql';
import { graphql } from '../../gateway/graphql';
import { branches, type BranchInput } from '../../gateway/resources/branches';
import { recordOperations } from '../../ui/records/record-operations';
import type { ListVariables } from '../../ui/records/use-list-state';
import { BRANCH_FIELDS } from './branch-fields';

export type BranchSort = 'name' | '-name' | 'city' | '-city' | 'customer' | '-customer' | 'created' | '-created' | 'status' | '-status';

/** The list's record-id filters (customer, partner, agent, lead) travel as numbers: the kernel sends the resource's `Int` filters so. */
export const branchOperations = recordOperations<BranchInput, ListVariables<BranchSort>>()(branches.definition, BRANCH_FIELDS);

export const { useBranches, useSetBranchStatus, useDeleteBranch } = branchOperations;

const CUSTOMER_OPTIONS = graphql(`
  query BranchCustomerOptions {
    branchCustomerOptions {
      id
      name
    }
  }
`);

export function useBranchCustomerOptions() {
  return useQuery({ query: CUSTOMER_OPTIONS });
}

const LEAD_OPTIONS = graphql(`
  query BranchLeadOptions($customer_id: Int!, $branch_id: Int) {
    branchLeadOptions(customer_id: $customer_id, branch_id: $branch_id) {
      id
      name
    }
  }
`);

/** Who may lead the branch: active users of its customer (paused until a customer is chosen). */
export function useBranchLeadOptions(customerId: string, branchId: string | undefined) {
  return useQuery({
    query: LEAD_OPTIONS,
    variables: { customer_id: Number(customerId), ...(branchId ? { branch_id: Number(branchId) } : {}) },
    pause: customerId === '',
  });
}

const FILTER_OPTIONS = graphql(`
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
`);

export function useBranchFilterOptions() {
  return useQuery({ query: FILTER_OPTIONS });
}
