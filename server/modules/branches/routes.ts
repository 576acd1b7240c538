/**
 * Branches (spec §7.9; DESIGN §5): list, create, details, update, delete, status and scope of work
 * under /api/branches, guarded by the `Branch` key, plus the customer options, the branch-lead
 * candidates (/branches/branchlead) and the list's filter options. Queries are held to the caller's
 * branch scope: a branch-scoped user (branch admin, branch lead) sees and edits only their own branch
 * and creates or deletes none. Names are unique per customer.
 */
import { z } from 'zod';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { branches, customers, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { recordListRoutes, stampColumns } from '../../records/list-resource';
import { referencedBy, found, recordWriteRoutes, type UniqueValue } from '../../records/resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisionField } from '../../records/revision';
import { branchIdCondition, scopeOf } from '../../records/scope';
import { objectBody } from '../../validation';
import { linkSchema, optionsSchema, recordSchema, pick } from '../../records/fields';
import { idField, requiredId, statusField } from '../../../src/domain/contracts/fields';
import { branchContract } from '../../../src/domain/contracts/branch';
import { defineRoute, recordAccess } from '../../http/define-route';
import { listShape, sortField } from '../../http/lists';
import type { BranchAnswer } from './repository';
import { routeHead } from '../../http/route-head';

type Q = Pick<Db, 'select'>;

export const BRANCH_MESSAGES = {
  listed: 'Branches fetched successfully',
  details: 'Branch fetched successfully',
  created: 'Branch created successfully',
  updated: 'Branch updated successfully',
  deleted: 'Branch deleted successfully',
  statusChanged: 'Branch status updated successfully',
  scopeOfWork: 'Scope of work fetched successfully',
  options: 'Options fetched successfully',
  notFound: 'Branch not found',
  customerNotFound: 'Customer not found',
  duplicate: 'A branch with this name already exists for this customer',
  outsideScope: 'You can only add branches to your own customers',
  ownBranchOnly: 'You can only change your own branch',
  leadOfCustomer: 'The branch lead must be an active user of the same customer',
  stillReferenced: 'This branch is still named on other records. Make it inactive instead.',
} as const;

const CreateBody = objectBody(branchContract.shape);
const UpdateBody = objectBody({ ...branchContract.shape, revision: revisionField });
const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'city', 'customer', 'created', 'status']),
  customer: z.optional(idField('customer')),
  partner: z.optional(idField('partner')),
  agent: z.optional(idField('agent')),
  lead: z.optional(idField('lead')),
  status: z.optional(statusField),
});
const LeadBody = objectBody({ customer_id: requiredId('customer_id'), branch_id: z.nullish(idField('branch_id')) });

const branchSchema = recordSchema(
  {
    name: { type: 'string' },
    city: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    phone: { type: ['string', 'null'] },
    address: { type: ['string', 'null'] },
    scope_of_work: { type: 'string' },
    customer_id: { type: 'integer' },
    customer: linkSchema,
    lead_user_id: { type: ['integer', 'null'] },
    lead: linkSchema,
    partner: linkSchema,
    agent: linkSchema,
    user_count: { type: 'integer', description: 'How many users belong to the branch' },
    status: { type: 'string', enum: ['active', 'inactive', 'pending'] },
  },
  ['name', 'customer_id', 'status'],
);

const filtersSchema = {
  type: 'object',
  required: ['customer', 'branch', 'lead', 'partner', 'agent'],
  properties: { customer: optionsSchema, branch: optionsSchema, lead: optionsSchema, partner: optionsSchema, agent: optionsSchema },
} as const;

/** Names are unique per customer in any letter case; the lock serialises branch writes, so the check cannot race. */
const BRANCH_NAME: UniqueValue = { table: branches, column: branches.name, lock: true, field: 'name', message: BRANCH_MESSAGES.duplicate };

