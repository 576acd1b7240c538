/**
 * The authorization matrix's vocabulary: the demo accounts of DESIGN §8, what each case expects of
 * each account, and the seeded records cases point at. Each resource's cases live in their own file
 * here; table.ts joins them and access-matrix.test.ts runs every case for every account.
 */
import { DEMO_ACCOUNTS } from '../../unit/demo-accounts';
import type { PermissionKey } from '../../../src/domain/permissions';

/** `allow`: past the guard (any answer but 401, 403 or 5xx); `deny`: 403; `hide`: 404 (out of scope). */
export type Outcome = 'allow' | 'deny' | 'hide';

export const ACCOUNT_EMAILS = DEMO_ACCOUNTS.map((account) => account.email).concat('expired@example.com');
export type AccountEmail = string;

/** The seeded records a case may point at, by name (or email for users). */
export interface SeedIds {
  role(name: string): number;
  customer(name: string): number;
  branch(customer: string, name: string): number;
  partner(name: string): number;
  agent(email: string): number;
  user(email: string): number;
  service(name: string): number;
  addedService(name: string): number;
  software(name: string): number;
  holiday(name: string): number;
  /** A seeded project by its name (server/db/seed-projects.ts), e.g. 'Denver Office Fit-out'. */
  project(name: string): number;
}

export interface AccessCase {
  /** e.g. "POST /roles (list)". */
  name: string;
  method?: 'GET' | 'POST';
  url(ids: SeedIds): string;
  /** A body that changes nothing when accepted (an invalid or stale one for writes). */
  body?(ids: SeedIds): object;
  expect(email: AccountEmail): Outcome;
}

const KEYS_OF = new Map<string, readonly PermissionKey[]>(DEMO_ACCOUNTS.map((account) => [account.email, account.keys]));
// expired@example.com holds the User role, like user@example.com.
KEYS_OF.set('expired@example.com', KEYS_OF.get('user@example.com') ?? []);
const ADMINS = new Set(DEMO_ACCOUNTS.filter((account) => account.user.is_admin).map((account) => account.email));

/** Allowed for the accounts whose role holds the key (the seed gives each listed key every action but seeAll). */
export function holders(key: PermissionKey): (email: AccountEmail) => Outcome {
  return (email) => ((KEYS_OF.get(email) ?? []).includes(key) ? 'allow' : 'deny');
}

/** Allowed for administrators only. */
export const adminsOnly = (email: AccountEmail): Outcome => (ADMINS.has(email) ? 'allow' : 'deny');

/** Allowed for every signed-in account. */
export const everyone = (): Outcome => 'allow';

/** Holders of the key see the record when `inScope` says so, and get 404 otherwise. */
export function scopedHolders(key: PermissionKey, inScope: readonly AccountEmail[] | 'admins'): (email: AccountEmail) => Outcome {
  const holds = holders(key);
  return (email) => {
    if (holds(email) === 'deny') return 'deny';
    if (ADMINS.has(email)) return 'allow';
    return inScope !== 'admins' && inScope.includes(email) ? 'allow' : 'hide';
  };
}
