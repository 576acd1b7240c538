/** The report queries: one page of a report, the overview's counts and the filter lists. */
import { useQuery } from 'urql';
import type { ReportKind } from '../../domain/reports';
import { graphql, type ResultOf, type VariablesOf } from '../../gateway/graphql';
import type { ReportVariables } from './report-filters';

/** Literals: gql.tada reads the documents they are part of at the type level. */
const FILTER_VARIABLES = '$partner: Int, $customer: Int, $branch: Int, $service: Int, $filter_start_date: String, $filter_end_date: String';
const FILTER_ARGUMENTS = 'partner: $partner, customer: $customer, branch: $branch, service: $service, filter_start_date: $filter_start_date, filter_end_date: $filter_end_date';

export const REPORT_QUERY = graphql(`
  query Report($kind: String!, $pageNumber: Int!, $pageSize: Int, $sort: String, ${FILTER_VARIABLES}) {
    report(kind: $kind, pageNumber: $pageNumber, pageSize: $pageSize, sort: $sort, ${FILTER_ARGUMENTS}) {
      total
      hasMore
      pageNumber
      data {
        id
        code
        name
        client_project_number
        partner { id name }
        customer { id name }
        branch { id name }
        service { id name }
        work_type
        assignee { id name }
        status
        due_date
        created_at
        completed_at
        days_late
        added_services { id name price }
        total
        project_id
        description
        reported_by { id name }
        reported_at
        is_resolved
      }
    }
  }
`);

type ReportPage = ResultOf<typeof REPORT_QUERY>['report'];
/** A row of any report: a project (project, added and delayed reports) or an error request with its project. */
export type ReportRow = ReportPage['data'][number];

export function useReport(kind: ReportKind, variables: ReportVariables, pause: boolean) {
  return useQuery({ query: REPORT_QUERY, variables: { kind, ...variables }, pause });
}

export const OVERVIEW_QUERY = graphql(`
  query ReportsOverview(${FILTER_VARIABLES}) {
    reportsOverview(${FILTER_ARGUMENTS}) {
      project
      error
      added
      delayed
    }
  }
`);

export function useReportsOverview(variables: VariablesOf<typeof OVERVIEW_QUERY>, pause: boolean) {
  return useQuery({ query: OVERVIEW_QUERY, variables, pause });
}

const OPTIONS = graphql(`
  query ReportFilterOptions($partner: Int, $customer: Int, $skipPartners: Boolean!, $skipCustomers: Boolean!, $skipBranches: Boolean!) {
    reportFilterPartners @skip(if: $skipPartners) { id name }
    reportFilterCustomers(partner: $partner) @skip(if: $skipCustomers) { id name }
    reportFilterBranches(customer: $customer) @skip(if: $skipBranches) { id name }
    reportFilterServices { id name }
  }
`);

/** The filter lists: customers of the chosen partner, branches of the chosen customer; a list the user does not see is skipped. */
export function useReportOptions(selected: { partner?: string | undefined; customer?: string | undefined }, shown: { partner: boolean; customer: boolean; branch: boolean }) {
  return useQuery({
    query: OPTIONS,
    variables: {
      partner: selected.partner ? Number(selected.partner) : null,
      customer: selected.customer ? Number(selected.customer) : null,
      skipPartners: !shown.partner,
      skipCustomers: !shown.customer,
      skipBranches: !shown.branch,
    },
  });
}