const TAGS = ['branches'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Branch');

const branchRoutes: FastifyPluginAsync = async (app) => {
  const { db, branches: repository } = app;
  const scopeOfRequest = (request: FastifyRequest): RecordScope => scopeOf(request, 'Branch');
  const inScope = (scope: RecordScope) => branchIdCondition(branches.id, branches.customerId, scope);
  const base = { path: 'branches', type: 'branch', thing: 'branch', table: branches, tags: TAGS, messages: BRANCH_MESSAGES, scope: (request: FastifyRequest) => inScope(scopeOfRequest(request)), access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

  async function answerOf(scope: RecordScope, id: number): Promise<BranchAnswer> {
    return found(await repository.find(id, inScope(scope)), BRANCH_MESSAGES.notFound);
  }

  recordListRoutes(app, {
    ...base,
    summary: 'The branches in scope, a page at a time; search matches name, city and email',
    body: ListBody,
    item: branchSchema,
    sorts: { name: sql`lower(${branches.name})`, city: branches.city, customer: sql`lower(${customers.name})`, created: branches.createdAt, status: branches.status },
    defaultSort: 'name',
    ids: (q) => q.select({ id: branches.id }).from(branches).innerJoin(customers, eq(customers.id, branches.customerId)).$dynamic(),
    scope: (request) => inScope(scopeOfRequest(request)),
    search: (pattern) => or(ilike(branches.name, pattern), ilike(branches.city, pattern), ilike(branches.email, pattern)),
    equals: { customer: branches.customerId, partner: customers.partnerId, agent: customers.agentId, lead: branches.leadUserId, status: branches.status },
    read: (q: Q, ids: number[]) => repository.read(q, ids),
    columns: [
      ['Branch', 'name'], ['Customer', 'customer'], ['City', 'city'], ['Email', 'email'], ['Phone', 'phone'], ['Branch Lead', 'lead'], ['Partner', 'partner'], ['Agent', 'agent'], ['Users', 'user_count'],
      ...stampColumns,
    ],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a branch of a customer in scope; 409 when the customer has a branch of that name',
      details: 'One branch in scope',
      update: 'Replaces a branch’s fields; a branch-scoped user keeps it in their customer. 409 for a stale revision or a taken name',
    },
    schema: branchSchema,
    answer: (request, id) => answerOf(scopeOfRequest(request), id),
    prepare: async (request, _body, id) => {
      const scope = scopeOfRequest(request);
      if (id === undefined && scope.kind === 'branch') throw new HttpError(403, BRANCH_MESSAGES.ownBranchOnly);
      return scope;
    },
    // The row is locked in scope first; then the customer must be in scope and the name free there.
    claimFirst: true,
    check: async (tx, { prep: scope }, body) => {
      if (!(await repository.customerInScope(tx, scope, body.customer_id))) {
        throw new HttpError(403, BRANCH_MESSAGES.outsideScope, { customer_id: BRANCH_MESSAGES.outsideScope });
      }
    },
    unique: { rule: BRANCH_NAME, among: (body) => eq(branches.customerId, body.customer_id) },
    checkLast: async (tx, _context, body) => {
      if (body.lead_user_id !== null && !(await repository.isActiveUserOf(tx, body.lead_user_id, body.customer_id))) {
        throw new HttpError(400, BRANCH_MESSAGES.leadOfCustomer, { lead_user_id: BRANCH_MESSAGES.leadOfCustomer });
      }
    },
    columns: (body) => ({
      name: body.name,
      customerId: body.customer_id,
      ...pick(body, 'city', 'email', 'phone', 'address'),
      scopeOfWork: body.scope_of_work,
      leadUserId: body.lead_user_id,
    }),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/branches/scopeofwork/:id', 'The standing scope of work of a branch in scope'),
    data: { type: 'object', required: ['id', 'scope_of_work'], properties: { id: { type: 'integer' }, scope_of_work: { type: 'string' } } },
    errors: [404],
    handler: async (request) => {
      const { id, scope_of_work } = await answerOf(scopeOfRequest(request), request.params.id);
      return { status: 200, messages: BRANCH_MESSAGES.scopeOfWork, data: { id, scope_of_work } };
    },
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: { status: 'Sets a branch active, inactive or pending', delete: 'Deletes a branch; refused while users belong to it, and for branch-scoped users' },
    rowSchema: branchSchema,
    row: (request, id) => answerOf(scopeOfRequest(request), id),
    refuseDelete: async (request) => {
      if (scopeOfRequest(request).kind === 'branch') throw new HttpError(403, BRANCH_MESSAGES.ownBranchOnly);
    },
    dependents: referencedBy([users.branchId, 'user', 'users']),
    dependentsAdvice: 'Move them to another branch first, or make it inactive instead.',
    stillReferenced: BRANCH_MESSAGES.stillReferenced,
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/branches/customers', 'Customers in scope, for the branch form'),
    data: optionsSchema,
    handler: async (request) => ({ status: 200, messages: BRANCH_MESSAGES.options, data: await repository.customers(scopeOfRequest(request)) }),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/branches/branchlead', 'Active users of a customer in scope who may lead a branch (of that branch, or of none)'),
    body: LeadBody,
    data: optionsSchema,
    errors: [404],
    handler: async (request) => {
      const { customer_id, branch_id } = request.body;
      if (!(await repository.customerInScope(db, scopeOfRequest(request), customer_id))) throw new HttpError(404, BRANCH_MESSAGES.customerNotFound);
      const rows = await repository.leadCandidates(customer_id, branch_id);
      return { status: 200, messages: BRANCH_MESSAGES.options, data: rows };
    },
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/branches/filters', 'Options of the list filters: customer, branch, lead, partner and agent, all within scope'),
    data: filtersSchema,
    handler: async (request) => {
      const scope = scopeOfRequest(request);
      return { status: 200, messages: BRANCH_MESSAGES.options, data: await repository.filterOptions(scope, inScope(scope)) };
    },
  });
};

export default branchRoutes;
