/**
 * Projects (spec §7.6; DESIGN §5, §7): list (with its CSV and PDF exports and the projects with an open
 * RFI), create, details, detailed view, update, delete, status check and the header's global search
 * under /api/projects, guarded by the `Enq` key and held to the caller's project scope (a project
 * outside it is 404). Every change writes one activity and tells the project's audience in its
 * transaction; the events go out after commit. Lifecycle, requests, chat, files and one project's PDF
 * live in their own modules; the option lists in options.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PROJECT_STATUS_LABELS } from '../../../../src/domain/project-lifecycle';
import { projects } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { PROJECT_NOT_FOUND, projectCondition, projectInScope, projectScopeOf, projectSideOf, type ProjectRecord } from '../access';
import { changesBetween } from '../activity';
import { tellProject } from '../audience';
import { canDeleteProject, canEditProject, projectAbilities, projectDetails, projectDetailsProperties, projectDetailsSchema } from '../details';
import { lifecycleOf } from '../lifecycle';
import { describeFilters, PROJECT_CSV_COLUMNS, PROJECT_PDF_COLUMNS } from '../list-export';
import {
  PROJECT_ORDERS,
  ProjectExportFilters,
  ProjectFilters,
  projectFilterConditions,
  projectIds,
  ProjectListBody,
  projectRowSchema,
  projectRowsOf,
  projectSearch,
  projectsWhere,
  refOf,
} from '../list-query';
import { recordListRoutes } from '../../../records/list-resource';
import { projectCode, reserveProjectIds } from '../../../records/project-code';
import { checkAddons, checkAssignee, checkBranch, checkDueDate, checkService, checkSoftware, resolvePlace } from '../project-input';
import { requireUser } from '../../../plugins/auth';
import type { Tx } from '../../../realtime/notify';
import { removeStored } from '../../../records/files';
import { claimRevision } from '../../../records/revision';
import { defineRoute } from '../../../http/define-route';
import { CREATE, DELETE, VIEW, actorOf, changeHead, changeProject, commitChange, head, readRoute, viewHead } from '../change';
import projectOptionRoutes from './options';
import {
  CreateProjectBody,
  GLOBAL_SEARCH_PAGE_SIZE,
  GlobalSearchBody,
  PROJECT_MESSAGES,
  UpdateProjectBody,
  searchResultSchema,
  type ProjectUpdateInput,
} from '../shape';
import { objectSchema } from '../../../http/schemas';
import { linkSchema, pick } from '../../../records/fields';
import { dueFields, dueRequestProperties, hoursFields, hoursRequestProperties } from './requests';

/** A waiting request of the project: its own fields, who asked and when. */
const waitingSchema = <const P extends object>(description: string, properties: P) =>
  ({ ...objectSchema({ ...properties, requested_by: linkSchema, created_at: { type: 'string', format: 'date-time' } }), type: ['object', 'null'], description }) as const;

/** How many of each the project has (the detailed view). */
export const projectCountsSchema = objectSchema({
  messages: { type: 'integer' },
  files: { type: 'integer', description: 'attachments: the project’s files not of an addendum' },
  addenda: { type: 'integer' },
  rfis_open: { type: 'integer' },
  activities: { type: 'integer' },
});

const detailedSchema = objectSchema({
  ...projectDetailsProperties,
  counts: projectCountsSchema,
  due_request: waitingSchema('The due-date request waiting for an answer', dueRequestProperties),
  hours_request: waitingSchema('The hours request waiting for the customer', hoursRequestProperties),
});

const statusSchema = objectSchema({ id: { type: 'integer' }, status: projectDetailsProperties.status, actions: projectDetailsProperties.actions, revision: { type: 'integer' } });

const searchAnswerSchema = objectSchema({ data: { type: 'array', items: searchResultSchema }, hasMore: { type: 'boolean' } });

