/**
 * Branches (spec §7.9; DESIGN §5): list, create, details, update, delete, status and scope of work
 * under /api/branches, guarded by the `Branch` key, plus the customer options, the branch-lead
 * candidates (/branches/branchlead) and the list's filter options. Queries are held to the caller's
 * branch scope: a branch-scoped user (branch admin, branch lead) sees and edits only their own branch
 * and creates or deletes none. Names are unique per customer.
 */
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { agents, branches, customers, partners, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createdColumn, matches, recordListRoutes, statusColumn } from '../../records/list-resource';
import { countWhere, recordWriteRoutes } from '../../records/resource';
import { claimRevision, revisionField } from '../../records/revision';
import { branchIdCondition, customerCondition, customerIdCondition, scopeOf } from '../../records/scope';
import { objectBody } from '../../validation';
import { linkSchema, optionsSchema, type Option } from '../../records/fields';
import { idField, requiredId, statusField } from '../../../src/domain/contracts/fields';
import { branchContract } from '../../../src/domain/contracts/branch';
import { defineRoute } from '../../http/define-route';
import { IdParams, isUniqueViolation, listShape, sortField } from '../../http/lists';

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
  customer: idField('customer').optional(),
  partner: idField('partner').optional(),
  agent: idField('agent').optional(),
  lead: idField('lead').optional(),
  status: statusField.optional(),
});
const LeadBody = objectBody({ customer_id: requiredId('customer_id'), branch_id: idField('branch_id').nullish() });

