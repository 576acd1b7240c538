/** The approvals listing, its filter options, and the decision and email-resend writes (src/gateway/resources/storage.ts). */
import { gql, useMutation, useQuery } from 'urql';
import { graphql } from '../../gateway/graphql';
import type { StorageRequestRecord } from '../../gateway/resources/storage';

const REQUEST_FIELDS = gql`
  fragment StorageRequestFields on StorageRequest {
    id
    customer_id
    customer_name
    partner_id
    partner_name
    quota_mb
    requested_mb
    reason
    status
    requested_by {
      id
      name
    }
    decided_by {
      id
      name
    }
    decided_at
    decision_note
    email_status
    emailed_at
    created_at
  }
`;

export const APPROVALS_QUERY = gql`
  query StorageApprovals($customer_id: String, $partner: String, $status: String, $page_number: Int!) {
    storageApprovals(customer_id: $customer_id, partner: $partner, status: $status, page_number: $page_number) {
      total
      hasMore
      pageNumber
      data {
        ...StorageRequestFields
      }
    }
  }
  ${REQUEST_FIELDS}
`;

export interface ApprovalsPage {
  total: number;
  hasMore: boolean;
  pageNumber: number;
  data: StorageRequestRecord[];
}

export interface ApprovalFilters {
  customer_id?: string;
  partner?: string;
  status?: string;
  page_number: number;
}

export function useApprovals(variables: ApprovalFilters) {
  return useQuery<{ storageApprovals: ApprovalsPage }>({ query: APPROVALS_QUERY, variables });
}

const FILTER_OPTIONS = graphql(`
  query ApprovalFilterOptions($partners: Boolean!) {
    projectFilterCustomers {
      id
      name
    }
    projectFilterPartners @include(if: $partners) {
      id
      name
    }
  }
`);

/** The customers (and, for administrators, partners) to filter by: the projects' filter lists, in the same scope. */
export function useApprovalFilterOptions(partners: boolean) {
  return useQuery({ query: FILTER_OPTIONS, variables: { partners } });
}

export const DECIDE = gql`
  mutation DecideStorageRequest($id: ID!, $approve: Boolean!, $note: String) {
    decideStorageRequest(id: $id, approve: $approve, note: $note) {
      ...StorageRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export function useDecide() {
  return useMutation<{ decideStorageRequest: StorageRequestRecord }, { id: string; approve: boolean; note?: string }>(DECIDE);
}

export const RESEND = gql`
  mutation ResendStorageEmail($id: ID!) {
    resendStorageEmail(id: $id) {
      ...StorageRequestFields
    }
  }
  ${REQUEST_FIELDS}
`;

export function useResendEmail() {
  return useMutation<{ resendStorageEmail: StorageRequestRecord }, { id: string }>(RESEND);
}
