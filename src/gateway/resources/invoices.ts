/**
 * Invoices (spec §7.11): the GET list with its query filters, the GET view, the customers and the
 * month-year options, and sending; the PDF download is a POST answering a file (download.ts).
 */
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';
import type { Page } from '../rest-adapter';
import type { InvoiceLineAnswer as InvoiceLineRecord, InvoiceParty, InvoiceStatus, InvoiceSummary as InvoiceRecord, InvoiceView as InvoiceViewRecord } from '../../domain/billing';

export type { InvoiceStatus, InvoiceParty, InvoiceRecord, InvoiceLineRecord, InvoiceViewRecord };

export interface InvoiceMonth {
  year: number;
  month: number;
  label: string;
}

export interface InvoiceListArgs {
  page_number: number;
  pageSize?: number | null;
  customer_id?: number | null;
  partner?: number | null;
  agent?: number | null;
  branch?: number | null;
  year?: number | null;
  month?: number | null;
}

/** The fields of an invoice in the list; its view adds the lines, the email and the recipients. */
const INVOICE_FIELDS = /* GraphQL */ `
    id: ID!
    number: String!
    customer: InvoiceParty!
    partner: InvoiceParty
    agent: InvoiceParty
    year: Int!
    month: Int!
    period: String!
    period_days: String!
    status: String!
    total: String!
    project_count: Int!
    add_on_count: Int!
    line_count: Int!
    issued_at: String
    sent_at: String
    sent_to: [String!]!
`;

const typeDefs = /* GraphQL */ `
  type InvoiceParty {
    id: ID!
    name: String!
  }

  type InvoiceProjectRef {
    id: ID!
    code: String!
  }

  type Invoice {
${INVOICE_FIELDS}  }

  type InvoiceLine {
    id: ID!
    kind: String!
    project: InvoiceProjectRef
    description: String!
    quantity: String!
    unit_price: String!
    amount: String!
  }

  type InvoiceView {
${INVOICE_FIELDS}    customer_email: String!
    lines: [InvoiceLine!]!
    recipients: [String!]!
  }

  type InvoicePage {
    data: [Invoice!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type InvoiceMonth {
    year: Int!
    month: Int!
    label: String!
  }

  extend type Query {
    "Invoices in the caller's scope, newest month first (spec §3 Invoice filters)."
    invoices(page_number: Int!, pageSize: Int, customer_id: Int, partner: Int, agent: Int, branch: Int, year: Int, month: Int): InvoicePage!
    invoice(id: ID!): InvoiceView!
    invoiceCustomers(partner: Int): [InvoiceParty!]!
    invoiceMonths: [InvoiceMonth!]!
  }

  extend type Mutation {
    "Emails the invoice PDF to the customer, its Email-CC list and the extra addresses."
    sendInvoice(id: ID!, emails: [String!]): InvoiceView!
  }
`;

/** The query string of the list: the arguments that are set. */
function listQuery(args: InvoiceListArgs): Record<string, number> {
  const query: Record<string, number> = {};
  for (const [key, value] of Object.entries(args)) if (typeof value === 'number') query[key] = value;
  return query;
}

export const invoices: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    invoices: (args: InvoiceListArgs, { signal }: GatewayContext) => guarded(api.data<Page<InvoiceRecord>>('invoices.list', { query: listQuery(args), signal })),
    invoice: ({ id }: { id: string }, { signal }: GatewayContext) => guarded(api.data<InvoiceViewRecord>('invoices.view', { query: { id }, signal })),
    invoiceCustomers: ({ partner }: { partner?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<InvoiceParty[]>('invoices.customers', { query: { partner: partner ?? undefined }, signal })),
    invoiceMonths: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<InvoiceMonth[]>('invoices.monthyear', { signal })),
    sendInvoice: ({ id, emails }: { id: string; emails?: string[] | null }, { signal }: GatewayContext) =>
      guarded(api.data<InvoiceViewRecord>('invoices.send', { body: { id: Number(id), ...(emails && emails.length > 0 ? { emails } : {}) }, signal })),
  }),
  cache: {
    keys: { Invoice: byId, InvoiceView: byId, InvoiceLine: byId, InvoicePage: embedded, InvoiceParty: embedded, InvoiceProjectRef: embedded, InvoiceMonth: embedded },
    mutations: { sendInvoice: (_result, _args, cache) => invalidateLists(cache, ['invoices']) },
  },
};
