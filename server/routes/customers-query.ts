/**
 * Customers (spec §7.4): reading customers as answers (with their partner, agent, sales person and
 * counts), the lines they buy, and the checks a write makes on the records it links to.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { addedServices, agents, customerAddedServices, customers, customerServices, partners, services, users } from '../db/schema';
import { HttpError, fieldError } from '../errors';
import type { RecordScope } from '../../src/domain/scope';
import { CUSTOMER_MESSAGES, type AddonLine, type CustomerInput, type CustomerRow, type Ref, type ServiceLine } from './customers-shape';
import { priceText } from '../records/money';

type Reader = Pick<Db, 'select'>;

const salesPeople = alias(users, 'sales_person');

// Written out: inside a subquery drizzle would leave the outer columns unqualified.
const branchCount = sql<number>`(select count(*)::int from "branches" as "b" where "b"."customer_id" = "customers"."id")`;
const userCount = sql<number>`(select count(*)::int from "users" as "u" where "u"."customer_id" = "customers"."id")`;

const columns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  website: customers.website,
  address: customers.address,
  partnerId: customers.partnerId,
  partnerName: partners.name,
  agentId: customers.agentId,
  agentName: agents.name,
  salesPersonId: customers.salesPersonId,
  salesPersonName: salesPeople.name,
  subscriptionType: customers.subscriptionType,
  status: customers.status,
  trialEnd: customers.trialEnd,
  storageQuotaMb: customers.storageQuotaMb,
  branchCount,
  userCount,
  revision: customers.revision,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
};

/** The customers query with its joins; callers add where, order and paging. */
export function selectCustomers(db: Reader) {
  return db
    .select(columns)
    .from(customers)
    .leftJoin(partners, eq(partners.id, customers.partnerId))
    .leftJoin(agents, eq(agents.id, customers.agentId))
    .leftJoin(salesPeople, eq(salesPeople.id, customers.salesPersonId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

const refOf = (id: number | null, name: string | null): Ref | null => (id === null || name === null ? null : { id, name });

export function toCustomerRow(row: Selected): CustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    partner: refOf(row.partnerId, row.partnerName),
    agent: refOf(row.agentId, row.agentName),
    sales_person: refOf(row.salesPersonId, row.salesPersonName),
    subscription_type: row.subscriptionType,
    status: row.status,
    trial_end: row.trialEnd,
    storage_quota_mb: row.storageQuotaMb,
    branch_count: Number(row.branchCount),
    user_count: Number(row.userCount),
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One customer in the scope (`scoped` is its condition), or undefined. */
export async function findCustomer(db: Reader, id: number, scoped: SQL | undefined): Promise<CustomerRow | undefined> {
  const [row] = await selectCustomers(db)
    .where(scoped ? and(eq(customers.id, id), scoped) : eq(customers.id, id))
    .limit(1);
  return row && toCustomerRow(row);
}

/** Throws 404 unless the customer exists in the scope. */
export async function requireCustomer(db: Reader, id: number, scoped: SQL | undefined): Promise<void> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(scoped ? and(eq(customers.id, id), scoped) : eq(customers.id, id))
    .limit(1);
  if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
}

export async function serviceLines(db: Reader, customerId: number): Promise<ServiceLine[]> {
  const rows = await db
    .select({ serviceId: customerServices.serviceId, name: services.name, workType: services.workType, price: customerServices.price })
    .from(customerServices)
    .innerJoin(services, eq(services.id, customerServices.serviceId))
    .where(eq(customerServices.customerId, customerId))
    .orderBy(asc(services.name));
  return rows.map((row) => ({ service_id: row.serviceId, name: row.name, work_type: row.workType, price: priceText(row.price) }));
}

export async function addonLines(db: Reader, customerId: number): Promise<AddonLine[]> {
  const rows = await db
    .select({ addedServiceId: customerAddedServices.addedServiceId, name: addedServices.name, price: customerAddedServices.price })
    .from(customerAddedServices)
    .innerJoin(addedServices, eq(addedServices.id, customerAddedServices.addedServiceId))
    .where(eq(customerAddedServices.customerId, customerId))
    .orderBy(asc(addedServices.name));
  return rows.map((row) => ({ added_service_id: row.addedServiceId, name: row.name, price: priceText(row.price) }));
}

/** Who owns a customer: the partner and agent a write ends up with. */
export interface Owners {
  partnerId: number | null;
  agentId: number | null;
}

/**
 * The partner and agent of a customer being written, by the writer's scope: staff choose (an agent
 * must work for the chosen partner, and names it when none is chosen); a partner's customers stay
 * theirs; an agent's stay theirs and their partner's. Anyone else keeps what the customer had, and
 * may not create customers at all (403).
 */
export async function resolveOwners(db: Reader, scope: RecordScope, input: Pick<CustomerInput, 'partner_id' | 'agent_id'>, existing?: Owners): Promise<Owners> {
  const agentOf = async (agentId: number) => (await db.select({ id: agents.id, partnerId: agents.partnerId }).from(agents).where(eq(agents.id, agentId)).limit(1))[0];
  switch (scope.kind) {
    case 'all': {
      if (input.partner_id !== null) {
        const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, input.partner_id)).limit(1);
        if (!partner) throw fieldError('partner_id', CUSTOMER_MESSAGES.partnerNotFound);
      }
      if (input.agent_id === null) return { partnerId: input.partner_id, agentId: null };
      const agent = await agentOf(input.agent_id);
      if (!agent) throw fieldError('agent_id', CUSTOMER_MESSAGES.agentNotFound);
      if (input.partner_id !== null && agent.partnerId !== input.partner_id) throw fieldError('agent_id', CUSTOMER_MESSAGES.agentOfOtherPartner);
      return { partnerId: input.partner_id ?? agent.partnerId, agentId: agent.id };
    }
    case 'partner': {
      if (input.agent_id === null) return { partnerId: scope.partnerId, agentId: null };
      const agent = await agentOf(input.agent_id);
      if (!agent || agent.partnerId !== scope.partnerId) throw fieldError('agent_id', CUSTOMER_MESSAGES.agentNotFound);
      return { partnerId: scope.partnerId, agentId: agent.id };
    }
    case 'agent': {
      const agent = await agentOf(scope.agentId);
      return { partnerId: agent?.partnerId ?? null, agentId: scope.agentId };
    }
    default:
      if (!existing) throw new HttpError(403, 'You can only manage the customer you belong to');
      return existing;
  }
}

