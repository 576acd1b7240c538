/**
 * Customers (spec §7.4; DESIGN §5, §7): list, create, details, update, delete, status and extendTrial
 * under /api/customers, guarded by the `Customer` permission key and held to the caller's record
 * scope: a customer outside it is 404. Partners' and agents' writes stay within their own customers
 * (`app.customers.resolveOwners`). The option lists and the files have route files of their own.
 */
import { ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { branches, customers, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { createdColumn, matches, recordListRoutes, statusColumn, type Reader } from '../../records/list-resource';
import { countWhere, recordWriteRoutes } from '../../records/resource';
import { usDate } from '../../exports/dates';
import { claimRevision } from '../../records/revision';
import { customerCondition, scopeOf } from '../../records/scope';
import { isoDayFrom, type CustomerColumns, type Owners } from './repository';
import {
  CUSTOMER_MESSAGES,
  CreateBody,
  DEFAULT_TRIAL_DAYS,
  ListBody,
  SUBSCRIPTION_LABELS,
  TrialBody,
  UpdateBody,
  customerDetailsSchema,
  customerRowSchema,
  type CustomerInput,
} from './shape';
import { defineRoute } from '../../http/define-route';
import { IdParams, isUniqueViolation } from '../../http/lists';

export { CUSTOMER_MESSAGES };

const TAGS = ['customers'];

/** A trial keeps (or gets) an end date; other subscriptions have none. */
function trialEndOf(input: Pick<CustomerInput, 'subscription_type' | 'trial_end'>, current: string | null): string | null {
  if (input.subscription_type !== 'trial') return null;
  return input.trial_end ?? current ?? isoDayFrom(new Date(), DEFAULT_TRIAL_DAYS);
}

/** The stored fields a create or an update writes (omitted status or quota are kept). */
function columnsOf(input: Omit<CustomerInput, 'services' | 'addons'>, owners: Owners, currentTrialEnd: string | null): Partial<CustomerColumns> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone,
    website: input.website,
    address: input.address,
    partnerId: owners.partnerId,
    agentId: owners.agentId,
    salesPersonId: input.sales_person_id,
    subscriptionType: input.subscription_type,
    trialEnd: trialEndOf(input, currentTrialEnd),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.storage_quota_mb === undefined ? {} : { storageQuotaMb: input.storage_quota_mb }),
  };
}

async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CUSTOMER_MESSAGES.duplicate, { name: CUSTOMER_MESSAGES.duplicate });
    throw error;
  }
}

