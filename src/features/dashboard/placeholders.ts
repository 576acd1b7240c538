/**
 * What each card lays out while its data is on the way: data of the final shape (as many stats, rows
 * and months as a typical answer), drawn as a skeleton by CardFrame, so each card takes its final
 * size before the data arrives and nothing below it moves when it does.
 */
import type { DashboardCard } from '../../domain/dashboard-cards';
import { SUBSCRIPTION_TYPES } from '../../domain/billing';
import { PROJECT_STATUSES } from '../../domain/project-lifecycle';
import { can, type PermissionKey, type UserPermissions } from '../../domain/permissions';
import type { CardData } from '../../gateway/resources/dashboard';

const months = (count: number) => Array.from({ length: count }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`);
const counts = { total: 0, active: 0, inactive: 0, pending: 0 };
const nps = { score: 0, promoters: 0, passives: 0, detractors: 0, total: 1 };
const someone = { id: 0, name: '—' };

export const CARD_PLACEHOLDERS: { [C in DashboardCard]: CardData[C] } = {
  countdetails: { projects: 0, open_projects: 0, completed_projects: 0, customers: 0, partners: 0, agents: 0, users: 0, reviews: 0 },
  npschart: { ...nps, months: months(12).map((month) => ({ ...nps, month })) },
  // Every subscription type, as the answer usually has: the legend lists them all.
  subscriptionchart: SUBSCRIPTION_TYPES.map((subscription_type) => ({ subscription_type, count: 1 })),
  partners: counts,
  customers: counts,
  agents: counts,
  topcustomers: [1, 2, 3, 4, 5].map((id) => ({ ...someone, id, projects: 0, open: 0, completed: 0 })),
  topbranches: [1, 2, 3, 4, 5].map((id) => ({ ...someone, id, projects: 0, open: 0, completed: 0 })),
  topbillings: [1, 2, 3, 4, 5].map((id) => ({ ...someone, id, total: 0, invoices: 0 })),
  // Two lines of comment each, as most reviews have.
  latestreviews: [1, 2, 3, 4, 5].map((id) => ({
    id,
    score: 10,
    comment: 'Good work overall, the first draft missed a few.',
    customer: someone,
    user: null,
    created_at: '2026-01-01T00:00:00Z',
  })),
  invoice: { count: 0, total: 0, open: 0, issued: 0, sent: 0, this_month: 0 },
  invoicegraph: months(12).map((month) => ({ month, total: 0 })),
  storagechart: { used_bytes: 0, quota_mb: 0, customers: [{ customer_id: 0, name: '—', used_bytes: 0, quota_mb: 0, used_percent: 0 }] },
  storageemailstatus: { requests: { pending: 0, approved: 0, rejected: 0, dropped: 0 }, emails: { not_sent: 0, sent: 0, failed: 0 }, alerts: 0 },
  // Every status, as the answer has: the legend lists them all.
  projectstatus: PROJECT_STATUSES.map((status) => ({ status, count: 1 })),
  userservice: [{ service_id: 0, service: '—', work_type: '—', count: 1 }],
  projectdashboard: { open: 0, overdue: 0, due_this_week: 0, created_this_month: 0, completed_this_month: 0, months: months(6).map((month) => ({ month, created: 0, completed: 0 })) },
};

/** The key each count needs (server/modules/dashboard/records.ts leaves a count null without it). */
const COUNT_KEYS: Record<keyof CardData['countdetails'], PermissionKey> = {
  projects: 'Enq',
  open_projects: 'Enq',
  completed_projects: 'Enq',
  customers: 'Customer',
  partners: 'Partner',
  agents: 'Agents',
  users: 'User',
  reviews: 'NPS',
};

/**
 * The count details' placeholder holds exactly the counts the user will see (the server's rule,
 * mirrored: a count needs its key; partners and agents are not counted on a customer dashboard), so
 * its grid has its final number of rows on every width.
 */
export function countDetailsPlaceholder(permissions: UserPermissions, customerId: number | undefined): CardData['countdetails'] {
  const shown = (key: keyof CardData['countdetails']) =>
    can(permissions, COUNT_KEYS[key], 'view') && !(customerId !== undefined && (key === 'partners' || key === 'agents'));
  const entries = Object.keys(COUNT_KEYS).map((key) => [key, shown(key as keyof CardData['countdetails']) ? 0 : null]);
  return Object.fromEntries(entries) as CardData['countdetails'];
}
