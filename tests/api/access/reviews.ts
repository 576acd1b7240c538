/**
 * NPS and reviews (spec §7.7): reading needs the NPS key (scope tested in tests/api/reviews.test.ts);
 * the popup check is for everyone signed in; rating and "not now" are for customer users only, refused
 * before the body is looked at — the bodies here are invalid, so nothing is written.
 */
import { holders, type AccessCase, type AccountEmail, type Outcome } from './model';

const CUSTOMER_USERS = new Set(['customeradmin@example.com', 'branchadmin@example.com', 'branchlead@example.com', 'user@example.com', 'guest@example.com', 'expired@example.com']);
const customerUsers = (email: AccountEmail): Outcome => (CUSTOMER_USERS.has(email) ? 'allow' : 'deny');

export const REVIEW_CASES: readonly AccessCase[] = [
  { name: 'POST /review', url: () => '/api/review', body: () => ({ pageNumber: 1 }), expect: holders('NPS') },
  { name: 'POST /review/export', url: () => '/api/review/export', body: () => ({ score_group: 'promoter' }), expect: holders('NPS') },
  { name: 'POST /nps', url: () => '/api/nps', body: () => ({}), expect: holders('NPS') },
  { name: 'POST /nps/details', url: () => '/api/nps/details', body: () => ({}), expect: holders('NPS') },
  { name: 'POST /review/filters/customers', url: () => '/api/review/filters/customers', expect: holders('NPS') },
  { name: 'POST /review/filters/branches', url: () => '/api/review/filters/branches', body: (ids) => ({ customer_id: ids.customer('Summit Builders') }), expect: holders('NPS') },
  { name: 'POST /review/filters/users', url: () => '/api/review/filters/users', body: () => ({}), expect: holders('NPS') },
  { name: 'POST /review/showratepop', url: () => '/api/review/showratepop', expect: () => 'allow' },
  { name: 'POST /review/create', url: () => '/api/review/create', body: () => ({ score: 11 }), expect: customerUsers },
  { name: 'POST /review/notnow', url: () => '/api/review/notnow', body: () => [], expect: customerUsers },
];
