/**
 * Projects (spec §7.6): the option and helper lists of the project screens, held to the caller's
 * scope — the list filters (customers, partners, branches), the form's choices (assignees, branches,
 * services, add-ons, agents, a service's scope of work), the demo projects count, the projects with
 * an open RFI (a view of the list, routes/projects.ts) and the staff's leave.
 */
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../../errors';
import { projectScopeOf } from '../access';
import { VIEW, head } from '../change';
import { assigneeCondition } from '../project-input';
import { branchOptions, customerOptions, partnerOptions } from '../../../records/scope-options';
import { defineRoute } from '../../../http/define-route';
import { optionRoutes } from '../../../http/option-routes';
import { BranchOptionsBody, CustomerIdBody, LeaveBody, PROJECT_MESSAGES, ScopeBody, ServiceOptionsBody, leaveSchema } from '../shape';
import { workTypeSchema, objectSchema } from '../../../http/schemas';

const serviceOptionSchema = objectSchema({ id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema });

const projectOptionRoutes: FastifyPluginAsync = async (app) => {
  const { db, projectOptions: lists } = app;
  const option = optionRoutes(app, { head, access: VIEW, messages: PROJECT_MESSAGES.options });

  option('/projects/filtercustomers', "The customers the caller's project list can be filtered by: those of their scope", (request) => customerOptions(db, projectScopeOf(request)));

  option('/projects/filterpartners', "The partners of the customers in the caller's scope", (request) => partnerOptions(db, projectScopeOf(request)));

  option('/projects/filterbranches', "The branches in the caller's scope, optionally of one customer", (request) => branchOptions(db, projectScopeOf(request), { customerId: request.body.customer_id }), { body: CustomerIdBody });

  option(
    '/projects/users',
    'Who a project can be assigned to: active members of the service provider (all for staff, their own for a partner); none for others',
    async (request) => {
      const condition = assigneeCondition(projectScopeOf(request));
      return condition ? lists.usersWhere(condition) : [];
    },
  );

  option(
    '/projects/branches',
    "The active branches a project of the customer can be for (a branch user's own only)",
    async (request) => {
      const scope = projectScopeOf(request);
      const customerId = request.body.customer_id ?? (scope.kind === 'customer' || scope.kind === 'branch' ? scope.customerId : undefined);
      return customerId === undefined ? [] : lists.activeBranches(customerId, scope);
    },
    { body: BranchOptionsBody },
  );

  option('/projects/services', 'The active services a project can be for, optionally of one work type', (request) => lists.activeServices(request.body.work_type), {
    body: ServiceOptionsBody,
    item: serviceOptionSchema,
  });

  option('/projects/addedservices', 'The active add-ons a project can take', () => lists.activeAddons());

  option('/projects/agents', "The agents of the customers in the caller's scope", (request) => lists.agents(projectScopeOf(request)));

  defineRoute(app, {
    ...head(VIEW, '/projects/scopebyservice/:id', "The scope of work a new project of the service starts from: the branch's standing scope when one is given and set, else the service's description"),
    body: ScopeBody,
    data: objectSchema({ service_id: { type: 'integer' }, scope_of_work: { type: 'string' } }),
    errors: [404],
    handler: async (request) => {
      const { id } = request.params;
      const description = await lists.serviceDescription(id);
      if (description === undefined) throw new HttpError(404, PROJECT_MESSAGES.serviceNotFound);
      const branchId = request.body.branch_id;
      const branchScope = branchId === undefined ? undefined : await lists.branchScopeOfWork(branchId, projectScopeOf(request));
      const scopeOfWork = branchScope || description;
      return { status: 200, messages: PROJECT_MESSAGES.scope, data: { service_id: id, scope_of_work: scopeOfWork } };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/projects/demoprojects', 'How many demo projects the caller sees, optionally of one customer'),
    body: CustomerIdBody,
    data: objectSchema({ count: { type: 'integer' } }),
    handler: async (request) => {
      return { status: 200, messages: PROJECT_MESSAGES.count, data: { count: await lists.demoCount(projectScopeOf(request), request.body.customer_id) } };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/projects/fetchleave', "The provider staff's leave overlapping from..to (both included), optionally of one user: the assignment and due-date pickers warn about them"),
    body: LeaveBody,
    data: { type: 'array', items: leaveSchema },
    handler: async (request) => {
      const { from, to, user_id } = request.body;
      const rows = await lists.leaves(from, to, user_id);
      return {
        status: 200,
        messages: PROJECT_MESSAGES.leaves,
        data: rows.map((row) => ({ id: row.id, user: { id: row.userId, name: row.userName }, starts_on: row.startsOn, ends_on: row.endsOn, note: row.note })),
      };
    },
  });
};

export default projectOptionRoutes;
