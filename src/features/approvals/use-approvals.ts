/** The approvals listing, its filter options, and the decision and email-resend writes (src/gateway/resources/storage.ts). */
import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../gateway/graphql';

const REQUEST_FIELDS = graphql(`
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
`);

/** A storage request as the approvals screens read it. */
export type StorageRequestRow = ResultOf<typeof REQUEST_FIELDS>;

export const APPROVALS_QUERY = graphql(
  `
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
`,
  [REQUEST_FIELDS],
);

export interface ApprovalFilters {
  customer_id?: string;
  partner?: string;
  status?: string;
  page_number: number;
}

export function useApprovals(variables: ApprovalFilters) {
  return useQuery({ query: APPROVALS_QUERY, variables });
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

export const DECIDE = graphql(
  `
  mutation DecideStorageRequest($id: ID!, $approve: Boolean!, $note: String) {
    decideStorageRequest(id: $id, approve: $approve, note: $note) {
      ...StorageRequestFields
    }
  }
`,
  [REQUEST_FIELDS],
);

export function useDecide() {
  return useMutation(DECIDE);
}

export const RESEND = graphql(
  `
  mutation ResendStorageEmail($id: ID!) {
    resendStorageEmail(id: $id) {
      ...StorageRequestFields
    }
  }
`,
  [REQUEST_FIELDS],
);

export function useResendEmail() {
  return useMutation(RESEND);
}
