/**
 * Customers (spec §7.4): guarded by the `Customer` key (admins, partners, partner users, agents) and
 * held to the record scope: Summit Builders is Northwind's and agent Daniel Reyes's, so the partner,
 * partner user and agent reach it; Evergreen Homes (Keystone's) is 404 to all but administrators.
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const SUMMIT = 'Summit Builders';
const EVERGREEN = 'Evergreen Homes';
const NORTHWIND_SIDE: readonly AccountEmail[] = ['partner@example.com', 'partneruser@example.com', 'agent@example.com'];
const customer = holders('Customer');
const inSummitScope = scopedHolders('Customer', NORTHWIND_SIDE);
const adminsSee = scopedHolders('Customer', 'admins');
/** Past the guard, an unknown id is 404 for everyone (nothing is changed). */
const missing = (email: AccountEmail): Outcome => (customer(email) === 'allow' ? 'hide' : 'deny');
/** A valid edit from a revision that never was: 409 in scope, so nothing changes. */
const stale = { name: 'Matrix Probe', email: 'probe@example.com', revision: 999_999 };

export const CUSTOMER_CASES: readonly AccessCase[] = [
  { name: 'POST /customers', url: () => '/api/customers', body: () => ({ pageNumber: 1 }), expect: customer },
  { name: 'POST /customers/export', url: () => '/api/customers/export', body: () => ({ sort: 'created' }), expect: customer },
  { name: 'POST /customers/create', url: () => '/api/customers/create', body: () => ({ name: '' }), expect: customer },
  { name: 'POST /customers/details/{id} (in partner scope)', url: (ids) => `/api/customers/details/${ids.customer(SUMMIT)}`, expect: inSummitScope },
  { name: 'POST /customers/details/{id} (other partner)', url: (ids) => `/api/customers/details/${ids.customer(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /customers/update/{id} (in partner scope)', url: (ids) => `/api/customers/update/${ids.customer(SUMMIT)}`, body: () => stale, expect: inSummitScope },
  { name: 'POST /customers/update/{id} (other partner)', url: (ids) => `/api/customers/update/${ids.customer(EVERGREEN)}`, body: () => stale, expect: adminsSee },
  // Both have branches and users: refused with 409 where the caller may see them.
  { name: 'POST /customers/delete/{id} (in partner scope)', url: (ids) => `/api/customers/delete/${ids.customer(SUMMIT)}`, expect: inSummitScope },
  { name: 'POST /customers/delete/{id} (other partner)', url: (ids) => `/api/customers/delete/${ids.customer(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /customers/status/{id}', url: (ids) => `/api/customers/status/${ids.customer(SUMMIT)}`, body: () => ({ status: 'gone' }), expect: customer },
  // Neither is on a trial: 409 where the caller may see them.
  { name: 'POST /customers/extendTrial/{id} (in partner scope)', url: (ids) => `/api/customers/extendTrial/${ids.customer(SUMMIT)}`, body: () => ({ days: 5 }), expect: inSummitScope },
  { name: 'POST /customers/extendTrial/{id} (other partner)', url: (ids) => `/api/customers/extendTrial/${ids.customer(EVERGREEN)}`, body: () => ({ days: 5 }), expect: adminsSee },
  { name: 'POST /customers/services/{id}', url: (ids) => `/api/customers/services/${ids.customer(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /customers/addons/{id}', url: (ids) => `/api/customers/addons/${ids.customer(SUMMIT)}`, expect: inSummitScope },
  { name: 'POST /customers/partners', url: () => '/api/customers/partners', expect: customer },
  { name: 'POST /customers/agents', url: () => '/api/customers/agents', expect: customer },
  { name: 'POST /customers/salespersons', url: () => '/api/customers/salespersons', expect: customer },
  { name: 'POST /customers/subscriptions', url: () => '/api/customers/subscriptions', expect: customer },
  { name: 'POST /customers/services', url: () => '/api/customers/services', expect: customer },
  { name: 'POST /customers/addons', url: () => '/api/customers/addons', expect: customer },
  { name: 'POST /customers/otherservices', url: () => '/api/customers/otherservices', expect: customer },
  { name: 'POST /customers/partnersubscriptions', url: () => '/api/customers/partnersubscriptions', expect: customer },
  // Without a multipart body: 400 where the customer is in scope, 404 where it is not.
  { name: 'POST /customers/uploadfile/{id}', url: (ids) => `/api/customers/uploadfile/${ids.customer(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /customers/createfiledata/{id}', url: (ids) => `/api/customers/createfiledata/${ids.customer(SUMMIT)}`, body: () => ({ file_id: 999_999, description: '' }), expect: missing },
  { name: 'POST /customers/removefiledata/{id}', url: () => '/api/customers/removefiledata/999999', expect: missing },
  { name: 'GET /customers/downloadfile/{id}', method: 'GET', url: () => '/api/customers/downloadfile/999999', expect: missing },
];
