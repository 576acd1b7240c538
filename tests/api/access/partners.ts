/**
 * Partners and agents (spec §7.10, §7.5): `Partner` only administrators hold; `Agents` administrators
 * (every agent) and partner@ (its own partner's agents, others are 404).
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const NORTHWIND = 'Northwind Estimating Partners';
const DANIEL = 'agent@northwind.example.com';
const MARCUS = 'marcus@pacificbid.example.com';
/** Past the guard, a missing record is 404 for everyone allowed. */
const missing = (key: 'Partner' | 'Agents') => (email: AccountEmail): Outcome => (holders(key)(email) === 'allow' ? 'hide' : 'deny');
const staleAgent = { name: 'Matrix Probe', email: 'matrix.probe@example.com', revision: 999_999 };

export const PARTNER_CASES: readonly AccessCase[] = [
  { name: 'POST /partners', url: () => '/api/partners', body: () => ({ pageNumber: 1 }), expect: holders('Partner') },
  { name: 'POST /partners/export', url: () => '/api/partners/export', body: () => ({ sort: 'created' }), expect: holders('Partner') },
  { name: 'POST /partners/create', url: () => '/api/partners/create', body: () => ({ name: '' }), expect: holders('Partner') },
  { name: 'POST /partners/details/{id}', url: (ids) => `/api/partners/details/${ids.partner(NORTHWIND)}`, expect: holders('Partner') },
  {
    name: 'POST /partners/update/{id}',
    url: (ids) => `/api/partners/update/${ids.partner(NORTHWIND)}`,
    body: () => ({ name: 'Matrix Probe', email: 'probe@example.com', revision: 999_999 }),
    expect: holders('Partner'),
  },
  { name: 'POST /partners/delete/{id}', url: () => '/api/partners/delete/999999', expect: missing('Partner') },
  { name: 'POST /partners/status/{id}', url: (ids) => `/api/partners/status/${ids.partner(NORTHWIND)}`, body: () => ({ status: 'closed' }), expect: holders('Partner') },
  { name: 'POST /partners/uploadfile/{id}', url: (ids) => `/api/partners/uploadfile/${ids.partner(NORTHWIND)}`, expect: holders('Partner') },
  { name: 'POST /partners/createfiledata/{id}', url: (ids) => `/api/partners/createfiledata/${ids.partner(NORTHWIND)}`, body: () => ({}), expect: holders('Partner') },
  { name: 'POST /partners/removefiledata/{id}', url: () => '/api/partners/removefiledata/999999', expect: missing('Partner') },
  { name: 'GET /partners/downloadfile/{id}', method: 'GET', url: () => '/api/partners/downloadfile/999999', expect: missing('Partner') },
  { name: 'POST /partners/catalogue', url: () => '/api/partners/catalogue', expect: holders('Partner') },
  { name: 'POST /partners/services/{id}', url: (ids) => `/api/partners/services/${ids.partner(NORTHWIND)}`, expect: holders('Partner') },
  { name: 'POST /partners/addons/{id}', url: (ids) => `/api/partners/addons/${ids.partner(NORTHWIND)}`, expect: holders('Partner') },
  { name: 'POST /partners/servicedetail/{id}', url: (ids) => `/api/partners/servicedetail/${ids.service('Residential Quantity Take-Off')}`, expect: holders('Partner') },
  { name: 'POST /partners/getpricebysoftware', url: () => '/api/partners/getpricebysoftware', body: () => ({}), expect: holders('Partner') },
  {
    name: 'GET /partners/softwaresbyservice/{id}',
    method: 'GET',
    url: (ids) => `/api/partners/softwaresbyservice/${ids.service('Residential Quantity Take-Off')}`,
    expect: holders('Partner'),
  },
  { name: 'GET /partners/servicesdropdown/{id}', method: 'GET', url: (ids) => `/api/partners/servicesdropdown/${ids.partner(NORTHWIND)}`, expect: holders('Partner') },
];

export const AGENT_CASES: readonly AccessCase[] = [
  { name: 'GET /agents', method: 'GET', url: () => '/api/agents?pageNumber=1', expect: holders('Agents') },
  { name: 'POST /agents/export', url: () => '/api/agents/export', body: () => ({ sort: 'created' }), expect: holders('Agents') },
  { name: 'GET /agents/bypartner', method: 'GET', url: (ids) => `/api/agents/bypartner?partner=${ids.partner(NORTHWIND)}`, expect: holders('Agents') },
  { name: 'GET /agents/details/{id} (own partner)', method: 'GET', url: (ids) => `/api/agents/details/${ids.agent(DANIEL)}`, expect: holders('Agents') },
  { name: 'GET /agents/details/{id} (other partner)', method: 'GET', url: (ids) => `/api/agents/details/${ids.agent(MARCUS)}`, expect: scopedHolders('Agents', 'admins') },
  { name: 'POST /agents/create', url: () => '/api/agents/create', body: () => ({ name: '' }), expect: holders('Agents') },
  { name: 'POST /agents/update/{id} (own partner)', url: (ids) => `/api/agents/update/${ids.agent(DANIEL)}`, body: () => staleAgent, expect: holders('Agents') },
  { name: 'POST /agents/update/{id} (other partner)', url: (ids) => `/api/agents/update/${ids.agent(MARCUS)}`, body: () => staleAgent, expect: scopedHolders('Agents', 'admins') },
  { name: 'POST /agents/delete/{id}', url: () => '/api/agents/delete/999999', expect: missing('Agents') },
  { name: 'POST /agents/status', url: () => '/api/agents/status', body: (ids) => ({ id: ids.agent(MARCUS), status: 'closed' }), expect: holders('Agents') },
  { name: 'POST /agents/partners', url: () => '/api/agents/partners', expect: holders('Agents') },
  {
    name: 'POST /agents/partnersubscriptions (other partner)',
    url: () => '/api/agents/partnersubscriptions',
    body: (ids) => ({ agent_id: ids.agent(MARCUS) }),
    expect: scopedHolders('Agents', 'admins'),
  },
  { name: 'POST /agents/attachment', url: () => '/api/agents/attachment', expect: holders('Agents') },
  { name: 'GET /agents/downloadfile/{id}', method: 'GET', url: () => '/api/agents/downloadfile/999999', expect: missing('Agents') },
  { name: 'POST /agents/removefile/{id}', url: () => '/api/agents/removefile/999999', expect: missing('Agents') },
  { name: 'POST /agents/softwaresbyservice', url: () => '/api/agents/softwaresbyservice', body: () => ({}), expect: holders('Agents') },
];
