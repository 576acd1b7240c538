/**
 * Customers (spec §7.4; DESIGN §5, §7): list, create, details, update, delete, status and extendTrial
 * under /api/customers, guarded by the `Customer` permission key and held to the caller's record
 * scope: a customer outside it is 404. Partners' and agents' writes stay within their own customers
 * (customers-query.ts `resolveOwners`). The option lists and the files live in their own modules.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { branches, customers, recordFiles, users } from '../db/schema';
import { HttpError } from '../errors';
import { requireUser } from '../plugins/auth';
import { createdColumn, matches, recordListRoutes, statusColumn, type Reader } from '../records/list-resource';
import { countWhere, recordWriteRoutes } from '../records/resource';
import { usDate } from '../exports/dates';
import { claimRevision } from '../records/revision';
import { customerCondition, scopeOf } from '../records/scope';
import customerFileRoutes from './customers-files';
import customerOptionRoutes from './customers-options';
import {
  addonLines,
  checkLines,
  checkSalesPerson,
  findCustomer,
  isoDayFrom,
  resolveOwners,
  selectCustomers,
  serviceLines,
  toCustomerRow,
  writeLines,
} from './customers-query';
import {
  CUSTOMER_MESSAGES,
  CreateBody,
  DEFAULT_TRIAL_DAYS,
  ListBody,
  TrialBody,
  UpdateBody,
  customerDetailsSchema,
  customerRowSchema,
  fileAnswer,
  type CustomerInput,
} from './customers-shape';
import { defineRoute } from '../http/define-route';
import { IdParams, isUniqueViolation } from '../http/lists';

/** Serialises customer writes, so the case-insensitive name check cannot race. */
const CUSTOMER_LOCK = 727_260_301;
const TAGS = ['customers'];
const SUBSCRIPTION_LABELS: Record<string, string> = { monthly: 'Monthly', annual: 'Annual', trial: 'Trial' };