/** The fields of a project a person edits (as its activity compares them) and their columns. */
const EDITABLE = {
  name: 'name',
  client_project_number: 'clientProjectNumber',
  branch_id: 'branchId',
  service_id: 'serviceId',
  software_id: 'softwareId',
  work_type: 'workType',
  due_date: 'dueDate',
  assignee_id: 'assigneeId',
  scope_of_work: 'scopeOfWork',
} as const;
type Editable = { -readonly [F in keyof typeof EDITABLE]: ProjectRecord[(typeof EDITABLE)[F]] };
const editable = Object.entries(EDITABLE) as [keyof Editable, (typeof EDITABLE)[keyof Editable]][];

function editableView(project: ProjectRecord, addonIds: number[]) {
  return { ...(Object.fromEntries(editable.map(([field, column]) => [field, project[column]])) as Editable), added_service_ids: addonIds };
}

/** The columns of the edited fields. */
function columnsOf(view: Editable) {
  return Object.fromEntries(editable.map(([field, column]) => [column, view[field]])) as Pick<ProjectRecord, (typeof EDITABLE)[keyof Editable]>;
}

const projectRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;


  // The list, its CSV (`exportcsv`, optionally of the rows selected: `ids`) and PDF (`exportpdf`), and the
  // projects with an open RFI: the record kernel's list routes, every one the list's rows in its order.
  recordListRoutes(app, {
    path: 'projects',
    exportUrl: '/projects/exportcsv',
    access: { view: VIEW },
    tags: ['projects'],
    summary: 'The projects in scope, a page at a time; search matches name, code and client project number; filters customer, branch, status, service, work_type, project_code, client_project_number and the created days filter_start_date..filter_end_date (UTC)',
    messages: PROJECT_MESSAGES,
    body: ProjectListBody,
    exportBody: ProjectExportFilters,
    item: projectRowSchema,
    sorts: PROJECT_ORDERS,
    defaultSort: '-created',
    table: projects,
    ids: projectIds,
    scope: (request) => projectCondition(projectScopeOf(request)),
    search: projectSearch,
    filters: projectFilterConditions,
    read: projectRowsOf,
    columns: PROJECT_CSV_COLUMNS,
    pdf: {
      url: '/projects/exportpdf',
      body: ProjectFilters,
      title: 'Projects',
      noun: ['project', 'projects'],
      columns: PROJECT_PDF_COLUMNS,
      emptyText: 'No projects match these filters.',
      describe: (q, request, input) => describeFilters(q, projectScopeOf(request), input),
    },
    views: [{ url: '/projects/rfiprojects', summary: 'The projects in scope with an open RFI, a page at a time, with the filters of the project list', where: app.projectOptions.openRfi }],
  });

  defineRoute(app, {
    ...head(CREATE, '/projects/create', "Creates a pending project: customer users for their own customer (a customer admin any of its active branches, others their own branch), staff for an active customer and branch of their scope. The due date must not be blocked. Its code is PRJ- and the zero-padded id"),
    changes: { type: 'project' },
    body: CreateProjectBody,
    data: projectDetailsSchema,
    handler: async (request) => {
      const input = request.body;
      const scope = projectScopeOf(request);
      const side = projectSideOf(request);
      const userId = requireUser(request).session.id;
      const { project } = await commitChange(app, userId, async (tx) => {
        const place = await resolvePlace(tx, request, scope, input);
        const { workType } = await checkService(tx, input.service_id, input.work_type);
        await checkSoftware(tx, input.service_id, input.software_id);
        await checkAddons(tx, input.added_service_ids);
        await checkAssignee(tx, side, scope, input.assignee_id, place.customerId);
        await checkDueDate(tx, input.due_date);
        const [projectId] = await reserveProjectIds(tx, 1);
        if (projectId === undefined) throw new Error('no project id reserved');
        const project = await app.projects.insert(
          tx,
          {
            id: projectId,
            code: projectCode(projectId),
            ...columnsOf({ ...input, branch_id: place.branchId, work_type: workType }),
            customerId: place.customerId,
            createdBy: userId,
            updatedBy: userId,
          },
          input.added_service_ids,
        );
        return { project, action: 'Created the project', message: `New project ${project.code} ${project.name} was created` };
      });
      return { status: 200, messages: PROJECT_MESSAGES.created, data: await projectDetails(db, request, project.id) };
    },
  });

  defineRoute(app, {
    ...viewHead('/projects/details/:id', 'One project with its brief, lifecycle and what the caller may do with it now (actions, can_edit, can_delete)'),
    method: ['GET', 'POST'],
    data: projectDetailsSchema,
    handler: async (request) => ({ status: 200, messages: PROJECT_MESSAGES.details, data: await projectDetails(db, request, request.params.id) }),
  });

  defineRoute(app, {
    ...viewHead('/projects/detailed/:id', 'The project details with the counts of its messages, files, addenda, open RFIs and activities, and its pending due-date and hours requests'),
    data: detailedSchema,
    handler: async (request) => {
      const { id } = request.params;
      const details = await projectDetails(db, request, id);
      const { projects: repository, projectRequests: requests } = app;
      const [counts, due, hours] = await Promise.all([repository.counts(id), requests.waitingDue(db, id), requests.waitingHours(db, id)]);
      const waiting = <F>(row: { request: { requestedBy: number | null; createdAt: Date }; requesterName: string | null }, fields: F) => ({
        ...fields,
        requested_by: refOf(row.request.requestedBy, row.requesterName),
        created_at: row.request.createdAt.toISOString(),
      });
      return {
        status: 200,
        messages: PROJECT_MESSAGES.details,
        data: {
          ...details,
          counts,
          due_request: due ? waiting(due, dueFields(due.request)) : null,
          hours_request: hours ? waiting(hours, hoursFields(hours.request, hours.serviceName)) : null,
        },
      };
    },
  });

  defineRoute(app, {
    ...changeHead('/projects/update/:id', 'Replaces the brief of a project (omitted add-ons and assignee are kept; the customer never changes): the provider while it is pending, in progress or on hold, the customer while it is pending. 409 for a stale revision (naming who changed it) or a project that can no longer be edited'),
    body: UpdateProjectBody,
    data: projectDetailsSchema,
    handler: async (request) => {
      const { id } = request.params;
      const input = request.body;
      const changed = await changeProject(app, request, id, async (tx, current, actor) => {
        if (actor.side === 'agent') throw new HttpError(403, PROJECT_MESSAGES.agentsWatch);
        const next = await claimRevision(tx, projects, id, input.revision, actor.id, 'project', PROJECT_NOT_FOUND);
        if (!canEditProject(actor.side, current.status)) {
          throw new HttpError(409, `${PROJECT_MESSAGES.notEditable}: it is ${PROJECT_STATUS_LABELS[current.status]}`, undefined, { status: current.status, revision: current.revision });
        }
        const before = editableView(current, await app.projects.addonIds(tx, id));
        const after = await checkedUpdate(tx, request, current, input, before);
        const changes = changesBetween(before, after);
        if (Object.keys(changes).length === 0) return null;
        const updated = await app.projects.update(tx, id, { ...columnsOf(after), ...next }, changes.added_service_ids ? after.added_service_ids : undefined);
        return { project: updated ?? current, action: 'Updated the project', changes, message: `${actor.name} updated ${current.code} ${after.name}` };
      });
      return { status: 200, messages: changed ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.unchanged, data: await projectDetails(db, request, id) };
    },
  });

  /** The edited fields after the update, each checked (400 at its field); unchanged links are not re-checked. */
  async function checkedUpdate(tx: Tx, request: FastifyRequest, current: ProjectRecord, input: ProjectUpdateInput, before: ReturnType<typeof editableView>) {
    const { user } = requireUser(request).record;
    const scope = projectScopeOf(request);
    if (input.customer_id !== null && input.customer_id !== current.customerId) throw new HttpError(400, PROJECT_MESSAGES.customerFixed, { customer_id: PROJECT_MESSAGES.customerFixed });
    const branchId = input.branch_id ?? current.branchId;
    if (branchId !== current.branchId) {
      const ownBranchOnly = user.customerId !== null && user.type !== 'Customer Admin' && user.branchId !== null;
      if (ownBranchOnly && branchId !== user.branchId) throw new HttpError(400, PROJECT_MESSAGES.ownBranchOnly, { branch_id: PROJECT_MESSAGES.ownBranchOnly });
      await checkBranch(tx, current.customerId, branchId);
    }
    const { workType } = await checkService(tx, input.service_id, input.work_type);
    if (input.service_id !== current.serviceId || input.software_id !== current.softwareId) await checkSoftware(tx, input.service_id, input.software_id);
    const addons = input.added_service_ids ?? before.added_service_ids;
    if (input.added_service_ids) await checkAddons(tx, input.added_service_ids.filter((addon) => !before.added_service_ids.includes(addon)));
    const assigneeId = input.assignee_id ?? current.assigneeId;
    if (assigneeId !== current.assigneeId) await checkAssignee(tx, projectSideOf(request), scope, assigneeId, current.customerId);
    if (input.due_date !== current.dueDate) await checkDueDate(tx, input.due_date);
    return {
      name: input.name,
      client_project_number: input.client_project_number,
      branch_id: branchId,
      service_id: input.service_id,
      software_id: input.software_id,
      work_type: workType,
      due_date: input.due_date,
      assignee_id: assigneeId,
      scope_of_work: input.scope_of_work,
      added_service_ids: [...addons].sort((a, b) => a - b),
    };
  }

  defineRoute(app, {
    ...head(DELETE, '/projects/delete/:id', 'Deletes a pending or cancelled project with everything on it (a customer only a pending one); 409 for a project in any other state'),
    changes: { type: 'project', removes: true },
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const actor = actorOf(request);
      const { events, storedNames } = await db.transaction(async (tx) => {
        const project = await projectInScope(tx, request, id, { lock: true });
        if (actor.side === 'agent') throw new HttpError(403, PROJECT_MESSAGES.agentsWatch);
        if (!canDeleteProject(actor.side, project.status)) {
          const message = actor.side === 'customer' ? PROJECT_MESSAGES.customerDeletesPending : PROJECT_MESSAGES.notDeletable;
          throw new HttpError(409, message, undefined, { status: project.status, revision: project.revision });
        }
        // Not a changeProject: no activity outlives the project. Told before the delete, while the
        // audience can still be read from the project.
        const told = await tellProject(tx, project, actor.id, `${actor.name} deleted project ${project.code} ${project.name}`);
        return { events: told, storedNames: await app.projects.remove(tx, id) };
      });
      await app.realtime.publish(events);
      // The rows are gone; the bytes follow (a leftover file is harmless, a dangling row is not).
      for (const name of storedNames) await removeStored(app, name);
      return { status: 200, messages: PROJECT_MESSAGES.deleted, data: { id } };
    },
  });

  readRoute(app, {
    url: '/projects/checkstatus/:id',
    summary: "A project's status, the lifecycle actions the caller may take now and its revision (to see whether a screen is stale)",
    done: PROJECT_MESSAGES.status,
    data: statusSchema,
    read: async (project, request) => ({ ...pick(project, 'id', 'status', 'revision'), actions: projectAbilities(request, await lifecycleOf(db, project)).actions }),
  });

  defineRoute(app, {
    ...head(VIEW, '/projects/globalsearch', 'The header search (spec 2.4): projects in scope whose name, code or client project number contains the text, 10 a page, newest first; optional customer, branch, status and created days. Answers data.data and data.hasMore'),
    body: GlobalSearchBody,
    data: searchAnswerSchema,
    handler: async (request) => {
      const { pageNumber, ...filters } = request.body;
      const where = projectsWhere(projectScopeOf(request), filters);
      // One more than a page tells whether another follows, without counting every match.
      const rows = await app.projects.search(where, GLOBAL_SEARCH_PAGE_SIZE + 1, (pageNumber - 1) * GLOBAL_SEARCH_PAGE_SIZE);
      const data = rows.slice(0, GLOBAL_SEARCH_PAGE_SIZE).map((row) => ({
        id: row.id,
        project_name: row.name,
        customer: row.customer,
        project_code: row.code,
        status: row.status,
        client_project_number: row.clientProjectNumber,
      }));
      return { status: 200, messages: PROJECT_MESSAGES.searched, data: { data, hasMore: rows.length > GLOBAL_SEARCH_PAGE_SIZE } };
    },
  });

  await app.register(projectOptionRoutes);
};

export default projectRoutes;
