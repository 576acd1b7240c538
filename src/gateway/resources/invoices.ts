/**
 * Invoices (spec §7.11): the GET list with its query filters, the GET view, the customers and the
 * month-year options, and sending; the PDF download is a POST answering a file (download.ts).
 */
import { byId, embedded, invalidateLists, pageSdl, restResolvers, type GatewayResource } from '../resource';

/** The fields of an invoice in the list; its view adds the lines, the email and the recipients. */
const INVOICE_FIELDS = /* GraphQL */ `
    id: ID!
    number: String!
    customer: NamedRef!
    partner: NamedRef
    agent: NamedRef
    year: Int!
    month: Int!
    period: String!
    period_days: String!
    status: InvoiceStatus!
    total: String!
    project_count: Int!
    add_on_count: Int!
    line_count: Int!
    issued_at: String
    sent_at: String
    sent_to: [String!]!
`;

const typeDefs = /* GraphQL */ `
  type InvoiceProjectRef {
    id: ID!
    code: String!
  }

  type Invoice {
${INVOICE_FIELDS}  }

  type InvoiceLine {
    id: ID!
    kind: InvoiceLineKind!
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

${pageSdl('Invoice')}
  type InvoiceMonth {
    year: Int!
    month: Int!
    label: String!
  }

  extend type Query {
    "Invoices in the caller's scope, newest month first (spec §3 Invoice filters)."
    invoices(page_number: Int!, pageSize: Int, customer_id: Int, partner: Int, agent: Int, branch: Int, year: Int, month: Int): InvoicePage!
    invoice(id: ID!): InvoiceView!
    invoiceCustomers(partner: Int): [NamedRef!]!
    invoiceMonths: [InvoiceMonth!]!
  }

  extend type Mutation {
    "Emails the invoice PDF to the customer, its Email-CC list and the extra addresses."
    sendInvoice(id: ID!, emails: [String!]): InvoiceView!
  }
`;

export const invoices: GatewayResource = {
  typeDefs,
  resolvers: (api) =>
    restResolvers(api, {
      invoices: 'invoices.list',
      invoice: 'invoices.view',
      invoiceCustomers: 'invoices.customers',
      invoiceMonths: 'invoices.monthyear',
      sendInvoice: { route: 'invoices.send', numbers: ['id'] },
    }),
  cache: {
    keys: { Invoice: byId, InvoiceView: byId, InvoiceLine: byId, InvoicePage: embedded, InvoiceProjectRef: embedded, InvoiceMonth: embedded },
    mutations: { sendInvoice: (_result, _args, cache) => invalidateLists(cache, ['invoices']) },
  },
};
