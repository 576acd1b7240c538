/**
 * The dashboard (spec §1, §7.12; DESIGN §5): one POST per card under /api/dashboard, each taking an
 * optional `customer_id` (the customer dashboard; a customer outside the card's scope is 404) and
 * answering only what the caller's scope of the card's key allows. The spec names countdetails and
 * npschart; the other paths are ours, lowercase like them. A card whose key the caller lacks is 403
 * (and the screen does not show it); invoices are 403 for guest-account billing too.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import type { PermissionKey } from '../../../src/domain/permissions';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { customerCondition } from '../../records/scope';
import { invoiceGraph, invoiceSummary, topBillings } from './billing';
import { cardScope, type CardScope } from './context';
import { refreshAndTell, refuseGuestBilling } from '../invoices';
import { projectDashboard, projectsPerService, projectStatusCounts, topBranches, topCustomers } from './projects';
import { agentCounts, countDetails, customerCounts, partnerCounts, subscriptionChart } from './records';
import { latestReviews, npsChart } from './reviews';
import { storageChart, storageEmailStatus } from './storage';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { subscriptionTypeSchema, workTypeSchema, objectSchema } from '../../http/schemas';
import { CustomerIdBody } from '../projects';

export const DASHBOARD_MESSAGE = 'Dashboard data fetched successfully';

const head = routeHead(['dashboard']);
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const array = (items: object) => ({ type: 'array', items }) as const;

const statusCounts = objectSchema({ total: int, active: int, inactive: int, pending: int });
const nps = { score: nullableInt, promoters: int, passives: int, detractors: int, total: int };

type Card = { key: PermissionKey; invoices?: true; summary: string; data: object; answer(db: Db, card: CardScope): Promise<unknown> };

/** Every card but the count details: its path, key, answer schema and query. */
export const DASHBOARD_CARDS = {
  npschart: { key: 'NPS', summary: 'NPS score with promoters, passives and detractors, overall and per month (12)', data: objectSchema({ ...nps, months: array(objectSchema({ month: str, ...nps })) }), answer: npsChart },
  subscriptionchart: { key: 'Customer', summary: 'Customers per subscription type', data: array(objectSchema({ subscription_type: subscriptionTypeSchema, count: int })), answer: subscriptionChart },
  partners: { key: 'Partner', summary: 'Partners by status', data: statusCounts, answer: partnerCounts },
  customers: { key: 'Customer', summary: 'Customers by status', data: statusCounts, answer: customerCounts },
  agents: { key: 'Agents', summary: 'Agents by status', data: statusCounts, answer: agentCounts },
  topcustomers: { key: 'Enq', summary: 'The 5 customers with the most projects', data: array(objectSchema({ id: int, name: str, projects: int, open: int, completed: int })), answer: topCustomers },
  topbranches: { key: 'Enq', summary: "The 5 branches with the most projects (a customer's dashboard)", data: array(objectSchema({ id: int, name: str, projects: int, open: int, completed: int })), answer: topBranches },
  topbillings: { key: 'Invoice', invoices: true, summary: 'The 5 customers with the highest invoiced total (USD)', data: array(objectSchema({ id: int, name: str, total: num, invoices: int })), answer: topBillings },
  latestreviews: {
    key: 'NPS',
    summary: 'The 5 latest NPS reviews',
    data: array(objectSchema({ id: int, score: int, comment: str, customer: objectSchema({ id: int, name: str }), user: { type: ['string', 'null'] }, created_at: { type: 'string', format: 'date-time' } })),
    answer: latestReviews,
  },
  invoice: { key: 'Invoice', invoices: true, summary: 'Invoice totals (USD) by status and for this month', data: objectSchema({ count: int, total: num, open: num, issued: num, sent: num, this_month: num }), answer: invoiceSummary },
  invoicegraph: { key: 'Invoice', invoices: true, summary: 'The invoiced total (USD) of each of the last 12 months', data: array(objectSchema({ month: str, total: num })), answer: invoiceGraph },
  storagechart: {
    key: 'Storage',
    summary: 'Space used against the quota: totals and the 10 fullest customers',
    data: objectSchema({ used_bytes: int, quota_mb: int, customers: array(objectSchema({ customer_id: int, name: str, used_bytes: int, quota_mb: int, used_percent: num })) }),
    answer: storageChart,
  },
  storageemailstatus: {
    key: 'Storage',
    summary: 'Storage requests by state and by customer email status; quota alerts of the last 30 days',
    data: objectSchema({ requests: objectSchema({ pending: int, approved: int, rejected: int, dropped: int }), emails: objectSchema({ not_sent: int, sent: int, failed: int }), alerts: int }),
    answer: storageEmailStatus,
  },
  projectstatus: { key: 'Enq', summary: 'Projects per status', data: array(objectSchema({ status: { type: 'string', enum: [...PROJECT_STATUSES] }, count: int })), answer: projectStatusCounts },
  userservice: { key: 'Enq', summary: 'Projects per service', data: array(objectSchema({ service_id: int, service: str, work_type: workTypeSchema, count: int })), answer: projectsPerService },
  projectdashboard: {
    key: 'Enq',
    summary: 'Open, overdue and due-this-week projects; created and completed per month (6)',
    data: objectSchema({ open: int, overdue: int, due_this_week: int, created_this_month: int, completed_this_month: int, months: array(objectSchema({ month: str, created: int, completed: int })) }),
    answer: projectDashboard,
  },
} satisfies Record<string, Card>;

export type DashboardCardName = keyof typeof DASHBOARD_CARDS | 'countdetails';

const countDetailsSchema = objectSchema({
  projects: nullableInt,
  open_projects: nullableInt,
  completed_projects: nullableInt,
  customers: nullableInt,
  partners: nullableInt,
  agents: nullableInt,
  users: nullableInt,
  reviews: nullableInt,
});

const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  defineRoute(app, {
    ...head('signedIn', '/dashboard/countdetails', 'Counts of projects, customers, partners, agents, users and reviews the caller sees (null without the key)'),
    body: CustomerIdBody,
    data: countDetailsSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: DASHBOARD_MESSAGE, data: await countDetails(db, request, request.body.customer_id) }),
  });

  for (const [name, card] of Object.entries(DASHBOARD_CARDS) as [string, Card][]) {
    defineRoute(app, {
      ...head({ key: card.key, action: 'view' }, `/dashboard/${name}`, card.summary),
      body: CustomerIdBody,
      data: card.data,
      errors: [404],
      handler: async (request: FastifyRequest<{ Body: { customer_id?: number | undefined } }>) => {
        if (card.invoices) refuseGuestBilling(request);
        const scope = await cardScope(db, request, card.key, request.body.customer_id);
        // The running month's invoices follow completed work; bring them up to date before reading.
        if (card.invoices) await refreshAndTell(app, and(customerCondition(scope.scope), scope.customerId === undefined ? undefined : eq(customers.id, scope.customerId)));
        return { status: 200, messages: DASHBOARD_MESSAGE, data: await card.answer(db, scope) };
      },
    });
  }
};

export default dashboardRoutes;
