/**
 * Reports (spec §7.8): the overview's counts, the four reports page by page and their filter lists.
 * Rows are kept inside the page that answered them (a project in two reports carries different
 * fields in each); every report refetches when a project changes (live-records.ts). Exports go
 * through download.ts.
 */
import type { ReportKind } from '../../domain/reports';
import { embedded, pageSdl, restResolvers, type GatewayResource } from '../resource';
import type { Operation } from '../rest-adapter';

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
    status: ProjectStatus!
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
