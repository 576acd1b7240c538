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

/** The cards a user sees: those whose key they hold; invoices never on guest-account billing. */
export function visibleCards(permissions: UserPermissions, billingType: string): DashboardCard[] {
  return DASHBOARD_CARDS.filter((card) => {
    const key = CARD_KEYS[card];
    if (key === null) return true;
    if (key === 'Invoice' && billingType === 'guest_account') return false;
    return can(permissions, key, 'view');
  });
}

/** What a `record:changed` of each type makes stale (types of server/realtime/plugin.ts). */
export const CARDS_OF_RECORD: Readonly<Record<string, readonly DashboardCard[]>> = {
  project: ['countdetails', 'projectstatus', 'userservice', 'projectdashboard', 'topcustomers', 'storagechart'],
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