const branchSchema = {
  type: 'object',
  required: ['id', 'name', 'customer_id', 'status', 'revision', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
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
    revision: { type: 'integer', description: 'Sent back with an update; bumped by every update' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const filtersSchema = {
  type: 'object',
  required: ['customer', 'branch', 'lead', 'partner', 'agent'],
  properties: { customer: optionsSchema, branch: optionsSchema, lead: optionsSchema, partner: optionsSchema, agent: optionsSchema },
} as const;

// Written out: a correlated count, which drizzle would leave unqualified in a select list.
const userCount = sql<number>`(select count(*)::int from "users" as "member" where "member"."branch_id" = "branches"."id")`;
const leadName = sql<string | null>`(select "lead"."name" from "users" as "lead" where "lead"."id" = "branches"."lead_user_id")`;

const branchColumns = {
  id: branches.id,
  name: branches.name,
  city: branches.city,
  email: branches.email,
  phone: branches.phone,
  address: branches.address,
  scopeOfWork: branches.scopeOfWork,
  customerId: branches.customerId,
  customerName: customers.name,
  leadUserId: branches.leadUserId,
  leadName,
  partnerId: partners.id,
  partnerName: partners.name,
  agentId: agents.id,
  agentName: agents.name,
  userCount,
  status: branches.status,
  revision: branches.revision,
  createdAt: branches.createdAt,
  updatedAt: branches.updatedAt,
};

type Q = Pick<Db, 'select'>;

function selectBranches(q: Q) {
  return q
    .select(branchColumns)
    .from(branches)
    .innerJoin(customers, eq(customers.id, branches.customerId))
    .leftJoin(partners, eq(partners.id, customers.partnerId))
    .leftJoin(agents, eq(agents.id, customers.agentId));
}
type BranchRow = Awaited<ReturnType<ReturnType<typeof selectBranches>['execute']>>[number];

const link = (id: number | null, name: string | null): Option | null => (id === null ? null : { id, name: name ?? '' });

export function toBranchAnswer(row: BranchRow) {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    email: row.email,
    phone: row.phone,
    address: row.address,
    scope_of_work: row.scopeOfWork,
    customer_id: row.customerId,
    customer: { id: row.customerId, name: row.customerName },
    lead_user_id: row.leadUserId,
    lead: link(row.leadUserId, row.leadName),
    partner: link(row.partnerId, row.partnerName),
    agent: link(row.agentId, row.agentName),
    user_count: Number(row.userCount),
    status: row.status,
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type BranchAnswer = ReturnType<typeof toBranchAnswer>;

type BranchBody = z.output<typeof CreateBody>;

function columnsOf(body: BranchBody) {
  return {
    name: body.name,
    customerId: body.customer_id,
    city: body.city,
    email: body.email,
    phone: body.phone,
    address: body.address,
    scopeOfWork: body.scope_of_work,
    leadUserId: body.lead_user_id,
  };
}

const duplicate = () => new HttpError(409, BRANCH_MESSAGES.duplicate, { name: BRANCH_MESSAGES.duplicate });

/** Serialises branch writes, so the case-insensitive name check per customer cannot race. */
const BRANCH_LOCK = 727_260_301;

const TAGS = ['branches'];

const branchRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const scopeOfRequest = (request: FastifyRequest): RecordScope => scopeOf(request, 'Branch');
  const inScope = (scope: RecordScope) => branchIdCondition(branches.id, branches.customerId, scope);

  async function findBranch(q: Q, scope: RecordScope, id: number): Promise<BranchRow | undefined> {
    const [row] = await selectBranches(q).where(and(eq(branches.id, id), inScope(scope))).limit(1);
    return row;
  }
  async function answerOf(scope: RecordScope, id: number): Promise<BranchAnswer> {
    const row = await findBranch(db, scope, id);
    if (!row) throw new HttpError(404, BRANCH_MESSAGES.notFound);
    return toBranchAnswer(row);
  }

  /** Inside a write: the customer must be in scope, the name free there, the lead one of its active users. */
  async function checkWrite(tx: Pick<Db, 'select' | 'execute'>, scope: RecordScope, body: BranchBody, exceptId?: number) {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, body.customer_id), customerCondition(scope)));
    if (!customer) throw new HttpError(403, BRANCH_MESSAGES.outsideScope, { customer_id: BRANCH_MESSAGES.outsideScope });
    await tx.execute(sql`select pg_advisory_xact_lock(${BRANCH_LOCK})`);
    const same = and(eq(branches.customerId, body.customer_id), sql`lower(${branches.name}) = lower(${body.name})`);
    const [clash] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(exceptId === undefined ? same : and(same, ne(branches.id, exceptId)))
      .limit(1);
    if (clash) throw duplicate();
    if (body.lead_user_id !== null) {
      const [lead] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, body.lead_user_id), eq(users.customerId, body.customer_id), eq(users.status, 'active')));
      if (!lead) throw new HttpError(400, BRANCH_MESSAGES.leadOfCustomer, { lead_user_id: BRANCH_MESSAGES.leadOfCustomer });
    }
  }

  async function asConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    }
  }

  recordListRoutes(app, {
    path: 'branches',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'The branches in scope, a page at a time; search matches name, city and email',
    listed: BRANCH_MESSAGES.listed,
    body: ListBody,
    item: branchSchema,
    sorts: { name: sql`lower(${branches.name})`, city: branches.city, customer: sql`lower(${customers.name})`, created: branches.createdAt, status: branches.status },
    defaultSort: 'name',
    id: branches.id,
    ids: (q) => q.select({ id: branches.id }).from(branches).innerJoin(customers, eq(customers.id, branches.customerId)).$dynamic(),
    scope: (request) => inScope(scopeOfRequest(request)),
    search: (pattern) => or(ilike(branches.name, pattern), ilike(branches.city, pattern), ilike(branches.email, pattern)),
    filters: (f) => [
      matches(branches.customerId, f.customer),
      matches(customers.partnerId, f.partner),
      matches(customers.agentId, f.agent),
      matches(branches.leadUserId, f.lead),
      matches(branches.status, f.status),
    ],
    read: async (q: Q, ids: number[]) => (await selectBranches(q).where(inArray(branches.id, ids))).map(toBranchAnswer),
    columns: [
      { header: 'Branch', value: (row) => row.name },
      { header: 'Customer', value: (row) => row.customer?.name },
      { header: 'City', value: (row) => row.city },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Branch Lead', value: (row) => row.lead?.name },
      { header: 'Partner', value: (row) => row.partner?.name },
      { header: 'Agent', value: (row) => row.agent?.name },
      { header: 'Users', value: (row) => row.user_count },
      statusColumn,
      createdColumn,
    ],
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/create',
    changes: { type: 'branch' },
    access: { key: 'Branch', action: 'create' },
    tags: TAGS,
    summary: 'Creates a branch of a customer in scope; 409 when the customer has a branch of that name',
    body: CreateBody,
    data: branchSchema,
    errors: [409],
    handler: async (request) => {
      const scope = scopeOfRequest(request);
      if (scope.kind === 'branch') throw new HttpError(403, BRANCH_MESSAGES.ownBranchOnly);
      const updatedBy = requireUser(request).session.id;
      const id = await asConflict(() =>
        db.transaction(async (tx) => {
          await checkWrite(tx, scope, request.body);
          const [row] = await tx
            .insert(branches)
            .values({ ...columnsOf(request.body), updatedBy })
            .returning({ id: branches.id });
          if (!row) throw new Error('branch insert returned nothing');
          return row.id;
        }),
      );
      return { status: 200, messages: BRANCH_MESSAGES.created, data: await answerOf(scope, id) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/details/:id',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'One branch in scope',
    params: IdParams,
    data: branchSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: BRANCH_MESSAGES.details, data: await answerOf(scopeOfRequest(request), request.params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/scopeofwork/:id',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'The standing scope of work of a branch in scope',
    params: IdParams,
    data: { type: 'object', required: ['id', 'scope_of_work'], properties: { id: { type: 'integer' }, scope_of_work: { type: 'string' } } },
    errors: [404],
    handler: async (request) => {
      const { id, scope_of_work } = await answerOf(scopeOfRequest(request), request.params.id);
      return { status: 200, messages: BRANCH_MESSAGES.scopeOfWork, data: { id, scope_of_work } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/update/:id',
    changes: { type: 'branch' },
    access: { key: 'Branch', action: 'update' },
    tags: TAGS,
    summary: 'Replaces a branch’s fields; a branch-scoped user keeps it in their customer. 409 for a stale revision or a taken name',
    params: IdParams,
    body: UpdateBody,
    data: branchSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const scope = scopeOfRequest(request);
      const userId = requireUser(request).session.id;
      await asConflict(() =>
        db.transaction(async (tx) => {
          const next = await claimRevision(tx, branches, id, request.body.revision, userId, 'branch', BRANCH_MESSAGES.notFound, inScope(scope));
          await checkWrite(tx, scope, request.body, id);
          await tx.update(branches).set({ ...columnsOf(request.body), ...next }).where(eq(branches.id, id));
        }),
      );
      return { status: 200, messages: BRANCH_MESSAGES.updated, data: await answerOf(scope, id) };
    },
  });

  recordWriteRoutes(app, {
    path: 'branches',
    type: 'branch',
    thing: 'branch',
    table: branches,
    tags: TAGS,
    access: { update: { key: 'Branch', action: 'update' }, delete: { key: 'Branch', action: 'delete' } },
    messages: BRANCH_MESSAGES,
    summaries: { status: 'Sets a branch active, inactive or pending', delete: 'Deletes a branch; refused while users belong to it, and for branch-scoped users' },
    scope: (request) => inScope(scopeOfRequest(request)),
    rowSchema: branchSchema,
    row: (request, id) => answerOf(scopeOfRequest(request), id),
    refuseDelete: async (request) => {
      if (scopeOfRequest(request).kind === 'branch') throw new HttpError(403, BRANCH_MESSAGES.ownBranchOnly);
    },
    dependents: async (tx, id) => [[await countWhere(tx, users.branchId, id), 'user', 'users']],
    dependentsAdvice: 'Move them to another branch first, or make it inactive instead.',
    stillReferenced: BRANCH_MESSAGES.stillReferenced,
  });

  const scopedCustomers = (scope: RecordScope): Promise<Option[]> =>
    db.select({ id: customers.id, name: customers.name }).from(customers).where(customerCondition(scope)).orderBy(asc(customers.name));

  defineRoute(app, {
    method: 'POST',
    url: '/branches/customers',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'Customers in scope, for the branch form',
    data: optionsSchema,
    handler: async (request) => ({ status: 200, messages: BRANCH_MESSAGES.options, data: await scopedCustomers(scopeOfRequest(request)) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/branchlead',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'Active users of a customer in scope who may lead a branch (of that branch, or of none)',
    body: LeadBody,
    data: optionsSchema,
    errors: [404],
    handler: async (request) => {
      const { customer_id, branch_id } = request.body;
      const scope = scopeOfRequest(request);
      const [customer] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customer_id), customerCondition(scope)));
      if (!customer) throw new HttpError(404, BRANCH_MESSAGES.customerNotFound);
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.customerId, customer_id),
            eq(users.status, 'active'),
            branch_id ? or(eq(users.branchId, branch_id), isNull(users.branchId)) : undefined,
          ),
        )
        .orderBy(asc(users.name));
      return { status: 200, messages: BRANCH_MESSAGES.options, data: rows };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/branches/filters',
    access: { key: 'Branch', action: 'view' },
    tags: TAGS,
    summary: 'Options of the list filters: customer, branch, lead, partner and agent, all within scope',
    data: filtersSchema,
    handler: async (request) => {
      const scope = scopeOfRequest(request);
      const where = inScope(scope);
      const branchRows = await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(where)
        .orderBy(asc(branches.name), asc(branches.id));
      const leadRows = await db
        .selectDistinct({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(branches, eq(branches.leadUserId, users.id))
        .where(where)
        .orderBy(asc(users.name), asc(users.id));
      const scopedCustomerIds = customerIdCondition(customers.id, scope);
      const partnerRows = await db
        .selectDistinct({ id: partners.id, name: partners.name })
        .from(partners)
        .innerJoin(customers, eq(customers.partnerId, partners.id))
        .where(scopedCustomerIds)
        .orderBy(asc(partners.name), asc(partners.id));
      const agentRows = await db
        .selectDistinct({ id: agents.id, name: agents.name })
        .from(agents)
        .innerJoin(customers, eq(customers.agentId, agents.id))
        .where(scopedCustomerIds)
        .orderBy(asc(agents.name), asc(agents.id));
      return {
        status: 200,
        messages: BRANCH_MESSAGES.options,
        data: { customer: await scopedCustomers(scope), branch: branchRows, lead: leadRows, partner: partnerRows, agent: agentRows },
      };
    },
  });
};

export default branchRoutes;