const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db, customers: repo } = app;

  recordListRoutes(app, {
    path: 'customers',
    access: { key: 'Customer', action: 'view' },
    tags: TAGS,
    summary: 'The customers in scope, a page at a time; search matches name, email and phone; filters partner, agent, sales_person, status, subscription_type',
    listed: CUSTOMER_MESSAGES.listed,
    body: ListBody,
    item: customerRowSchema,
    sorts: {
      name: sql`lower(${customers.name})`,
      created: customers.createdAt,
      trial_end: (descending) => sql`${customers.trialEnd} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`,
    },
    defaultSort: 'name',
    id: customers.id,
    ids: (q) => q.select({ id: customers.id }).from(customers).$dynamic(),
    scope: (request) => customerCondition(scopeOf(request, 'Customer')),
    search: (pattern) => or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)),
    filters: (f) => [
      matches(customers.partnerId, f.partner),
      matches(customers.agentId, f.agent),
      matches(customers.salesPersonId, f.sales_person),
      matches(customers.status, f.status),
      matches(customers.subscriptionType, f.subscription_type),
    ],
    read: (q: Reader, ids: number[]) => repo.read(q, ids),
    columns: [
      { header: 'Customer', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Partner', value: (row) => row.partner?.name },
      { header: 'Agent', value: (row) => row.agent?.name },
      { header: 'Sales Person', value: (row) => row.sales_person?.name },
      { header: 'Subscription', value: (row) => SUBSCRIPTION_LABELS[row.subscription_type as keyof typeof SUBSCRIPTION_LABELS] ?? row.subscription_type },
      { header: 'Trial Ends', value: (row) => (row.trial_end ? usDate(row.trial_end) : null) },
      { header: 'Branches', value: (row) => row.branch_count },
      { header: 'Users', value: (row) => row.user_count },
      statusColumn,
      createdColumn,
    ],
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/create',
    changes: { type: 'customer' },
    access: { key: 'Customer', action: 'create' },
    tags: TAGS,
    summary: "Creates a customer with its services and add-ons; a partner's or agent's customer is their own. 409 when the name is taken",
    body: CreateBody,
    data: customerDetailsSchema,
    errors: [409],
    handler: async (request) => {
      const input = request.body;
      const scope = scopeOf(request, 'Customer');
      const updatedBy = requireUser(request).session.id;
      const owners = await repo.resolveOwners(scope, input);
      await repo.checkSalesPerson(input.sales_person_id);
      await repo.checkLines(input);
      const id = await asConflict(() =>
        db.transaction(async (tx) => {
          await repo.refuseDuplicate(tx, input.name);
          const id = await repo.insert(tx, { ...columnsOf(input, owners, null), name: input.name, email: input.email, status: input.status ?? 'active' }, updatedBy);
          await repo.writeLines(tx, id, input);
          return id;
        }),
      );
      return { status: 200, messages: CUSTOMER_MESSAGES.created, data: await repo.details(id, undefined) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/details/:id',
    access: { key: 'Customer', action: 'view' },
    tags: TAGS,
    summary: 'One customer with its services, add-ons, files and branches',
    params: IdParams,
    data: customerDetailsSchema,
    errors: [404],
    handler: async (request) => ({
      status: 200,
      messages: CUSTOMER_MESSAGES.details,
      data: await repo.details(request.params.id, customerCondition(scopeOf(request, 'Customer'))),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/update/:id',
    changes: { type: 'customer' },
    access: { key: 'Customer', action: 'update' },
    tags: TAGS,
    summary: 'Replaces the fields of a customer (omitted services, add-ons, status or quota are kept); 409 for a stale revision or a taken name',
    params: IdParams,
    body: UpdateBody,
    data: customerDetailsSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const input = request.body;
      const scope = scopeOf(request, 'Customer');
      const scoped = customerCondition(scope);
      const userId = requireUser(request).session.id;
      const current = await repo.find(id, scoped);
      if (!current) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
      const owners = await repo.resolveOwners(scope, input, { partnerId: current.partner?.id ?? null, agentId: current.agent?.id ?? null });
      await repo.checkSalesPerson(input.sales_person_id);
      await repo.checkLines(input);
      await asConflict(() =>
        db.transaction(async (tx) => {
          await repo.refuseDuplicate(tx, input.name, id);
          const next = await claimRevision(tx, customers, id, input.revision, userId, 'customer', CUSTOMER_MESSAGES.notFound, scoped);
          await repo.update(tx, id, columnsOf(input, owners, current.trial_end), next);
          await repo.writeLines(tx, id, input);
        }),
      );
      return { status: 200, messages: CUSTOMER_MESSAGES.updated, data: await repo.details(id, undefined) };
    },
  });

  recordWriteRoutes(app, {
    path: 'customers',
    type: 'customer',
    thing: 'customer',
    table: customers,
    tags: TAGS,
    access: { update: { key: 'Customer', action: 'update' }, delete: { key: 'Customer', action: 'delete' } },
    messages: CUSTOMER_MESSAGES,
    summaries: {
      status: 'Sets the status of a customer: active, inactive or pending',
      delete: 'Deletes a customer with its prices and files; refused with 409 while it has branches or users (make it inactive instead)',
    },
    scope: (request) => customerCondition(scopeOf(request, 'Customer')),
    rowSchema: customerRowSchema,
    row: (_request, id) => repo.find(id, undefined),
    dependents: async (tx, id) => [
      [await countWhere(tx, branches.customerId, id), 'branch', 'branches'],
      [await countWhere(tx, users.customerId, id), 'user', 'users'],
    ],
    storedFiles: (tx, id) => repo.deleteFiles(tx, id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/extendTrial/:id',
    access: { key: 'Customer', action: 'update' },
    tags: TAGS,
    summary: 'Extends the trial of a customer on the trial subscription by 1 to 90 days, from its end or from today if that is later; 409 for other subscriptions',
    params: IdParams,
    body: TrialBody,
    data: customerRowSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const scoped = customerCondition(scopeOf(request, 'Customer'));
      await repo.extendTrial(id, scoped, request.body.days, requireUser(request).session.id);
      return { status: 200, messages: CUSTOMER_MESSAGES.trialExtended, data: await repo.find(id, undefined) };
    },
  });
};

export default customerRoutes;
