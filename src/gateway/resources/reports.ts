/**
 * Reports (spec §7.8): the overview's counts, the four reports page by page and their filter lists.
 * Rows are kept inside the page that answered them (a project in two reports carries different
 * fields in each); every report refetches when a project changes (live-records.ts). Exports go
 * through download.ts.
 */
import type { ProjectStatus } from '../../domain/project-lifecycle';
import type { ReportKind } from '../../domain/reports';
import { guarded } from '../graphql-errors';
import { embedded, listBody, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Operation, Page } from '../rest-adapter';

export interface ReportRef {
  id: number;
  name: string;
}

/** A row of any report: a project (project, added and delayed reports) or an error request with its project. */
export interface ReportRow {
  id: number;
  code: string;
  name: string;
  client_project_number?: string | null;
  partner?: ReportRef | null;
  customer: ReportRef;
  branch: ReportRef;
  service: ReportRef;
  work_type?: string | null;
  assignee?: ReportRef | null;
  status: ProjectStatus;
  due_date?: string | null;
  created_at?: string | null;
  completed_at?: string | null;
  /** Delayed report. */
  days_late?: number | null;
  /** Added-project report. */
  added_services?: { id: number; name: string; price: string }[] | null;
  total?: string | null;
  /** Error report: the error request and its project. */
  project_id?: number | null;
  description?: string | null;
  reported_by?: ReportRef | null;
  reported_at?: string | null;
  is_resolved?: boolean | null;
}

/** The filters every report takes; ids travel as numbers, days as YYYY-MM-DD. */
export interface ReportFilterArgs {
  partner?: number | null;
  customer?: number | null;
  branch?: number | null;
  service?: number | null;
  filter_start_date?: string | null;
  filter_end_date?: string | null;
}

export const REPORT_OPERATIONS: Record<ReportKind, Operation> = {
  project: 'reports.project',
  error: 'reports.error',
  added: 'reports.added',
  delayed: 'reports.delayed',
};

const typeDefs = /* GraphQL */ `
  type ReportRef {
    id: Int!
    name: String!
  }

  type ReportAddOn {
    id: Int!
    name: String!
    price: String!
  }

  type ReportRow {
    id: Int!
    code: String!
    name: String!
    client_project_number: String
    partner: ReportRef
    customer: ReportRef!
    branch: ReportRef!
    service: ReportRef!
    work_type: String
    assignee: ReportRef
    status: String!
    due_date: String
    created_at: String
    completed_at: String
    days_late: Int
    added_services: [ReportAddOn!]
    total: String
    project_id: Int
    description: String
    reported_by: ReportRef
    reported_at: String
    is_resolved: Boolean
  }

  type ReportPage {
    data: [ReportRow!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type ReportCounts {
    project: Int!
    error: Int!
    added: Int!
    delayed: Int!
  }

  extend type Query {
    "How many rows each report has for the filters."
    reportsOverview(partner: Int, customer: Int, branch: Int, service: Int, filter_start_date: String, filter_end_date: String): ReportCounts!
    "One page of a report: kind is project, error, added or delayed."
    report(kind: String!, pageNumber: Int!, pageSize: Int, sort: String, partner: Int, customer: Int, branch: Int, service: Int, filter_start_date: String, filter_end_date: String): ReportPage!
    reportFilterPartners: [ReportRef!]!
    reportFilterCustomers(partner: Int): [ReportRef!]!
    reportFilterBranches(customer: Int): [ReportRef!]!
    reportFilterServices: [ReportRef!]!
  }
`;

/** The set filters only (an unset one is left out, not sent as null). */
function filterBody(filters: ReportFilterArgs): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== undefined && value !== ''));
}

const isKind = (kind: string): kind is ReportKind => kind in REPORT_OPERATIONS;

export const reports: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    reportsOverview: (filters: ReportFilterArgs, { signal }: GatewayContext) =>
      guarded(api.data<Record<ReportKind, number>>('reports.overview', { body: filterBody(filters), signal })),
    report: ({ kind, pageNumber, pageSize, sort, ...filters }: ListArgs & ReportFilterArgs & { kind: string }, { signal }: GatewayContext) => {
      if (!isKind(kind)) throw new Error(`Unknown report ${kind}`);
      return guarded(api.data<Page<ReportRow>>(REPORT_OPERATIONS[kind], { body: listBody({ pageNumber, pageSize, sort }, filters), signal }));
    },
    reportFilterPartners: (_: unknown, { signal }: GatewayContext) => guarded(api.data<ReportRef[]>('reports.filterpartners', { body: {}, signal })),
    reportFilterCustomers: ({ partner }: { partner?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<ReportRef[]>('reports.filtercustomers', { body: partner ? { partner } : {}, signal })),
    reportFilterBranches: ({ customer }: { customer?: number | null }, { signal }: GatewayContext) =>
      guarded(api.data<ReportRef[]>('reports.filterbranches', { body: customer ? { customer } : {}, signal })),
    reportFilterServices: (_: unknown, { signal }: GatewayContext) => guarded(api.data<ReportRef[]>('reports.filterservices', { body: {}, signal })),
  }),
  cache: {
    keys: { ReportRef: embedded, ReportAddOn: embedded, ReportRow: embedded, ReportPage: embedded, ReportCounts: embedded },
    mutations: {},
  },
};