const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

  /** Inside a write transaction: refuses a name another customer has, in any letter case. */
  async function refuseDuplicate(tx: Tx, name: string, exceptId?: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK})`);
    const same = sql`lower(${customers.name}) = lower(${name})`;
    const [clash] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(exceptId === undefined ? same : and(same, ne(customers.id, exceptId)))
      .limit(1);
    if (clash) throw new HttpError(409, CUSTOMER_MESSAGES.duplicate, { name: CUSTOMER_MESSAGES.duplicate });
  }

  async function asConflict<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, CUSTOMER_MESSAGES.duplicate, { name: CUSTOMER_MESSAGES.duplicate });
      throw error;
    }
  }

  /** A trial keeps (or gets) an end date; other subscriptions have none. */
  function trialEndOf(input: Pick<CustomerInput, 'subscription_type' | 'trial_end'>, current: string | null): string | null {
    if (input.subscription_type !== 'trial') return null;
    return input.trial_end ?? current ?? isoDayFrom(new Date(), DEFAULT_TRIAL_DAYS);
  }

  async function details(id: number, scoped: SQL | undefined) {
    const row = await findCustomer(db, id, scoped);
    if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
    const [serviceList, addonList, files, branchRows] = await Promise.all([
      serviceLines(db, id),
      addonLines(db, id),
      db.select().from(recordFiles).where(eq(recordFiles.customerId, id)).orderBy(desc(recordFiles.createdAt), desc(recordFiles.id)),
      db
        .select({
          id: branches.id,
          name: branches.name,
          city: branches.city,
          status: branches.status,
          userCount: sql<number>`(select count(*)::int from "users" as "u" where "u"."branch_id" = "branches"."id")`,
        })
        .from(branches)
        .where(eq(branches.customerId, id))
        .orderBy(asc(branches.name)),
    ]);
    return {
      ...row,
      services: serviceList,
      addons: addonList,
      files: files.map(fileAnswer),
      branches: branchRows.map((b) => ({ id: b.id, name: b.name, city: b.city, status: b.status, user_count: Number(b.userCount) })),
    };
  }

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
    read: async (q: Reader, ids: number[]) => (await selectCustomers(q).where(inArray(customers.id, ids))).map(toCustomerRow),
    columns: [
      { header: 'Customer', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone },
      { header: 'Partner', value: (row) => row.partner?.name },
      { header: 'Agent', value: (row) => row.agent?.name },
      { header: 'Sales Person', value: (row) => row.sales_person?.name },
      { header: 'Subscription', value: (row) => SUBSCRIPTION_LABELS[row.subscription_type] ?? row.subscription_type },
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
      const owners = await resolveOwners(db, scope, input);
      await checkSalesPerson(db, input.sales_person_id);
      await checkLines(db, input);
      const id = await asConflict(() =>
        db.transaction(async (tx) => {
          await refuseDuplicate(tx, input.name);
          const [row] = await tx
            .insert(customers)
            .values({
              name: input.name,
              email: input.email,
              phone: input.phone,
              website: input.website,
              address: input.address,
              partnerId: owners.partnerId,
              agentId: owners.agentId,
              salesPersonId: input.sales_person_id,
              subscriptionType: input.subscription_type,
              status: input.status ?? 'active',
              trialEnd: trialEndOf(input, null),
              ...(input.storage_quota_mb === undefined ? {} : { storageQuotaMb: input.storage_quota_mb }),
              updatedBy,
            })
            .returning({ id: customers.id });
          if (!row) throw new Error('customer insert returned nothing');
          await writeLines(tx, row.id, input);
          return row.id;
        }),
      );
      return { status: 200, messages: CUSTOMER_MESSAGES.created, data: await details(id, undefined) };
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
      data: await details(request.params.id, customerCondition(scopeOf(request, 'Customer'))),
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
      const current = await findCustomer(db, id, scoped);
      if (!current) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
      const owners = await resolveOwners(db, scope, input, { partnerId: current.partner?.id ?? null, agentId: current.agent?.id ?? null });
      await checkSalesPerson(db, input.sales_person_id);
      await checkLines(db, input);
      await asConflict(() =>
        db.transaction(async (tx) => {
          await refuseDuplicate(tx, input.name, id);
          const next = await claimRevision(tx, customers, id, input.revision, userId, 'customer', CUSTOMER_MESSAGES.notFound, scoped);
          await tx
            .update(customers)
            .set({
              name: input.name,
              email: input.email,
              phone: input.phone,
              website: input.website,
              address: input.address,
              partnerId: owners.partnerId,
              agentId: owners.agentId,
              salesPersonId: input.sales_person_id,
              subscriptionType: input.subscription_type,
              trialEnd: trialEndOf(input, current.trial_end),
              ...(input.status === undefined ? {} : { status: input.status }),
              ...(input.storage_quota_mb === undefined ? {} : { storageQuotaMb: input.storage_quota_mb }),
              ...next,
            })
            .where(eq(customers.id, id));
          await writeLines(tx, id, input);
        }),
      );
      return { status: 200, messages: CUSTOMER_MESSAGES.updated, data: await details(id, undefined) };
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
    row: (_request, id) => findCustomer(db, id, undefined),
    dependents: async (tx, id) => [
      [await countWhere(tx, branches.customerId, id), 'branch', 'branches'],
      [await countWhere(tx, users.customerId, id), 'user', 'users'],
    ],
    storedFiles: async (tx, id) => (await tx.delete(recordFiles).where(eq(recordFiles.customerId, id)).returning({ storedName: recordFiles.storedName })).map((file) => file.storedName),
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
      const updatedBy = requireUser(request).session.id;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscriptionType: customers.subscriptionType, trialEnd: customers.trialEnd })
          .from(customers)
          .where(scoped ? and(eq(customers.id, id), scoped) : eq(customers.id, id))
          .for('update');
        if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
        if (row.subscriptionType !== 'trial') throw new HttpError(409, CUSTOMER_MESSAGES.notOnTrial);
        const today = isoDayFrom(new Date(), 0);
        const from = row.trialEnd && row.trialEnd > today ? row.trialEnd : today;
        const trialEnd = isoDayFrom(new Date(`${from}T00:00:00Z`), request.body.days);
        await tx
          .update(customers)
          .set({ trialEnd, revision: sql`${customers.revision} + 1`, updatedBy, updatedAt: new Date() })
          .where(eq(customers.id, id));
      });
      return { status: 200, messages: CUSTOMER_MESSAGES.trialExtended, data: await findCustomer(db, id, undefined) };
    },
  });

  await app.register(customerOptionRoutes);
  await app.register(customerFileRoutes);
};

export default customerRoutes;
