/**
 * The dashboard cards (spec §7.12): the count details for everyone, every other card for holders of
 * its key (invoices never for guest-account billing), and the customer dashboard's `customer_id`
 * held to the scope: Summit Builders is every demo account's own or their partner's and agent's
 * customer, Evergreen Homes (Keystone's) only administrators'. What each card answers per scope is
 * tested in tests/api/dashboard.test.ts.
 */
import type { PermissionKey } from '../../../src/domain/permissions';
import { everyone, holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

const SUMMIT = 'Summit Builders';
const EVERGREEN = 'Evergreen Homes';

const CARD_KEYS: [string, PermissionKey][] = [
  ['npschart', 'NPS'],
  ['subscriptionchart', 'Customer'],
  ['partners', 'Partner'],
  ['customers', 'Customer'],
  ['agents', 'Agents'],
  ['topcustomers', 'Enq'],
  ['topbranches', 'Enq'],
  ['topbillings', 'Invoice'],
  ['latestreviews', 'NPS'],
  ['invoice', 'Invoice'],
  ['invoicegraph', 'Invoice'],
  ['storagechart', 'Storage'],
  ['storageemailstatus', 'Storage'],
  ['projectstatus', 'Enq'],
  ['userservice', 'Enq'],
  ['projectdashboard', 'Enq'],
];

/** Guest-account billing is refused the invoice cards whatever its role holds. */
const noGuest = (outcome: (email: AccountEmail) => Outcome, key: PermissionKey) => (email: AccountEmail): Outcome =>
  key === 'Invoice' && email === 'guest@example.com' ? 'deny' : outcome(email);

const SUMMIT_SIDE: readonly AccountEmail[] = [
  'partner@example.com',
  'partneruser@example.com',
  'agent@example.com',
  'customeradmin@example.com',
  'branchadmin@example.com',
  'branchlead@example.com',
  'user@example.com',
  'guest@example.com',
  'expired@example.com',
];

export const DASHBOARD_CASES: readonly AccessCase[] = [
  { name: 'POST /dashboard/countdetails', url: () => '/api/dashboard/countdetails', body: () => ({}), expect: everyone },
  { name: 'POST /dashboard/countdetails (Summit)', url: () => '/api/dashboard/countdetails', body: (ids) => ({ customer_id: ids.customer(SUMMIT) }), expect: everyone },
  { name: 'POST /dashboard/countdetails (other partner)', url: () => '/api/dashboard/countdetails', body: (ids) => ({ customer_id: ids.customer(EVERGREEN) }), expect: scopedHolders('Enq', 'admins') },
  ...CARD_KEYS.map(([card, key]): AccessCase => ({ name: `POST /dashboard/${card}`, url: () => `/api/dashboard/${card}`, body: () => ({}), expect: noGuest(holders(key), key) })),
  ...CARD_KEYS.map(([card, key]): AccessCase => ({
    name: `POST /dashboard/${card} (Summit)`,
    url: () => `/api/dashboard/${card}`,
    body: (ids) => ({ customer_id: ids.customer(SUMMIT) }),
    expect: noGuest(scopedHolders(key, SUMMIT_SIDE), key),
  })),
  ...CARD_KEYS.map(([card, key]): AccessCase => ({
    name: `POST /dashboard/${card} (other partner)`,
    url: () => `/api/dashboard/${card}`,
    body: (ids) => ({ customer_id: ids.customer(EVERGREEN) }),
    expect: noGuest(scopedHolders(key, 'admins'), key),
  })),
];
