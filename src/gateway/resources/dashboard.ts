/**
 * The dashboard's cards (spec §7.12): one query field, `dashboardCard(card, customer_id)`, answering
 * one card's data as the server sends it (`DashboardData`, a JSON scalar: sixteen small shapes that
 * are only ever shown, never edited or shared between cards). Each card is its own operation, so the
 * live dashboard refetches exactly the cards a change touched (src/machines/dashboard-live.ts). The
 * shapes are the answers of server/modules/dashboard/routes.ts.
 */
import type { DashboardCard } from '../../domain/dashboard-cards';
import type { NpsSummary } from '../../domain/nps';
import { graphql } from '../graphql';
import { restResolvers, type GatewayResource } from '../resource';

export interface StatusCounts {
  total: number;
  active: number;
  inactive: number;
  pending: number;
}

export interface CardData {
  countdetails: {
    projects: number | null;
    open_projects: number | null;
    completed_projects: number | null;
    customers: number | null;
    partners: number | null;
    agents: number | null;
    users: number | null;
    reviews: number | null;
  };
  npschart: NpsSummary & { months: (NpsSummary & { month: string })[] };
  subscriptionchart: { subscription_type: string; count: number }[];
  partners: StatusCounts;
  customers: StatusCounts;
  agents: StatusCounts;
  topcustomers: { id: number; name: string; projects: number; open: number; completed: number }[];
  topbranches: CardData['topcustomers'];
  topbillings: { id: number; name: string; total: number; invoices: number }[];
  latestreviews: { id: number; score: number; comment: string; customer: { id: number; name: string }; user: string | null; created_at: string }[];
  invoice: { count: number; total: number; open: number; issued: number; sent: number; this_month: number };
  invoicegraph: { month: string; total: number }[];
  storagechart: { used_bytes: number; quota_mb: number; customers: { customer_id: number; name: string; used_bytes: number; quota_mb: number; used_percent: number }[] };
  storageemailstatus: { requests: { pending: number; approved: number; rejected: number; dropped: number }; emails: { not_sent: number; sent: number; failed: number }; alerts: number };
  projectstatus: { status: string; count: number }[];
  userservice: { service_id: number; service: string; work_type: string; count: number }[];
  projectdashboard: { open: number; overdue: number; due_this_week: number; created_this_month: number; completed_this_month: number; months: { month: string; created: number; completed: number }[] };
}

const typeDefs = /* GraphQL */ `
  "One dashboard card's data, as /api/dashboard/{card} answers it."
  scalar DashboardData

  extend type Query {
    "One card of the dashboard; with customer_id, of that customer only (the customer dashboard)."
    dashboardCard(card: String!, customer_id: Int): DashboardData
  }
`;

export const dashboard: GatewayResource = {
  typeDefs,
  resolvers: (api) => restResolvers(api, { dashboardCard: { route: (card) => `dashboard.${card as DashboardCard}`, by: 'card' } }),
  cache: { keys: {}, mutations: {} },
};

export const DASHBOARD_CARD_QUERY = graphql(`
  query DashboardCard($card: String!, $customer_id: Int) {
    dashboardCard(card: $card, customer_id: $customer_id)
  }
`);
