/**
 * One report (/reports/projectReports, /reports/errorReports, /reports/addedProjectReports,
 * /reports/delayedprojectreports): its filters, a sortable paged table of the caller's rows, empty and
 * loading states, and Export PDF / Export CSV of exactly the filtered rows with progress. The table
 * refetches when anyone changes a project (record:changed, live-records.ts).
 */
import { useMemo } from 'react';
import { Flex, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { DEFAULT_REPORT_SORT, REPORT_TITLES, type ReportKind } from '../../domain/reports';
import { PageHeader } from '../../ui/PageHeader';
import { RecordListView } from '../../ui/list/RecordListView';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ReportExports } from './ReportExports';
import { ReportFilterBar } from './ReportFilterBar';
import { REPORT_COLUMNS } from './report-columns';
import { reportExportBody, reportRangeError, reportVariables } from './report-filters';
import { shownReportFilters } from './report-scope';
import { useReport } from './use-reports';
import { reloadOf } from '../../gateway/reload';

const DESCRIPTIONS: Record<ReportKind, string> = {
  project: 'Projects by partner, customer, branch, service and the day they were created.',
  error: 'Errors customers reported in delivered work, with the project they concern.',
  added: 'Projects that carry added services, with each add-on and its price.',
  delayed: 'Work finished after its due date, or still open past it, with the days late.',
};
const NO_ROWS = { data: [], total: 0, hasMore: false };
const NOUNS: Record<ReportKind, [string, string]> = { project: ['project', 'projects'], error: ['error report', 'error reports'], added: ['project', 'projects'], delayed: ['delayed project', 'delayed projects'] };

export default function ReportScreen({ kind }: { kind: ReportKind }) {
  const title = REPORT_TITLES[kind];
  useDocumentTitle(title);
  const { user, permissions } = useSession();
  const list = useListState<string>(DEFAULT_REPORT_SORT[kind]);
  const shown = shownReportFilters(user, permissions);
  const rangeError = reportRangeError(list.filters.filter_start_date, list.filters.filter_end_date);
  const [{ data, fetching, error }, reexecute] = useReport(kind, reportVariables(list.variables), rangeError !== null);
  const columns = useMemo(() => REPORT_COLUMNS[kind].filter((column) => !column.scoped || shown[column.scoped]).map((column) => ({ ...column, id: column.header })), [kind, shown]);

  return (
    <>
      <ChakraLink asChild color="brand.700" textStyle="sm" mb="2" display="inline-block">
        <Link href="/reports">← Reports</Link>
      </ChakraLink>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title={title} description={DESCRIPTIONS[kind]} />
        <ReportExports kind={kind} body={reportExportBody(list.variables)} disabled={rangeError !== null} />
      </Flex>
      <RecordListView
        list={list}
        label={title}
        // An impossible date range asks nothing of the server and shows no rows.
        state={{ page: rangeError ? NO_ROWS : data?.report, fetching, error: rangeError ? undefined : error }}
        onRetry={reloadOf(reexecute)}
        noun={NOUNS[kind]}
        moreFilters={<ReportFilterBar kind={kind} list={list} shown={shown} rangeError={rangeError} />}
        columns={columns}
        nameOf={(row) => row.name}
      />
    </>
  );
}
