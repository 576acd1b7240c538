/**
 * Projects under /projects: the record (list, create, details, update, delete, search, options),
 * its lifecycle, requests, chat, files, addenda, RFIs, exports and bulk changes, each a route file in
 * ./routes/ saying who may ask what; the project's rules beside them (access, audience, lifecycle,
 * list query, input checks, details). Below: the names other modules may use — the project scope
 * (reports, calendar, analytics, reviews, playbook, dashboard), the activity log and project
 * audience (storage approvals, due reminders), and the filter and option schemas the project list
 * shares with reports and reviews.
 */
import type { FastifyPluginAsync } from 'fastify';
import projectRepositories from './repositories';
import projectRoutes from './routes/projects';
import projectExportRoutes from './routes/export';
import projectLifecycleRoutes from './routes/lifecycle';
import projectBulkRoutes from './routes/bulk';
import projectRequestRoutes from './routes/requests';
import projectChatRoutes from './routes/chat';
import projectFileRoutes from './routes/files';
import projectAddendaRoutes from './routes/addenda';
import projectRfiRoutes from './routes/rfis';

export { projectCondition, projectScopeOf, type ProjectRecord } from './access';
export { recordActivity } from './activity';
export { customerSide, tellProject } from './audience';
export { projectTitle, usDay } from './change';
export { assignees, dueCondition, projectFilterConditions, ProjectFilterShape, projectNameColumns, projectNamesOf } from './list-query';
export { projectRowProperties, refOf, withProjectNames, type ProjectFilterValues } from './list-query';
export { CustomerIdBody } from './shape';

const projectsModule: FastifyPluginAsync = async (app) => {
  await app.register(projectRepositories);
  await app.register(projectRoutes);
  await app.register(projectExportRoutes);
  await app.register(projectLifecycleRoutes);
  await app.register(projectBulkRoutes);
  await app.register(projectRequestRoutes);
  await app.register(projectChatRoutes);
  await app.register(projectFileRoutes);
  await app.register(projectAddendaRoutes);
  await app.register(projectRfiRoutes);
};

export default projectsModule;
