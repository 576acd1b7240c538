/**
 * The dashboard's cards (spec §1, §7.12): each card's API name, the permission key that lets a user
 * see it (the server answers 403 without it, and the screen leaves the card out), and which cards a
 * pushed `record:changed` of each record type makes stale. Pure, shared by the screen, its live
 * machine and the tests.
 */
import { can, type PermissionKey, type UserPermissions } from './permissions';

export const DASHBOARD_CARDS = [
  'countdetails',
  'npschart',
  'subscriptionchart',
  'partners',
  'customers',
  'agents',
  'topcustomers',
  'topbranches',
  'topbillings',
  'latestreviews',
  'invoice',
  'invoicegraph',
  'storagechart',
  'storageemailstatus',
  'projectstatus',
  'userservice',
  'projectdashboard',
] as const;

export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** The key each card needs (`view`); the count details are for everyone (each count under its own key). */
export const CARD_KEYS: Record<DashboardCard, PermissionKey | null> = {
  countdetails: null,
  npschart: 'NPS',
  subscriptionchart: 'Customer',
  partners: 'Partner',
  customers: 'Customer',
  agents: 'Agents',
  topcustomers: 'Enq',
  topbranches: 'Enq',
  topbillings: 'Invoice',
  latestreviews: 'NPS',
  invoice: 'Invoice',
  invoicegraph: 'Invoice',
  storagechart: 'Storage',
  storageemailstatus: 'Storage',
  projectstatus: 'Enq',
  userservice: 'Enq',
  projectdashboard: 'Enq',
};

/**
 * Whose projects the dashboard ranks: customers (staff, partners, agents), the branches of one
 * customer (a customer user, or the customer dashboard, where a Top 5 Customers would be one row), or
 * nothing for a user who sees one branch (its ranking would be one row too; Projects by Service is
 * its breakdown).
 */
export type ProjectReach = 'customers' | 'branches' | 'branch';

/** The project reach of a user (`ownCustomerId`, `ownBranchOnly` as src/features/projects/project-scope.ts), on `/` or a customer dashboard. */
export function projectReach(scope: { ownCustomerId: number | null; ownBranchOnly: boolean }, customerDashboard: boolean): ProjectReach {
  if (scope.ownCustomerId !== null) return scope.ownBranchOnly ? 'branch' : 'branches';
  return customerDashboard ? 'branches' : 'customers';
}

const TOP_CARD: Record<ProjectReach, DashboardCard | null> = { customers: 'topcustomers', branches: 'topbranches', branch: null };

/**
 * The cards a user sees: those whose key they hold; invoices never on guest-account billing; of the
 * two project rankings the one that fits the reach.
 */
export function visibleCards(permissions: UserPermissions, billingType: string, reach: ProjectReach = 'customers'): DashboardCard[] {
  return DASHBOARD_CARDS.filter((card) => {
    if ((card === 'topcustomers' || card === 'topbranches') && TOP_CARD[reach] !== card) return false;
    const key = CARD_KEYS[card];
    if (key === null) return true;
    if (key === 'Invoice' && billingType === 'guest_account') return false;
    return can(permissions, key, 'view');
  });
}

/** What a `record:changed` of each type makes stale (types of server/realtime/plugin.ts). */
export const CARDS_OF_RECORD: Readonly<Record<string, readonly DashboardCard[]>> = {
  project: ['countdetails', 'projectstatus', 'userservice', 'projectdashboard', 'topcustomers', 'topbranches', 'storagechart'],
  customer: ['countdetails', 'customers', 'subscriptionchart', 'topcustomers', 'topbillings', 'storagechart'],
  partner: ['countdetails', 'partners'],
  agent: ['countdetails', 'agents'],
  user: ['countdetails'],
  service: ['userservice'],
  invoice: ['invoice', 'invoicegraph', 'topbillings'],
  storage: ['storagechart', 'storageemailstatus'],
  review: ['countdetails', 'npschart', 'latestreviews'],
};

/** The cards among `shown` that a change of `type` makes stale. */
export function cardsAffectedBy(type: string, shown: readonly DashboardCard[]): DashboardCard[] {
  const affected = CARDS_OF_RECORD[type] ?? [];
  return shown.filter((card) => affected.includes(card));
}
