/**
 * Manage Storage and Manage Approvals (spec §2.3, §7.11): the Storage key for storage, scoped to the
 * holder's customers; requests on the customer side only from its customer admins; alert emails and
 * approvals only for administrators and partners (approvals also need the Approval key).
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const PROVIDERS = new Set(['admin@example.com', 'ops@example.com', 'partner@example.com']);

/** Storage holders get past the guard to a 404 (no such record); everyone else 403. */
const storageMissing = (email: AccountEmail): Outcome => (holders('Storage')(email) === 'allow' ? 'hide' : 'deny');
/** Administrators and the partner (they hold Storage and Approval); everyone else 403. */
const providers = (email: AccountEmail): Outcome => (PROVIDERS.has(email) ? 'allow' : 'deny');
const providersMissing = (email: AccountEmail): Outcome => (PROVIDERS.has(email) ? 'hide' : 'deny');
/** Storage holders but the branch admin: a customer user must be its customer admin. */
const requesters = (email: AccountEmail): Outcome => (email === 'branchadmin@example.com' ? 'deny' : holders('Storage')(email));

export const STORAGE_CASES: readonly AccessCase[] = [
  { name: 'POST /storage', url: () => '/api/storage', body: () => ({ pageNumber: 1 }), expect: holders('Storage') },
  { name: 'POST /storage/export', url: () => '/api/storage/export', body: () => ({ search: 'a' }), expect: holders('Storage') },
  { name: 'POST /storage/filedetails (own customer)', url: () => '/api/storage/filedetails', body: () => ({ name: 'Summit Builders', pageNumber: 1 }), expect: holders('Storage') },
  { name: 'POST /storage/filedetails (Blue Harbor)', url: () => '/api/storage/filedetails', body: () => ({ name: 'Blue Harbor Construction', pageNumber: 1 }), expect: scopedHolders('Storage', []) },
  { name: 'POST /storage/filedetails/export (own customer)', url: () => '/api/storage/filedetails/export', body: () => ({ name: 'Summit Builders' }), expect: holders('Storage') },
  { name: 'POST /storage/filedetails/export (Blue Harbor)', url: () => '/api/storage/filedetails/export', body: () => ({ name: 'Blue Harbor Construction' }), expect: scopedHolders('Storage', []) },
  { name: 'GET /storage/downloadfile/{id}', method: 'GET', url: () => '/api/storage/downloadfile/project-999999', expect: storageMissing },
  { name: 'POST /storage/delete/{id}', url: () => '/api/storage/delete/project-999999', expect: storageMissing },
  { name: 'POST /storage/removemultifile', url: () => '/api/storage/removemultifile', body: () => ({ ids: ['project-999999', 'customer-999999'] }), expect: storageMissing },
  { name: 'POST /storage/request', url: () => '/api/storage/request', body: () => ({ requested_mb: 0, reason: '' }), expect: requesters },
  { name: 'POST /storage/alertemail', url: () => '/api/storage/alertemail', body: () => ({ customer_id: 0 }), expect: providers },
  { name: 'GET /storage/approvals', method: 'GET', url: () => '/api/storage/approvals?status=pending&page_number=1', expect: providers },
  { name: 'POST /storage/approvals/export', url: () => '/api/storage/approvals/export', body: () => ({ status: 'pending' }), expect: providers },
  { name: 'POST /storage/approve', url: () => '/api/storage/approve', body: () => ({ id: 999999, approve: true }), expect: providersMissing },
  { name: 'POST /storage/emailstatus', url: () => '/api/storage/emailstatus', body: () => ({ id: 999999 }), expect: providersMissing },
];
