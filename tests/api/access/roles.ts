/** Roles and holidays (spec §7.2, §7.3): guarded by their keys, which only administrators hold. */
import { holders, type AccessCase } from './model';

const stale = { name: 'Matrix Probe', permissions: [], revision: 999_999 };

export const ROLE_CASES: readonly AccessCase[] = [
  { name: 'POST /roles', url: () => '/api/roles', body: () => ({ pageNumber: 1 }), expect: holders('Role') },
  { name: 'POST /roles/export', url: () => '/api/roles/export', body: () => ({ sort: 'created' }), expect: holders('Role') },
  { name: 'POST /roles/create', url: () => '/api/roles/create', body: () => ({ name: '' }), expect: holders('Role') },
  { name: 'POST /roles/role/{id}', url: (ids) => `/api/roles/role/${ids.role('User')}`, expect: holders('Role') },
  { name: 'POST /roles/update/{id}', url: (ids) => `/api/roles/update/${ids.role('User')}`, body: () => stale, expect: holders('Role') },
  { name: 'POST /roles/delete/{id}', url: (ids) => `/api/roles/delete/${ids.role('User')}`, expect: holders('Role') },
];

export const HOLIDAY_CASES: readonly AccessCase[] = [
  { name: 'POST /holidays', url: () => '/api/holidays', body: () => ({ pageNumber: 1 }), expect: holders('Holiday') },
  { name: 'POST /holidays/export', url: () => '/api/holidays/export', body: () => ({ sort: 'created' }), expect: holders('Holiday') },
  { name: 'POST /holidays/create', url: () => '/api/holidays/create', body: () => ({ holiday_name: '' }), expect: holders('Holiday') },
  { name: 'POST /holidays/details/{id}', url: (ids) => `/api/holidays/details/${ids.holiday('Christmas')}`, expect: holders('Holiday') },
  { name: 'POST /holidays/update/{id}', url: (ids) => `/api/holidays/update/${ids.holiday('Christmas')}`, body: () => ({ holiday_name: '' }), expect: holders('Holiday') },
  { name: 'POST /holidays/delete/{id}', url: () => '/api/holidays/delete/999999', expect: (email) => (holders('Holiday')(email) === 'allow' ? 'hide' : 'deny') },
  { name: 'GET /holidays/notification', method: 'GET', url: () => '/api/holidays/notification', expect: () => 'allow' },
];
