/**
 * Customers (spec §7.4; DESIGN §5, §7): list, create, details, update, delete, status and extendTrial
 * under /api/customers, guarded by the `Customer` permission key and held to the caller's record
 * scope: a customer outside it is 404. Partners' and agents' writes stay within their own customers
 * (`app.customers.resolveOwners`). The option lists and the files have route files of their own.
 */
import { ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { branches, customers, users } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { type Reader, recordListRoutes, stampColumns } from '../../records/list-resource';
import { found, referencedBy, recordWriteRoutes, type UniqueValue } from '../../records/resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { usDate } from '../../exports/dates';
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
import { defineRoute, recordAccess } from '../../http/define-route';
import { pick } from '../../records/fields';
import { routeHead } from '../../http/route-head';

export { CUSTOMER_MESSAGES };

const TAGS = ['customers'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Customer');

/** Names are unique in any letter case; the lock serialises customer writes, so the check cannot race. */
const CUSTOMER_NAME: UniqueValue = { table: customers, column: customers.name, lock: true, field: 'name', message: CUSTOMER_MESSAGES.duplicate };

/** A trial keeps (or gets) an end date; other subscriptions have none. */
function trialEndOf(input: Pick<CustomerInput, 'subscription_type' | 'trial_end'>, current: string | null): string | null {
  if (input.subscription_type !== 'trial') return null;
  return input.trial_end ?? current ?? isoDayFrom(new Date(), DEFAULT_TRIAL_DAYS);
}

/** The stored fields a create or an update writes (omitted status or quota are kept). */
function columnsOf(input: Omit<CustomerInput, 'services' | 'addons'>, owners: Owners, currentTrialEnd: string | null): Partial<CustomerColumns> {
  return {
    ...pick(input, 'name', 'email', 'phone', 'website', 'address'),
    partnerId: owners.partnerId,
    agentId: owners.agentId,
    salesPersonId: input.sales_person_id,
    subscriptionType: input.subscription_type,
    trialEnd: trialEndOf(input, currentTrialEnd),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.storage_quota_mb === undefined ? {} : { storageQuotaMb: input.storage_quota_mb }),
  };
}

const customerRoutes: FastifyPluginAsync = async (app) => {
  const { customers: repo } = app;
  const scoped = (request: FastifyRequest) => customerCondition(scopeOf(request, 'Customer'));
  const base = { path: 'customers', type: 'customer', thing: 'customer', table: customers, tags: TAGS, messages: CUSTOMER_MESSAGES, scope: scoped, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

  recordListRoutes(app, {
    ...base,
    summary: 'The customers in scope, a page at a time; search matches name, email and phone; filters partner, agent, sales_person, status, subscription_type',
    body: ListBody,
    item: customerRowSchema,
    sorts: {
      name: sql`lower(${customers.name})`,
      created: customers.createdAt,
      trial_end: (descending) => sql`${customers.trialEnd} ${sql.raw(descending ? 'desc' : 'asc')} nulls last`,
    },
    defaultSort: 'name',
    search: (pattern) => or(ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)),
    equals: { partner: customers.partnerId, agent: customers.agentId, sales_person: customers.salesPersonId, status: customers.status, subscription_type: customers.subscriptionType },
    read: (q: Reader, ids: number[]) => repo.read(q, ids),
    columns: [
      ['Customer', 'name'], ['Email', 'email'], ['Phone', 'phone'], ['Partner', 'partner'], ['Agent', 'agent'], ['Sales Person', 'sales_person'],
      { header: 'Subscription', value: (row) => SUBSCRIPTION_LABELS[row.subscription_type as keyof typeof SUBSCRIPTION_LABELS] ?? row.subscription_type },
      { header: 'Trial Ends', value: (row) => (row.trial_end ? usDate(row.trial_end) : null) },
      ['Branches', 'branch_count'], ['Users', 'user_count'],
      ...stampColumns,
    ],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: "Creates a customer with its services and add-ons; a partner's or agent's customer is their own. 409 when the name is taken",
      details: 'One customer with its services, add-ons, files and branches',
      update: 'Replaces the fields of a customer (omitted services, add-ons, status or quota are kept); 409 for a stale revision or a taken name',
    },
    schema: customerDetailsSchema,
    answer: (_request, id) => repo.details(id, undefined),
    details: { read: (request, id) => repo.details(id, scoped(request)) },
    /** Who owns the customer after the write, and the trial end it had; the links it names must exist. */
    prepare: async (request, input, id) => {
      const current = id === undefined ? undefined : found(await repo.find(id, scoped(request)), CUSTOMER_MESSAGES.notFound);
      const existing = current && { partnerId: current.partner?.id ?? null, agentId: current.agent?.id ?? null };
      const owners = await repo.resolveOwners(scopeOf(request, 'Customer'), input, existing);
      await repo.checkSalesPerson(input.sales_person_id);
      await repo.checkLines(input);
      return { owners, trialEnd: current?.trial_end ?? null };
    },
    unique: { rule: CUSTOMER_NAME },
    columns: (input, { prep }, id) => ({ ...columnsOf(input, prep.owners, prep.trialEnd), ...(id === undefined ? { status: input.status ?? 'active' } : {}) }),
    written: (tx, id, input) => repo.writeLines(tx, id, input),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of a customer: active, inactive or pending',
      delete: 'Deletes a customer with its prices and files; refused with 409 while it has branches or users (make it inactive instead)',
    },
    rowSchema: customerRowSchema,
    row: (_request, id) => repo.find(id, undefined),
    dependents: referencedBy([branches.customerId, 'branch', 'branches'], [users.customerId, 'user', 'users']),
    storedFiles: (tx, id) => repo.deleteFiles(tx, id),
  });

  defineRoute(app, {
    ...head(ACCESS.update, '/customers/extendTrial/:id', 'Extends the trial of a customer on the trial subscription by 1 to 90 days, from its end or from today if that is later; 409 for other subscriptions'),
    body: TrialBody,
    data: customerRowSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      await repo.extendTrial(id, scoped(request), request.body.days, requireUser(request).session.id);
      return { status: 200, messages: CUSTOMER_MESSAGES.trialExtended, data: await repo.find(id, undefined) };
    },
  });
};

export default customerRoutes;
