/**
 * Profile and email CC (spec §7.11, §7.2): every signed-in account has its own profile; an email-CC
 * list is open to its user, the user's Customer Admin and administrators. Bodies change nothing: a
 * stale revision, empty passwords, a non-image upload, an invalid address. The image route is public
 * by design (served by unguessable name) and so is not in the matrix.
 */
import { adminsOnly, everyone, type AccessCase, type AccountEmail, type Outcome, type SeedIds } from './model';

const SUMMIT = 'Summit Builders';

/** Administrators, plus the accounts named. */
const adminsAnd =
  (...emails: AccountEmail[]) =>
  (email: AccountEmail): Outcome =>
    emails.includes(email) ? 'allow' : adminsOnly(email);

const pair = (ids: SeedIds, email: string) => `customer_id=${ids.customer(SUMMIT)}&user_id=${ids.user(email)}`;

export const PROFILE_CASES: readonly AccessCase[] = [
  { name: 'POST /profile/details', url: () => '/api/profile/details', expect: everyone },
  { name: 'POST /profile/update', url: () => '/api/profile/update', body: () => ({ name: 'Matrix Probe', two_factor: false, revision: 999_999 }), expect: everyone },
  { name: 'POST /profile/uploadimage', url: () => '/api/profile/uploadimage', expect: everyone },
  // No seeded account has an image, so there is nothing to remove: 404 for everyone.
  { name: 'POST /profile/deletefiles', url: () => '/api/profile/deletefiles', expect: () => 'hide' },
  { name: 'POST /profile/changepassword', url: () => '/api/profile/changepassword', body: () => ({ current_password: '', password: '', confirmpassword: '' }), expect: everyone },
  { name: 'GET /emailcc (a customer admin)', method: 'GET', url: (ids) => `/api/emailcc?${pair(ids, 'customeradmin@example.com')}`, expect: adminsAnd('customeradmin@example.com') },
  { name: 'GET /emailcc (a user)', method: 'GET', url: (ids) => `/api/emailcc?${pair(ids, 'user@example.com')}`, expect: adminsAnd('customeradmin@example.com', 'user@example.com') },
  {
    name: 'POST /emailcc/insert',
    url: () => '/api/emailcc/insert',
    body: (ids) => ({ customer_id: ids.customer(SUMMIT), user_id: ids.user('user@example.com'), emails: ['not an email'] }),
    expect: adminsAnd('customeradmin@example.com', 'user@example.com'),
  },
];
