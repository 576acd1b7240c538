/** The invoice queries of the two screens (list, view, filter options) and the send mutation. */
import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '../../gateway/graphql';
import { mutationHook } from '../../ui/records/record-operations';

/** What a row and the view both read (Invoice and InvoiceView share these fields, as the gateway's types do; a literal, so gql.tada reads it). */
const HEAD_FIELDS = /* GraphQL */ `
    id
    number
    customer {
      id
      name
    }
    partner {
      id
      name
    }
    year
    month
    period
    status
    total
    issued_at
    sent_at
`;

const SUMMARY_FIELDS = graphql(`
  fragment InvoiceSummaryFields on Invoice {
    ${HEAD_FIELDS}
    project_count
    add_on_count
    line_count
  }
`);

export const INVOICES_QUERY = graphql(
  `
  query Invoices($page_number: Int!, $pageSize: Int, $customer_id: Int, $partner: Int, $agent: Int, $branch: Int, $year: Int, $month: Int) {
    invoices(page_number: $page_number, pageSize: $pageSize, customer_id: $customer_id, partner: $partner, agent: $agent, branch: $branch, year: $year, month: $month) {
      total
      hasMore
      pageNumber
      data {
        ...InvoiceSummaryFields
      }
    }
  }
`,
  [SUMMARY_FIELDS],
);

export type InvoicesVariables = VariablesOf<typeof INVOICES_QUERY>;
export type InvoiceRow = ResultOf<typeof SUMMARY_FIELDS>;

export function useInvoices(variables: InvoicesVariables, pause = false) {
  return useQuery({ query: INVOICES_QUERY, variables, pause });
}

export const INVOICE_QUERY = graphql(`
  query Invoice($id: ID!) {
    invoice(id: $id) {
      ${HEAD_FIELDS}
      period_days
      sent_to
      customer_email
      recipients
      lines {
        id
        kind
        project {
          id
          code
        }
        description
        quantity
        unit_price
        amount
      }
    }
  }
`);

export type InvoiceDetails = ResultOf<typeof INVOICE_QUERY>['invoice'];

export function useInvoice(id: string | null) {
  return useQuery({ query: INVOICE_QUERY, variables: { id: id ?? '' }, pause: id === null });
}

const OPTIONS_QUERY = graphql(`
  query InvoiceFilterOptions($partner: Int, $customer_id: Int, $withPartners: Boolean!, $withAgents: Boolean!, $withCustomers: Boolean!) {
    invoiceMonths {
      year
      month
      label
    }
    invoiceCustomers(partner: $partner) @include(if: $withCustomers) {
      id
      name
    }
    projectFilterPartners @include(if: $withPartners) {
      id
      name
    }
    projectAgentOptions @include(if: $withAgents) {
      id
      name
    }
    projectFilterBranches(customer_id: $customer_id) {
      id
      name
    }
  }
`);

export function useInvoiceOptions(variables: VariablesOf<typeof OPTIONS_QUERY>) {
  return useQuery({ query: OPTIONS_QUERY, variables });
}

/** Sends the invoice to its customer; the answer updates the cached invoice. */
export const useSendInvoice = mutationHook(graphql(`mutation SendInvoice($id: ID!) { sendInvoice(id: $id) { id status sent_at sent_to } }`));
