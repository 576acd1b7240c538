/**
 * One report (/reports/projectReports, /reports/errorReports, /reports/addedProjectReports,
 * /reports/delayedprojectreports): its filters, a sortable paged table of the caller's rows, empty and
 * loading states, and Export PDF / Export CSV of exactly the filtered rows with progress. The table
 * refetches when anyone changes a project (record:changed, live-records.ts).
 */
import { Flex, Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { DEFAULT_REPORT_SORT, REPORT_TITLES, type ReportKind } from '../../domain/reports';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, SortHeader } from '../../ui/records/RecordList';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ReportExports } from './ReportExports';
import { ReportFilterBar } from './ReportFilterBar';
import { REPORT_COLUMNS } from './report-columns';
import { reportExportBody, reportRangeError, reportVariables } from './report-filters';
import { shownReportFilters } from './report-scope';
import { useReport } from './use-reports';

const DESCRIPTIONS: Record<ReportKind, string> = {
  project: 'Projects by partner, customer, branch, service and the day they were created.',
  error: 'Errors customers reported in delivered work, with the project they concern.',
  added: 'Projects that carry added services, with each add-on and its price.',
  delayed: 'Work finished after its due date, or still open past it, with the days late.',
};
const NOUNS: Record<ReportKind, [string, string]> = { project: ['project', 'projects'], error: ['error report', 'error reports'], added: ['project', 'projects'], delayed: ['delayed project', 'delayed projects'] };

export default function ReportScreen({ kind }: { kind: ReportKind }) {
  const title = REPORT_TITLES[kind];
  useDocumentTitle(title);
  const { user, permissions } = useSession();
  const list = useListState<string>(DEFAULT_REPORT_SORT[kind]);
  const shown = shownReportFilters(user, permissions);
  const rangeError = reportRangeError(list.filters.filter_start_date, list.filters.filter_end_date);
  const [{ data, fetching, error }] = useReport(kind, reportVariables(list.variables), rangeError !== null);
  const page = data?.report;
  const columns = REPORT_COLUMNS[kind].filter((column) => !column.scoped || shown[column.scoped]);

  return (
    <>
      <ChakraLink asChild color="brand.700" textStyle="sm" mb="2" display="inline-block">
        <Link href="/reports">← Reports</Link>
      </ChakraLink>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title={title} description={DESCRIPTIONS[kind]} />
        <ReportExports kind={kind} body={reportExportBody(list.variables)} disabled={rangeError !== null} />
      </Flex>
      <ListPanel>
        <ReportFilterBar kind={kind} list={list} shown={shown} rangeError={rangeError} />
        <ListStates failure={rangeError ? null : failureOf(error)} loading={!page && !rangeError} empty={rangeError !== null || page?.data.length === 0} noun={NOUNS[kind][1]} search={undefined}>
          <Table.Root size="sm" interactive aria-label={title} aria-busy={fetching}>
            <Table.Header>
              <Table.Row>
                {columns.map((column) =>
                  column.sort ? (
                    <SortHeader key={column.header} list={list} field={column.sort}>
                      {column.header}
                    </SortHeader>
                  ) : (
                    <Table.ColumnHeader key={column.header} textAlign={column.align} whiteSpace="nowrap">
                      {column.header}
                    </Table.ColumnHeader>
                  ),
                )}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((row) => (
                <Table.Row key={row.id}>
                  {columns.map((column) => (
                    <Table.Cell key={column.header} textAlign={column.align}>
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={rangeError ? undefined : page} noun={NOUNS[kind]} />
      </ListPanel>
    </>
  );
}
