/**
 * The customer playbook (issue 6 item 7). Reads: every customer user (all demo customer accounts are
 * Summit Builders') and staff with Enq whose scope holds the customer (admins; Summit's partner,
 * partner user and agent). Saves: customer admins only; the matrix sends a stale revision, so nothing
 * changes.
 */
import type { AccessCase, Outcome } from './model';

const PLAYBOOK_EDITORS = new Set(['customeradmin@example.com']);
const editors = (email: string): Outcome => (PLAYBOOK_EDITORS.has(email) ? 'allow' : 'deny');
const ADMINS = new Set(['admin@example.com', 'ops@example.com']);

export const PLAYBOOK_CASES: readonly AccessCase[] = [
  { name: 'POST /playbook', url: () => '/api/playbook', body: (ids) => ({ customer_id: ids.customer('Summit Builders') }), expect: () => 'allow' },
  // Another partner's customer: only admins reach it; for Summit's users and Northwind's staff it is out of scope.
  {
    name: "POST /playbook (another partner's customer)",
    url: () => '/api/playbook',
    body: (ids) => ({ customer_id: ids.customer('Evergreen Homes') }),
    expect: (email) => (ADMINS.has(email) ? 'allow' : 'hide'),
  },
  {
    name: 'POST /playbook/update',
    url: () => '/api/playbook/update',
    body: () => ({ preferred_software_ids: [], deliverable_formats: [], contacts: [], revision: 999_999 }),
    expect: editors,
  },
];
