/**
 * One project as PDF (spec §7.6): details, RFIs, requests and activities, named by its code and the day,
 * e.g. `PRJ-000123-2026-11-22.pdf`; a project outside the caller's scope is 404. The list's CSV and PDF
 * are the record kernel's list exports (routes/projects.ts).
 */
import type { FastifyInstance } from 'fastify';
import { todayIn } from '../../../../src/domain/due-dates';
import { projectDocument, viewerTimeZone } from '../project-document';
import { requireUser } from '../../../plugins/auth';
import { projectDetails } from '../details';
import { VIEW, head } from '../change';
import { defineRoute } from '../../../http/define-route';
import { sendFile } from '../../../http/send-file';

const projectExportRoutes = async (app: FastifyInstance) => {
  defineRoute(app, {
    ...head(VIEW, '/projects/exportprojectpdf/:id', 'One project as PDF: details, RFIs, due-date and hours requests, activities; times in the `X-Time-Zone` header\'s zone (IANA name, else UTC)'),
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
