/**
 * Reports (spec §2.2, §7.8; issue 6 item 3): the overview, the four reports page by page — projects,
 * error requests (`/reports/geterrorreportbyPagination`), projects with add-ons, delayed projects —
 * their CSV and PDF exports, and the filter lists. Every signed-in user may call (the Reports menu item
 * is for everyone); the rows are the caller's `Enq` scope (server/modules/projects/access.ts), none without
 * `Enq.view`. Exports write every filtered row, no cap, streamed in keyset batches; `X-Total-Rows`
 * says up front how many, so the screen can show progress.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_REPORT_SORT, REPORT_TITLES, reportFileName, type ExportFormat, type ReportKind, type ReportSort } from '../../../src/domain/reports';
import type { RecordScope } from '../../../src/domain/scope';
import { userCan } from '../../auth/permissions';
import { serverToday } from '../../calendar/blocked-days';
import { services } from '../../db/schema';
import { csvChunks } from '../../exports/csv';
import { listPdf } from '../../exports/pdf';
import { requireUser } from '../../plugins/auth';
import { projectScopeOf } from '../projects';
import { branchOptions, customerOptions, partnerOptions } from '../../records/scope-options';
import { csvColumns, describeReportFilters, pdfColumns } from './columns';
import { CustomerNarrowBody, PartnerNarrowBody, ReportFiltersBody, reportExportBody, reportPageBody, type ReportFilters } from './filters';
import { reportCount, reportPage, reportRows, type ReportContext } from './queries';
import { addedReportRowSchema, delayedReportRowSchema, errorReportRowSchema, overviewSchema, projectReportRowSchema } from './schemas';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { sendFile } from '../../http/send-file';
import { optionRoutes } from '../../http/option-routes';

export const REPORT_MESSAGES = {
  overview: 'Reports fetched successfully',
  listed: 'Report fetched successfully',
  options: 'Filter options fetched successfully',
} as const;

const head = routeHead(['reports']);
const ACCESS = 'signedIn' as const;

/** The projects the caller's reports cover: their `Enq` scope, nothing without `Enq.view`. */
function reportScope(request: FastifyRequest): RecordScope {
  return userCan(request, 'Enq', 'view') ? projectScopeOf(request) : { kind: 'none' };
}

const contextOf = (request: FastifyRequest): ReportContext => ({ scope: reportScope(request), today: serverToday() });

function orderOf<K extends ReportKind>(kind: K, sort: { by: ReportSort<K>; descending: boolean } | undefined): { by: ReportSort<K>; descending: boolean } {
  if (sort) return sort;
  const fallback = DEFAULT_REPORT_SORT[kind];
  return { by: fallback.replace(/^-/, '') as ReportSort<K>, descending: fallback.startsWith('-') };
}

const ROW_SCHEMAS: Record<ReportKind, object> = { project: projectReportRowSchema, error: errorReportRowSchema, added: addedReportRowSchema, delayed: delayedReportRowSchema };
const NOUNS: Record<ReportKind, [string, string]> = { project: ['project', 'projects'], error: ['error', 'errors'], added: ['project', 'projects'], delayed: ['project', 'projects'] };
const EMPTY_TEXT: Record<ReportKind, string> = {
  project: 'No projects match these filters.',
  error: 'No error reports match these filters.',
  added: 'No projects with added services match these filters.',
  delayed: 'No delayed projects match these filters.',
};

const reportRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  /** Streams one report as a file; the count goes first, in `X-Total-Rows`. */
  async function sendReport<K extends ReportKind>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: K,
    format: ExportFormat,
    body: ReportFilters & { sort?: { by: ReportSort<K>; descending: boolean } | undefined },
  ): Promise<never> {
    const context = contextOf(request);
    const order = orderOf(kind, body.sort);
    const total = await reportCount(db, kind, body, context);
    const rows = reportRows(db, kind, body, order, context);
    let file: AsyncIterable<string | Buffer>;
    if (format === 'csv') {
      file = csvChunks(csvColumns(kind), rows);
    } else {
      file = listPdf({
        title: REPORT_TITLES[kind],
        noun: NOUNS[kind],
        total,
        description: await describeReportFilters(db, kind, context.scope, body, order),
        by: requireUser(request).record.user.name,
        today: context.today,
        columns: pdfColumns(kind),
        rows,
        emptyText: EMPTY_TEXT[kind],
      });
    }
    const contentType = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
    return sendFile(reply, { fileName: reportFileName(kind, format, context.today), contentType, totalRows: total, body: file });
  }

  defineRoute(app, {
    ...head(ACCESS, '/reports', 'The reports overview: how many rows each report has for these filters'),
    body: ReportFiltersBody,
    data: overviewSchema,
    handler: async (request) => {
      const context = contextOf(request);
      const [project, error, added, delayed] = await Promise.all(
        (['project', 'error', 'added', 'delayed'] as const).map((kind) => reportCount(db, kind, request.body, context)),
      );
      return { status: 200, messages: REPORT_MESSAGES.overview, data: { project, error, added, delayed } };
    },
  });

  const pages: [ReportKind, string, string][] = [
    ['project', '/reports/projectReports', 'The project report: projects of the scope and filters (created days), paged'],
    ['error', '/reports/geterrorreportbyPagination', 'The error report: error requests on projects of the scope and filters (reported days), paged'],
    ['added', '/reports/addedreports', 'The added-project report: projects carrying added services, with their add-ons and prices (created days), paged'],
    ['delayed', '/reports/delayedprojectreports', 'The delayed project report: work finished after its due date or open past it, with days late (due days), paged'],
  ];
  for (const [kind, url, summary] of pages) {
    defineRoute(app, {
      ...head(ACCESS, url, summary),
      body: reportPageBody(kind),
      list: ROW_SCHEMAS[kind],
      handler: async (request) => {
        const { pageNumber, pageSize, sort, ...filters } = request.body;
        const data = await reportPage(db, kind, filters, orderOf(kind, sort), contextOf(request), { pageNumber, pageSize });
        return { status: 200, messages: REPORT_MESSAGES.listed, data };
      },
    });
  }

  // Each export route: its report, url, and format (none: the body's `format`, CSV unless PDF).
  const exportRoutes: [ReportKind, string, ExportFormat?][] = [
    ['project', '/reports/exportprojectpdf', 'pdf'],
    ['project', '/reports/exportcsv', 'csv'],
    ['added', '/reports/exportaddedpdf', 'pdf'],
    ['added', '/reports/exportaddedcsv', 'csv'],
    ['error', '/reports/downloaderrorreport'],
    ['delayed', '/reports/exportdelayedreports'],
  ];
  for (const [kind, url, fixed] of exportRoutes) {
    const as = fixed ? fixed.toUpperCase() : 'CSV or PDF (`format`)';
    defineRoute(app, {
      ...head(ACCESS, url, `The ${REPORT_TITLES[kind].toLowerCase()} for these filters and sort as ${as}: every row, not paged (X-Total-Rows: the count)`),
      body: reportExportBody(kind, !fixed),
      handler: async (request, reply) => {
        const { format, ...body } = request.body;
        // `format` is validated (formatField) wherever the body has it.
        return sendReport(request, reply, kind, fixed ?? (format as ExportFormat | undefined) ?? 'csv', body);
      },
    });
  }

  const option = optionRoutes(app, { head, access: ACCESS, messages: REPORT_MESSAGES.options });

  option('/reports/filters/partners', "The partners of the customers in the caller's scope", (request) => partnerOptions(db, reportScope(request)));

  option('/reports/filters/customers', "The customers in the caller's scope, optionally of one partner", (request) => customerOptions(db, reportScope(request), { partnerId: request.body.partner }), { body: PartnerNarrowBody });

  option('/reports/filters/branches', "The branches in the caller's scope, optionally of one customer", (request) => branchOptions(db, reportScope(request), { customerId: request.body.customer }), { body: CustomerNarrowBody });

  option('/reports/filters/services', 'The services a report can be filtered by (the catalogue, open to every signed-in user)', () =>
    db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.name)),
  );
};

export default reportRoutes;
