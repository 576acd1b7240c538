/**
 * Services, added services and software (spec §2.3, §7.10): services and add-ons are written by
 * administrators only; any signed-in user reads services, a service's software and the add-on and
 * software options (the forms offer them); software is guarded by its `Software` key.
 */
import { adminsOnly, everyone, holders, type AccessCase, type AccountEmail, type Outcome } from './model';

/** Past the guard, an unknown id is 404 (nothing is changed). */
const missingFor = (allowed: (email: AccountEmail) => Outcome) => (email: AccountEmail): Outcome => (allowed(email) === 'allow' ? 'hide' : 'deny');
const software = holders('Software');

export const CATALOG_CASES: readonly AccessCase[] = [
  { name: 'POST /services', url: () => '/api/services', body: () => ({ pageNumber: 1 }), expect: everyone },
  { name: 'POST /services/export', url: () => '/api/services/export', body: () => ({ sort: 'created' }), expect: everyone },
  { name: 'POST /services/create', url: () => '/api/services/create', body: () => ({ name: '' }), expect: adminsOnly },
  { name: 'POST /services/details/{id}', url: (ids) => `/api/services/details/${ids.service('Bid Review')}`, expect: everyone },
  {
    name: 'POST /services/update/{id}',
    url: (ids) => `/api/services/update/${ids.service('Bid Review')}`,
    body: () => ({ name: 'Matrix Probe', work_type: 'QTO', price: '1', revision: 999_999 }),
    expect: adminsOnly,
  },
  { name: 'POST /services/delete/{id}', url: () => '/api/services/delete/999999', expect: missingFor(adminsOnly) },
  { name: 'POST /services/status/{id}', url: (ids) => `/api/services/status/${ids.service('Bid Review')}`, body: () => ({ status: 'gone' }), expect: adminsOnly },
  { name: 'POST /services/addedservices', url: () => '/api/services/addedservices', expect: everyone },
  { name: 'GET /services/softwaredetail/{id}', method: 'GET', url: (ids) => `/api/services/softwaredetail/${ids.service('Bid Review')}`, expect: everyone },

  { name: 'POST /addons', url: () => '/api/addons', body: () => ({ pageNumber: 1 }), expect: adminsOnly },
  { name: 'POST /addons/export', url: () => '/api/addons/export', body: () => ({ sort: 'created' }), expect: adminsOnly },
  { name: 'POST /addons/create', url: () => '/api/addons/create', body: () => ({ name: '' }), expect: adminsOnly },
  { name: 'POST /addons/details/{id}', url: (ids) => `/api/addons/details/${ids.addedService('Bid Leveling')}`, expect: adminsOnly },
  {
    name: 'POST /addons/update/{id}',
    url: (ids) => `/api/addons/update/${ids.addedService('Bid Leveling')}`,
    body: () => ({ name: 'Matrix Probe', price: '1', revision: 999_999 }),
    expect: adminsOnly,
  },
  { name: 'POST /addons/delete/{id}', url: () => '/api/addons/delete/999999', expect: missingFor(adminsOnly) },
  { name: 'POST /addons/status/{id}', url: (ids) => `/api/addons/status/${ids.addedService('Bid Leveling')}`, body: () => ({ status: 'gone' }), expect: adminsOnly },

  { name: 'POST /softwares', url: () => '/api/softwares', body: () => ({ pageNumber: 1 }), expect: software },
  { name: 'POST /softwares/export', url: () => '/api/softwares/export', body: () => ({ sort: 'created' }), expect: software },
  { name: 'POST /softwares/create', url: () => '/api/softwares/create', body: () => ({ name: '' }), expect: software },
  { name: 'GET /softwares/details/{id}', method: 'GET', url: (ids) => `/api/softwares/details/${ids.software('PlanSwift')}`, expect: software },
  {
    name: 'POST /softwares/update/{id}',
    url: (ids) => `/api/softwares/update/${ids.software('PlanSwift')}`,
    body: () => ({ name: 'Matrix Probe', revision: 999_999 }),
    expect: software,
  },
  { name: 'POST /softwares/delete/{id}', url: () => '/api/softwares/delete/999999', expect: missingFor(software) },
  { name: 'POST /softwares/status/{id}', url: (ids) => `/api/softwares/status/${ids.software('PlanSwift')}`, body: () => ({ status: 'gone' }), expect: software },
  { name: 'GET /softwares/all', method: 'GET', url: () => '/api/softwares/all', expect: everyone },
  { name: 'GET /softwares/vendors', method: 'GET', url: () => '/api/softwares/vendors', expect: software },
];
