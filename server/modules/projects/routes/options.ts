/**
 * Projects (spec §7.6): the option and helper lists of the project screens, held to the caller's
 * scope — the list filters (customers, partners, branches), the form's choices (assignees, branches,
 * services, add-ons, agents, a service's scope of work), the demo projects count, the projects with
 * an open RFI and the staff's leave.
 */
import { and, asc, count, eq, exists, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addedServices, agents, branches, customers, leaves, projectRfis, projects, services, users } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { projectCondition, projectScopeOf } from '../access';
import { ProjectListBody, projectListPage, projectRowSchema, projectsWhere } from '../list-query';
import { assigneeCondition } from '../project-input';
import { branchIdCondition, customerCondition } from '../../../records/scope';
import { branchOptions, customerOptions, partnerOptions } from '../../../records/scope-options';
import { defineRoute } from '../../../http/define-route';
import { IdParams } from '../../../http/lists';
import { BranchOptionsBody, CustomerIdBody, LeaveBody, PROJECT_MESSAGES, ScopeBody, ServiceOptionsBody, leaveSchema, optionList } from '../shape';
import { workTypeSchema } from '../../../http/schemas';

const TAGS = ['projects'];
const VIEW = { key: 'Enq', action: 'view' } as const;

const serviceOptionSchema = {
  type: 'object',
  required: ['id', 'name', 'work_type'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema },
} as const;

const projectOptionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const options = (data: unknown) => ({ status: 200, messages: PROJECT_MESSAGES.options, data });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/filtercustomers',
    access: VIEW,
    tags: TAGS,
    summary: "The customers the caller's project list can be filtered by: those of their scope",
    data: optionList(),
    handler: async (request) => {
      return options(await customerOptions(db, projectScopeOf(request)));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/filterpartners',
    access: VIEW,
    tags: TAGS,
    summary: "The partners of the customers in the caller's scope",
    data: optionList(),
    handler: async (request) => {
      return options(await partnerOptions(db, projectScopeOf(request)));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/filterbranches',
    access: VIEW,
    tags: TAGS,
    summary: "The branches in the caller's scope, optionally of one customer",
    body: CustomerIdBody,
    data: optionList(),
    handler: async (request) => {
      return options(await branchOptions(db, projectScopeOf(request), { customerId: request.body.customer_id }));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/users',
    access: VIEW,
    tags: TAGS,
    summary: 'Who a project can be assigned to: active members of the service provider (all for staff, their own for a partner); none for others',
    data: optionList(),
    handler: async (request) => {
      const condition = assigneeCondition(projectScopeOf(request));
      if (!condition) return options([]);
      const rows = await db.select({ id: users.id, name: users.name }).from(users).where(condition).orderBy(asc(users.name));
      return options(rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/branches',
    access: VIEW,
    tags: TAGS,
    summary: "The active branches a project of the customer can be for (a branch user's own only)",
    body: BranchOptionsBody,
    data: optionList(),
    handler: async (request) => {
      const scope = projectScopeOf(request);
      const customerId = request.body.customer_id ?? (scope.kind === 'customer' || scope.kind === 'branch' ? scope.customerId : undefined);
      if (customerId === undefined) return options([]);
      const rows = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.customerId, customerId), eq(branches.status, 'active'), branchIdCondition(branches.id, branches.customerId, scope)))
        .orderBy(asc(branches.name));
      return options(rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/services',
    access: VIEW,
    tags: TAGS,
    summary: 'The active services a project can be for, optionally of one work type',
    body: ServiceOptionsBody,
    data: optionList(serviceOptionSchema),
    handler: async (request) => {
      const { work_type } = request.body;
      const rows = await db
        .select({ id: services.id, name: services.name, work_type: services.workType })
        .from(services)
        .where(and(eq(services.status, 'active'), work_type === undefined ? undefined : eq(services.workType, work_type)))
        .orderBy(asc(services.name));
      return options(rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/addedservices',
    access: VIEW,
    tags: TAGS,
    summary: 'The active add-ons a project can take',
    data: optionList(),
    handler: async () => {
      const rows = await db.select({ id: addedServices.id, name: addedServices.name }).from(addedServices).where(eq(addedServices.status, 'active')).orderBy(asc(addedServices.name));
      return options(rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/agents',
    access: VIEW,
    tags: TAGS,
    summary: "The agents of the customers in the caller's scope",
    data: optionList(),
    handler: async (request) => {
      const scoped = customerCondition(projectScopeOf(request));
      const rows = await db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(exists(db.select({ one: sql`1` }).from(customers).where(and(eq(customers.agentId, agents.id), scoped))))
        .orderBy(asc(agents.name));
      return options(rows);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/scopebyservice/:id',
    access: VIEW,
    tags: TAGS,
    summary: "The scope of work a new project of the service starts from: the branch's standing scope when one is given and set, else the service's description",
    params: IdParams,
    body: ScopeBody,
    data: { type: 'object', required: ['service_id', 'scope_of_work'], properties: { service_id: { type: 'integer' }, scope_of_work: { type: 'string' } } },
    errors: [404],
    handler: async (request) => {
      const { id } = request.params;
      const [service] = await db.select({ description: services.description }).from(services).where(eq(services.id, id));
      if (!service) throw new HttpError(404, PROJECT_MESSAGES.serviceNotFound);
      let scopeOfWork = service.description;
      const branchId = request.body.branch_id;
      if (branchId !== undefined) {
        const [branch] = await db
          .select({ scopeOfWork: branches.scopeOfWork })
          .from(branches)
          .where(and(eq(branches.id, branchId), branchIdCondition(branches.id, branches.customerId, projectScopeOf(request))));
        if (branch?.scopeOfWork) scopeOfWork = branch.scopeOfWork;
      }
      return { status: 200, messages: PROJECT_MESSAGES.scope, data: { service_id: id, scope_of_work: scopeOfWork } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/demoprojects',
    access: VIEW,
    tags: TAGS,
    summary: 'How many demo projects the caller sees, optionally of one customer',
    body: CustomerIdBody,
    data: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
    handler: async (request) => {
      const customerId = request.body.customer_id;
      const [row] = await db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.isDemo, true), projectCondition(projectScopeOf(request)), customerId === undefined ? undefined : eq(projects.customerId, customerId)));
      return { status: 200, messages: PROJECT_MESSAGES.count, data: { count: Number(row?.n ?? 0) } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/rfiprojects',
    access: VIEW,
    tags: TAGS,
    summary: 'The projects in scope with an open RFI, a page at a time, with the filters of the project list',
    body: ProjectListBody,
    list: projectRowSchema,
    handler: async (request) => {
      const { pageNumber, pageSize, sort, ...filters } = request.body;
      const openRfi = exists(db.select({ one: sql`1` }).from(projectRfis).where(and(eq(projectRfis.projectId, projects.id), eq(projectRfis.isOpen, true))));
      const where = and(projectsWhere(projectScopeOf(request), filters), openRfi);
      return { status: 200, messages: PROJECT_MESSAGES.listed, data: await projectListPage(db, where, { pageNumber, pageSize, sort }) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/fetchleave',
    access: VIEW,
    tags: TAGS,
    summary: "The provider staff's leave overlapping from..to (both included), optionally of one user: the assignment and due-date pickers warn about them",
    body: LeaveBody,
    data: optionList(leaveSchema),
    handler: async (request) => {
      const { from, to, user_id } = request.body;
      const conditions: (SQL | undefined)[] = [lte(leaves.startsOn, to), gte(leaves.endsOn, from)];
      if (user_id !== undefined) conditions.push(eq(leaves.userId, user_id));
      const rows = await db
        .select({ id: leaves.id, userId: users.id, userName: users.name, startsOn: leaves.startsOn, endsOn: leaves.endsOn, note: leaves.note })
        .from(leaves)
        .innerJoin(users, eq(users.id, leaves.userId))
        .where(and(...conditions))
        .orderBy(asc(leaves.startsOn), asc(leaves.id));
      return {
        status: 200,
        messages: PROJECT_MESSAGES.leaves,
        data: rows.map((row) => ({ id: row.id, user: { id: row.userId, name: row.userName }, starts_on: row.startsOn, ends_on: row.endsOn, note: row.note })),
      };
    },
  });
};

export default projectOptionRoutes;