/** 400 at the field unless the sales person is an administrator. */
export async function checkSalesPerson(db: Reader, salesPersonId: number | null): Promise<void> {
  if (salesPersonId === null) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, salesPersonId), eq(users.isAdmin, true)))
    .limit(1);
  if (!admin) throw fieldError('sales_person_id', CUSTOMER_MESSAGES.salesPersonNotFound);
}

/** 400 at the line's field unless every service and add-on exists. */
export async function checkLines(db: Reader, input: { services?: CustomerInput['services'] | undefined; addons?: CustomerInput['addons'] | undefined }): Promise<void> {
  const serviceIds = (input.services ?? []).map((line) => line.service_id);
  if (serviceIds.length > 0) {
    const found = new Set((await db.select({ id: services.id }).from(services).where(inArray(services.id, serviceIds))).map((row) => row.id));
    const missing = serviceIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(`services.${missing}.service_id`, CUSTOMER_MESSAGES.serviceNotFound);
  }
  const addonIds = (input.addons ?? []).map((line) => line.added_service_id);
  if (addonIds.length > 0) {
    const found = new Set((await db.select({ id: addedServices.id }).from(addedServices).where(inArray(addedServices.id, addonIds))).map((row) => row.id));
    const missing = addonIds.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(`addons.${missing}.added_service_id`, CUSTOMER_MESSAGES.addonNotFound);
  }
}

/** Replaces the customer's services and add-ons with the given lines (an omitted list is kept). */
export async function writeLines(tx: Pick<Db, 'insert' | 'delete'>, customerId: number, input: { services?: CustomerInput['services'] | undefined; addons?: CustomerInput['addons'] | undefined }): Promise<void> {
  if (input.services) {
    await tx.delete(customerServices).where(eq(customerServices.customerId, customerId));
    if (input.services.length > 0) await tx.insert(customerServices).values(input.services.map((line) => ({ customerId, serviceId: line.service_id, price: line.price })));
  }
  if (input.addons) {
    await tx.delete(customerAddedServices).where(eq(customerAddedServices.customerId, customerId));
    if (input.addons.length > 0) await tx.insert(customerAddedServices).values(input.addons.map((line) => ({ customerId, addedServiceId: line.added_service_id, price: line.price })));
  }
}

/** Today (UTC) plus `days`, YYYY-MM-DD. */
export function isoDayFrom(base: Date, days: number): string {
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days)).toISOString().slice(0, 10);
}
