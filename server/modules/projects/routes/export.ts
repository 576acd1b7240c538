/**
 * Project exports (spec §7.6): the filtered list as CSV or PDF — the body is the list's filters and
 * sort, never paged, and every matching row is written however many there are — and one project as
 * PDF. Files answer as attachments named by the day, e.g. `projects-2026-11-22.csv`; they stream, so
 * an export of 100,000 rows starts at once and holds one batch in memory at a time. Bad filters get
 * the list's own 400 messages; a project outside the caller's scope is 404. The CSV may be of the
 * rows selected in the list (`ids`).
 */
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../../../src/domain/due-dates';
import { pdfTable } from '../../../exports/pdf';
import { projectDocument, viewerTimeZone } from '../project-document';
import { usDate } from '../../../exports/dates';
import { describeFilters, matchingProjectIds, PROJECT_CSV_COLUMNS, PROJECT_PDF_COLUMNS, projectRowsOf } from '../list-export';
import { requireUser } from '../../../plugins/auth';
import { projectScopeOf } from '../access';
import { projectDetails } from '../details';
import { ProjectExportFilters, ProjectFilters } from '../list-query';
import { defineRoute } from '../../../http/define-route';
import { routeHead } from '../../../http/route-head';
import { sendCsv, sendFile } from '../../../http/send-file';

const head = routeHead(['projects']);
const ACCESS = { key: 'Enq', action: 'view' } as const;

const projectExportRoutes = async (app: FastifyInstance) => {
  defineRoute(app, {
    ...head(ACCESS, '/projects/exportcsv', 'The project list for these filters and sort as CSV (every row, not paged; only the given ids when `ids` is set)'),
    body: ProjectExportFilters,
    handler: async (request, reply) => {
      const ids = await matchingProjectIds(app.db, projectScopeOf(request), request.body);
      return sendCsv(reply, 'projects', PROJECT_CSV_COLUMNS, projectRowsOf(app.db, ids));
    },
  });

  defineRoute(app, {
    ...head(ACCESS, '/projects/exportpdf', 'The project list for these filters and sort as PDF (every row, not paged)'),
    body: ProjectFilters,
    handler: async (request, reply) => {
      const scope = projectScopeOf(request);
      const ids = await matchingProjectIds(app.db, scope, request.body);
      const filters = await describeFilters(app.db, scope, request.body);
      const today = todayIn();
      const count = `${ids.length.toLocaleString('en-US')} ${ids.length === 1 ? 'project' : 'projects'}`;
      const document = pdfTable({
        title: 'Projects',
        subtitle: `${count} · ${filters}`,
        footer: `Generated ${usDate(today)} by ${requireUser(request).record.user.name}`,
        columns: PROJECT_PDF_COLUMNS,
        rows: projectRowsOf(app.db, ids),
        emptyText: 'No projects match these filters.',
      });
      return sendFile(reply, { fileName: `projects-${today}.pdf`, contentType: 'application/pdf', body: document });
    },
  });

  defineRoute(app, {
    ...head(ACCESS, '/projects/exportprojectpdf/:id', 'One project as PDF: details, RFIs, due-date and hours requests, activities; times in the `X-Time-Zone` header\'s zone (IANA name, else UTC)'),
    errors: [404],
    handler: async (request, reply) => {
      const project = await projectDetails(app.db, request, request.params.id);
      const timeZone = viewerTimeZone(request.headers['x-time-zone']);
      const today = todayIn(new Date(), timeZone);
      const document = projectDocument(app, project, requireUser(request).record.user.name, today, timeZone);
      return sendFile(reply, { fileName: `${project.code}-${today}.pdf`, contentType: 'application/pdf', body: document });
    },
  });
};

export default projectExportRoutes;
