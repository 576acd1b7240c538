/**
 * Invoices (spec §7.11): holders of Invoice read (update sends) within their scope, but never users
 * with billing type guest_account (403 whatever their role holds, spec §2.3). The invoice-by-id routes
 * point at an id no invoice has: holders get 404 past the guards, everyone else 403 (scope itself is
 * checked per account in tests/api/invoices.test.ts). Reads rebuild only the running month; sending
 * a missing invoice changes nothing.
 */
import { holders, type AccessCase, type AccountEmail, type Outcome } from './model';

const GUEST = 'guest@example.com';
const MISSING = 2_147_483_647;

/** Invoice holders, guest_account billing refused. */
const invoiceHolders = (email: AccountEmail): Outcome => (email === GUEST ? 'deny' : holders('Invoice')(email));
/** The same callers, answered 404 for an invoice that is not there. */
const missingInvoice = (email: AccountEmail): Outcome => (invoiceHolders(email) === 'allow' ? 'hide' : 'deny');

export const INVOICE_CASES: readonly AccessCase[] = [
  { name: 'GET /invoices', method: 'GET', url: (ids) => `/api/invoices?customer_id=${ids.customer('Summit Builders')}&page_number=1`, expect: invoiceHolders },
  { name: 'POST /invoices/export', url: () => '/api/invoices/export', body: (ids) => ({ customer_id: ids.customer('Summit Builders') }), expect: invoiceHolders },
  { name: 'GET /invoices/view', method: 'GET', url: () => `/api/invoices/view?id=${MISSING}`, expect: missingInvoice },
  { name: 'POST /invoices/download', url: () => '/api/invoices/download', body: () => ({ id: MISSING }), expect: missingInvoice },
  { name: 'POST /invoices/send', url: () => '/api/invoices/send', body: () => ({ id: MISSING }), expect: missingInvoice },
  { name: 'GET /invoices/customers', method: 'GET', url: (ids) => `/api/invoices/customers?partner=${ids.partner('Northwind Estimating Partners')}`, expect: invoiceHolders },
  { name: 'GET /invoices/monthyear', method: 'GET', url: () => '/api/invoices/monthyear', expect: invoiceHolders },
];
