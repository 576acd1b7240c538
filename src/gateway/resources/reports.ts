/**
 * Reports (spec §7.8): the overview's counts, the four reports page by page and their filter lists.
 * Rows are kept inside the page that answered them (a project in two reports carries different
 * fields in each); every report refetches when a project changes (live-records.ts). Exports go
 * through download.ts.
 */
import type { ProjectStatus } from '../../domain/project-lifecycle';
import type { ReportKind } from '../../domain/reports';
import { embedded, pageSdl, restResolvers, type GatewayResource } from '../resource';
import type { Operation } from '../rest-adapter';

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

${pageSdl('ReportRow')}
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
    report(kind: String!, pageNumber: Int!, pageSize: Int, sort: String, partner: Int, customer: Int, branch: Int, service: Int, filter_start_date: String, filter_end_date: String): ReportRowPage!
    reportFilterPartners: [ReportRef!]!
    reportFilterCustomers(partner: Int): [ReportRef!]!
    reportFilterBranches(customer: Int): [ReportRef!]!
    reportFilterServices: [ReportRef!]!
  }
`;

export const reports: GatewayResource = {
  typeDefs,
  resolvers: (api) =>
    restResolvers(api, {
      reportsOverview: 'reports.overview',
      report: { route: (kind) => (Object.hasOwn(REPORT_OPERATIONS, kind) ? REPORT_OPERATIONS[kind as ReportKind] : undefined), by: 'kind' },
      reportFilterPartners: 'reports.filterpartners',
      reportFilterCustomers: 'reports.filtercustomers',
      reportFilterBranches: 'reports.filterbranches',
      reportFilterServices: 'reports.filterservices',
    }),
  cache: {
    keys: { ReportRef: embedded, ReportAddOn: embedded, ReportRow: embedded, ReportRowPage: embedded, ReportCounts: embedded },
    mutations: {},
  },
};
