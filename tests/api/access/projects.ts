/**
 * Projects core (spec §7.6): guarded by the `Enq` key, which every demo role holds, and held to the
 * project scope: Summit Builders' Denver Headquarters projects reach Northwind's side (partner,
 * partner user, agent), the customer admin and the Denver users; its Boulder projects the Boulder
 * users instead; "Maple Grove Medical Office" (Evergreen Homes, Keystone's) only administrators.
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const NORTHWIND_SIDE: readonly AccountEmail[] = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com'];
const DENVER_USERS: readonly AccountEmail[] = ['user@example.com', 'expired@example.com'];
const BOULDER_USERS: readonly AccountEmail[] = ['branchadmin@example.com', 'branchlead@example.com'];
const DENVER = 'Denver Office Fit-out';
const DENVER_STARTED = 'Union Station Retail';
const BOULDER = 'Boulder Library Renovation';
const EVERGREEN = 'Maple Grove Medical Office';

const enq = holders('Enq');
const inDenver = scopedHolders('Enq', [...NORTHWIND_SIDE, ...DENVER_USERS]);
const inBoulder = scopedHolders('Enq', [...NORTHWIND_SIDE, ...BOULDER_USERS]);
const adminsSee = scopedHolders('Enq', 'admins');
/** Agents watch projects: an edit or delete of one they see is 403. */
const notByAgents = (outcome: (email: AccountEmail) => Outcome) => (email: AccountEmail): Outcome => (email === 'agent@example.com' ? 'deny' : outcome(email));

/** A valid edit from a revision that never was: 409 in scope, 404 outside it; nothing changes. */
const stale = (ids: Parameters<AccessCase['url']>[0]) => ({ name: 'Matrix Probe', service_id: ids.service('Commercial Quantity Take-Off'), due_date: '2099-01-05', revision: 999_999 });

export const PROJECT_CASES: readonly AccessCase[] = [
  { name: 'POST /projects', url: () => '/api/projects', body: () => ({ pageNumber: 1 }), expect: enq },
  { name: 'POST /projects/create', url: () => '/api/projects/create', body: () => ({ name: '' }), expect: enq },
  { name: 'GET /projects/details/{id} (Denver)', method: 'GET', url: (ids) => `/api/projects/details/${ids.project(DENVER)}`, expect: inDenver },
  { name: 'POST /projects/details/{id} (Boulder)', url: (ids) => `/api/projects/details/${ids.project(BOULDER)}`, expect: inBoulder },
  { name: 'POST /projects/details/{id} (other partner)', url: (ids) => `/api/projects/details/${ids.project(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /projects/detailed/{id} (Denver)', url: (ids) => `/api/projects/detailed/${ids.project(DENVER_STARTED)}`, expect: inDenver },
  { name: 'POST /projects/detailed/{id} (other partner)', url: (ids) => `/api/projects/detailed/${ids.project(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /projects/update/{id} (Boulder)', url: (ids) => `/api/projects/update/${ids.project(BOULDER)}`, body: stale, expect: notByAgents(inBoulder) },
  { name: 'POST /projects/update/{id} (other partner)', url: (ids) => `/api/projects/update/${ids.project(EVERGREEN)}`, body: stale, expect: adminsSee },
  // In progress: refused with 409 wherever the caller sees it.
  { name: 'POST /projects/delete/{id} (Denver, in progress)', url: (ids) => `/api/projects/delete/${ids.project(DENVER_STARTED)}`, expect: notByAgents(inDenver) },
  { name: 'POST /projects/delete/{id} (Boulder, on hold)', url: (ids) => `/api/projects/delete/${ids.project(BOULDER)}`, expect: notByAgents(inBoulder) },
  { name: 'POST /projects/checkstatus/{id} (Denver)', url: (ids) => `/api/projects/checkstatus/${ids.project(DENVER)}`, expect: inDenver },
  { name: 'POST /projects/checkstatus/{id} (other partner)', url: (ids) => `/api/projects/checkstatus/${ids.project(EVERGREEN)}`, expect: adminsSee },
  { name: 'POST /projects/globalsearch', url: () => '/api/projects/globalsearch', body: () => ({ search: 'Denver', pageNumber: 1 }), expect: enq },
  { name: 'POST /projects/filtercustomers', url: () => '/api/projects/filtercustomers', expect: enq },
  { name: 'POST /projects/filterpartners', url: () => '/api/projects/filterpartners', expect: enq },
  { name: 'POST /projects/filterbranches', url: () => '/api/projects/filterbranches', body: (ids) => ({ customer_id: ids.customer('Summit Builders') }), expect: enq },
  { name: 'POST /projects/users', url: () => '/api/projects/users', expect: enq },
  { name: 'POST /projects/branches', url: () => '/api/projects/branches', body: (ids) => ({ customer_id: ids.customer('Summit Builders') }), expect: enq },
  { name: 'POST /projects/services', url: () => '/api/projects/services', expect: enq },
  { name: 'POST /projects/addedservices', url: () => '/api/projects/addedservices', expect: enq },
  { name: 'POST /projects/agents', url: () => '/api/projects/agents', expect: enq },
  { name: 'POST /projects/scopebyservice/{id}', url: (ids) => `/api/projects/scopebyservice/${ids.service('Bid Review')}`, expect: enq },
  { name: 'POST /projects/demoprojects', url: () => '/api/projects/demoprojects', expect: enq },
  { name: 'POST /projects/rfiprojects', url: () => '/api/projects/rfiprojects', body: () => ({ pageNumber: 1 }), expect: enq },
  { name: 'POST /projects/fetchleave', url: () => '/api/projects/fetchleave', body: () => ({ from: '2026-01-01', to: '2027-12-31' }), expect: enq },
];
