/**
 * The dashboard (spec §1, §7.12; DESIGN §5): one POST per card under /api/dashboard, each taking an
 * optional `customer_id` (the customer dashboard; a customer outside the card's scope is 404) and
 * answering only what the caller's scope of the card's key allows. The spec names countdetails and
 * npschart; the other paths are ours, lowercase like them. A card whose key the caller lacks is 403
 * (and the screen does not show it); invoices are 403 for guest-account billing too.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../../src/domain/permissions';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { customerCondition } from '../../records/scope';
import { invoiceGraph, invoiceGraphSchema, invoiceSummary, invoiceSummarySchema, topBillings, topBillingsSchema } from './billing';
import { cardScope, cardWhere, type CardScope } from './context';
import { refreshAndTell, refuseGuestBilling } from '../invoices';
import { projectDashboard, projectDashboardSchema, projectsPerService, projectStatusCounts, projectStatusSchema } from './projects';
import { serviceCountsSchema, topBranches, topCustomers, topGroupsSchema } from './projects';
import { agentCounts, countDetails, countDetailsSchema, customerCounts, partnerCounts, statusCountsSchema } from './records';
import { subscriptionChart, subscriptionChartSchema } from './records';
import { latestReviews, latestReviewsSchema, npsChart, npsChartSchema } from './reviews';
import { storageChart, storageChartSchema, storageEmailStatus, storageEmailStatusSchema } from './storage';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { CustomerIdBody } from '../projects';

export const DASHBOARD_MESSAGE = 'Dashboard data fetched successfully';

const head = routeHead(['dashboard']);

type Card = { key: PermissionKey; invoices?: true; summary: string; data: object; answer(db: Db, card: CardScope): Promise<unknown> };

/** Every card but the count details: its path, key, answer schema (beside its query) and query. */
export const DASHBOARD_CARDS = {
  npschart: { key: 'NPS', summary: 'NPS score with promoters, passives and detractors, overall and per month (12)', data: npsChartSchema, answer: npsChart },
  subscriptionchart: { key: 'Customer', summary: 'Customers per subscription type', data: subscriptionChartSchema, answer: subscriptionChart },
  partners: { key: 'Partner', summary: 'Partners by status', data: statusCountsSchema, answer: partnerCounts },
  customers: { key: 'Customer', summary: 'Customers by status', data: statusCountsSchema, answer: customerCounts },
  agents: { key: 'Agents', summary: 'Agents by status', data: statusCountsSchema, answer: agentCounts },
  topcustomers: { key: 'Enq', summary: 'The 5 customers with the most projects', data: topGroupsSchema, answer: topCustomers },
  topbranches: { key: 'Enq', summary: "The 5 branches with the most projects (a customer's dashboard)", data: topGroupsSchema, answer: topBranches },
  topbillings: { key: 'Invoice', invoices: true, summary: 'The 5 customers with the highest invoiced total (USD)', data: topBillingsSchema, answer: topBillings },
  latestreviews: { key: 'NPS', summary: 'The 5 latest NPS reviews', data: latestReviewsSchema, answer: latestReviews },
  invoice: { key: 'Invoice', invoices: true, summary: 'Invoice totals (USD) by status and for this month', data: invoiceSummarySchema, answer: invoiceSummary },
  invoicegraph: { key: 'Invoice', invoices: true, summary: 'The invoiced total (USD) of each of the last 12 months', data: invoiceGraphSchema, answer: invoiceGraph },
  storagechart: { key: 'Storage', summary: 'Space used against the quota: totals and the 10 fullest customers', data: storageChartSchema, answer: storageChart },
  storageemailstatus: {
    key: 'Storage',
    summary: 'Storage requests by state and by customer email status; quota alerts of the last 30 days',
    data: storageEmailStatusSchema,
    answer: storageEmailStatus,
  },
  projectstatus: { key: 'Enq', summary: 'Projects per status', data: projectStatusSchema, answer: projectStatusCounts },
  userservice: { key: 'Enq', summary: 'Projects per service', data: serviceCountsSchema, answer: projectsPerService },
  projectdashboard: {
    key: 'Enq',
    summary: 'Open, overdue and due-this-week projects; created and completed per month (6)',
    data: projectDashboardSchema,
    answer: projectDashboard,
  },
} satisfies Record<string, Card>;

export type DashboardCardName = keyof typeof DASHBOARD_CARDS | 'countdetails';

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
        if (card.invoices) await refreshAndTell(app, cardWhere(scope, customerCondition(scope.scope), customers.id));
        return { status: 200, messages: DASHBOARD_MESSAGE, data: await card.answer(db, scope) };
      },
    });
  }
};

export default dashboardRoutes;
