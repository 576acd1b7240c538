/**
 * Users and branches (spec §7.9): guarded by the User and Branch keys and held to each account's
 * scope. Writes carry invalid or stale bodies, or name a record whose delete is refused.
 */
import { holders, scopedHolders, type AccessCase, type SeedIds } from './model';

const SUMMIT = 'Summit Builders';
const RIVERSTONE = 'Riverstone Contractors';

/** A valid update of user@example.com from a revision it never had: 409 in scope, 404 outside. */
const staleUser = (ids: SeedIds) => ({
  name: 'Uma Patel',
  email: 'user@example.com',
  role_id: ids.role('User'),
  type: 'User',
  customer_id: ids.customer(SUMMIT),
  branch_id: ids.branch(SUMMIT, 'Denver Headquarters'),
  revision: 999_999,
});

export const USER_CASES: readonly AccessCase[] = [
  { name: 'POST /users', url: () => '/api/users', body: () => ({ pageNumber: 1 }), expect: holders('User') },
  { name: 'POST /users/export', url: () => '/api/users/export', body: () => ({ sort: 'created' }), expect: holders('User') },
  { name: 'POST /users/create', url: () => '/api/users/create', body: () => ({ name: '' }), expect: holders('User') },
  {
    name: 'POST /users/details/{id}',
    url: (ids) => `/api/users/details/${ids.user('user@example.com')}`,
    expect: scopedHolders('User', ['partner@example.com', 'customeradmin@example.com']),
  },
  {
    name: 'POST /users/update/{id}',
    url: (ids) => `/api/users/update/${ids.user('user@example.com')}`,
    body: staleUser,
    expect: scopedHolders('User', ['partner@example.com', 'customeradmin@example.com']),
  },
  {
    // The branch lead's delete is refused (409): they lead Boulder.
    name: 'POST /users/delete/{id}',
    url: (ids) => `/api/users/delete/${ids.user('branchlead@example.com')}`,
    expect: scopedHolders('User', ['partner@example.com', 'customeradmin@example.com', 'branchadmin@example.com']),
  },
  { name: 'POST /users/status/{id}', url: (ids) => `/api/users/status/${ids.user('user@example.com')}`, body: () => ({ status: 'asleep' }), expect: holders('User') },
  ...['roles', 'customers', 'branches', 'partners', 'agents', 'filterRoles', 'filterCustomers', 'filterBranches'].map(
    (list): AccessCase => ({ name: `POST /users/${list}`, url: () => `/api/users/${list}`, body: () => ({}), expect: holders('User') }),
  ),
];

export const BRANCH_CASES: readonly AccessCase[] = [
  { name: 'POST /branches', url: () => '/api/branches', body: () => ({ pageNumber: 1 }), expect: holders('Branch') },
  { name: 'POST /branches/export', url: () => '/api/branches/export', body: () => ({ sort: 'created' }), expect: holders('Branch') },
  { name: 'POST /branches/create', url: () => '/api/branches/create', body: () => ({ name: '' }), expect: holders('Branch') },
  {
    name: 'POST /branches/details/{id}',
    url: (ids) => `/api/branches/details/${ids.branch(RIVERSTONE, 'Greeley')}`,
    expect: scopedHolders('Branch', ['partner@example.com']),
  },
  {
    name: 'POST /branches/scopeofwork/{id}',
    url: (ids) => `/api/branches/scopeofwork/${ids.branch(RIVERSTONE, 'Greeley')}`,
    expect: scopedHolders('Branch', ['partner@example.com']),
  },
  {
    name: 'POST /branches/update/{id}',
    url: (ids) => `/api/branches/update/${ids.branch(RIVERSTONE, 'Greeley')}`,
    body: (ids) => ({ name: 'Greeley', customer_id: ids.customer(RIVERSTONE), revision: 999_999 }),
    expect: scopedHolders('Branch', ['partner@example.com']),
  },
  {
    // Refused (409) where seen: users belong to it.
    name: 'POST /branches/delete/{id}',
    url: (ids) => `/api/branches/delete/${ids.branch(SUMMIT, 'Denver Headquarters')}`,
    expect: scopedHolders('Branch', ['partner@example.com', 'customeradmin@example.com']),
  },
  { name: 'POST /branches/status/{id}', url: (ids) => `/api/branches/status/${ids.branch(SUMMIT, 'Boulder')}`, body: () => ({ status: 'closed' }), expect: holders('Branch') },
  { name: 'POST /branches/customers', url: () => '/api/branches/customers', body: () => ({}), expect: holders('Branch') },
  { name: 'POST /branches/filters', url: () => '/api/branches/filters', body: () => ({}), expect: holders('Branch') },
  {
    name: 'POST /branches/branchlead',
    url: () => '/api/branches/branchlead',
    body: (ids) => ({ customer_id: ids.customer(RIVERSTONE) }),
    expect: scopedHolders('Branch', ['partner@example.com']),
  },
];
