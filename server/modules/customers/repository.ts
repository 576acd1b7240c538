/**
 * Customers' queries as a Fastify plugin (`app.customers`), in the style of fastify/demo's
 * repositories: reading customers as answers (with their partner, agent, sales person and counts),
 * the lines they buy, their files and branches, the option lists of the customer screens, the writes,
 * and the checks a write makes on the records it links to. Reads take the caller's scope condition
 * (server/records/scope.ts), so a customer outside it reads as none.
 */
import { and, asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { addedServices, agents, branches, customerAddedServices, customers, customerServices, partners, recordFiles, services, users } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { pick } from '../../records/fields';
import { found } from '../../records/resource';
import { HttpError, fieldError } from '../../errors';
import type { Option } from '../../records/fields';
import { namedOptions } from '../../records/scope-options';
import { priceText } from '../../records/money';
import { customerCondition } from '../../records/scope';
import { CUSTOMER_MESSAGES, fileAnswer, type AddonLine, type CustomerDetails, type CustomerInput, type CustomerRow, type FileAnswer, type Ref, type ServiceLine, type SubscriptionType } from './shape';
import { correlatedCount } from '../../records/counts';
import { filesOf, toFileAnswer } from '../../records/file-answers';
import { refOf } from '../projects';
import { knownIds, linesOf, replaceRows, type Catalogue, type LineTable } from '../../records/price-lines';

type Q = Pick<Db, 'select'>;
type Tx = Pick<Db, 'select' | 'execute' | 'insert' | 'update' | 'delete'>;

const salesPeople = alias(users, 'sales_person');

const SERVICE_LINES: LineTable = { table: customerServices, owner: customerServices.customerId, item: customerServices.serviceId, price: customerServices.price, catalogue: services };
const ADDON_LINES: LineTable = { table: customerAddedServices, owner: customerAddedServices.customerId, item: customerAddedServices.addedServiceId, price: customerAddedServices.price, catalogue: addedServices };


const columns = {
  ...pick(customers, 'id', 'name', 'email', 'phone', 'website', 'address', 'partnerId'),
  partnerName: partners.name,
  agentId: customers.agentId,
  agentName: agents.name,
  salesPersonId: customers.salesPersonId,
  salesPersonName: salesPeople.name,
  ...pick(customers, 'subscriptionType', 'status', 'trialEnd', 'storageQuotaMb'),
  branchCount: correlatedCount(branches, 'b', branches.customerId, customers),
  userCount: correlatedCount(users, 'u', users.customerId, customers),
  ...revisedColumns(customers),
};

/** The customers query with its joins; callers add where, order and paging. */
function selectCustomers(q: Q) {
  return q.select(columns).from(customers).leftJoin(partners, eq(partners.id, customers.partnerId)).leftJoin(agents, eq(agents.id, customers.agentId)).leftJoin(salesPeople, eq(salesPeople.id, customers.salesPersonId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

function toCustomerRow(row: Selected): CustomerRow {
  return {
    ...pick(row, 'id', 'name', 'email', 'phone', 'website', 'address'),
    partner: refOf(row.partnerId, row.partnerName),
    agent: refOf(row.agentId, row.agentName),
    sales_person: refOf(row.salesPersonId, row.salesPersonName),
    subscription_type: row.subscriptionType as SubscriptionType,
    status: row.status,
    trial_end: row.trialEnd,
    storage_quota_mb: row.storageQuotaMb,
    branch_count: Number(row.branchCount),
    user_count: Number(row.userCount),
    ...revisedAnswer(row),
  };
}

const withId = (id: number, scoped: SQL | undefined) => (scoped ? and(eq(customers.id, id), scoped) : eq(customers.id, id));

/** Who owns a customer: the partner and agent a write ends up with. */
export interface Owners {
  partnerId: number | null;
  agentId: number | null;
}

/** A customer's stored fields, as a create or an update writes them. */
export type CustomerColumns = Omit<typeof customers.$inferInsert, 'id' | 'revision' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

type Lines = { services?: CustomerInput['services'] | undefined; addons?: CustomerInput['addons'] | undefined };

export interface PartnerSubscriptions {
  partner: Ref;
  agent: Ref | null;
  subscriptions: { subscription_type: string; customer_count: number }[];
}

export type CustomersRepository = ReturnType<typeof customersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomersRepository;
  }
}

/** Today (UTC) plus `days`, YYYY-MM-DD. */
export function isoDayFrom(base: Date, days: number): string {
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + days)).toISOString().slice(0, 10);
}

export function customersRepository(db: Db) {
  /** One customer inside `scoped` (the caller's scope condition), or undefined. */
  async function find(id: number, scoped: SQL | undefined): Promise<CustomerRow | undefined> {
    const [row] = await selectCustomers(db).where(withId(id, scoped)).limit(1);
    return row && toCustomerRow(row);
  }

  async function serviceLines(customerId: number): Promise<ServiceLine[]> {
    const rows = await linesOf(db, SERVICE_LINES, customerId, { workType: services.workType });
    return rows.map((row) => ({ service_id: row.id, name: row.name, work_type: row.workType, price: priceText(row.price) }));
  }

  async function addonLines(customerId: number): Promise<AddonLine[]> {
    return (await linesOf(db, ADDON_LINES, customerId)).map((row) => ({ added_service_id: row.id, name: row.name, price: priceText(row.price) }));
  }

  /** The active entries of a catalogue with their list prices, by name; `more` selects further columns. */
  async function activeCatalogue<M extends Record<string, PgColumn>>(catalogue: Catalogue, where?: SQL, more?: M) {
    const rows = await db
      .select({ id: catalogue.id, name: catalogue.name, price: catalogue.price, ...more })
      .from(catalogue)
      .where(and(eq(catalogue.status, 'active'), where))
      .orderBy(asc(catalogue.name));
    return rows.map((row) => ({ ...row, price: priceText(row.price) }));
  }

  const agentOf = async (agentId: number) => (await db.select({ id: agents.id, partnerId: agents.partnerId }).from(agents).where(eq(agents.id, agentId)).limit(1))[0];

  return {
    /** Customers of `ids` (the list's page), answered. */
    async read(q: Q, ids: number[]) {
      return (await selectCustomers(q).where(inArray(customers.id, ids))).map(toCustomerRow);
    },
    find,
    /** One customer with its services, add-ons, files and branches; 404 outside `scoped`. */
    async details(id: number, scoped: SQL | undefined): Promise<CustomerDetails> {
      const row = found(await find(id, scoped), CUSTOMER_MESSAGES.notFound);
      const [serviceList, addonList, files, branchRows] = await Promise.all([
        serviceLines(id),
        addonLines(id),
        filesOf(db, { customerId: id }),
        db
          .select({ ...pick(branches, 'id', 'name', 'city', 'status'), userCount: correlatedCount(users, 'u', users.branchId, branches) })
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
    },
    /** Throws 404 unless the customer exists in the scope. */
    async require(id: number, scoped: SQL | undefined) {
      const [row] = await db.select({ id: customers.id }).from(customers).where(withId(id, scoped)).limit(1);
      if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
    },
    serviceLines,
    addonLines,
    /**
     * The partner and agent of a customer being written, by the writer's scope: staff choose (an agent
     * must work for the chosen partner, and names it when none is chosen); a partner's customers stay
     * theirs; an agent's stay theirs and their partner's. Anyone else keeps what the customer had, and
     * may not create customers at all (403).
     */
    async resolveOwners(scope: RecordScope, input: Pick<CustomerInput, 'partner_id' | 'agent_id'>, existing?: Owners): Promise<Owners> {
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
    },
    /** 400 at the field unless the sales person is an administrator. */
    async checkSalesPerson(salesPersonId: number | null) {
      if (salesPersonId === null) return;
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, salesPersonId), eq(users.isAdmin, true)))
        .limit(1);
      if (!admin) throw fieldError('sales_person_id', CUSTOMER_MESSAGES.salesPersonNotFound);
    },
    /** 400 at the line's field unless every service and add-on exists. */
    async checkLines(input: Lines) {
      const lists = [
        ['services', 'service_id', services, CUSTOMER_MESSAGES.serviceNotFound, (input.services ?? []).map((line) => line.service_id)],
        ['addons', 'added_service_id', addedServices, CUSTOMER_MESSAGES.addonNotFound, (input.addons ?? []).map((line) => line.added_service_id)],
      ] as const;
      for (const [list, key, catalogue, message, ids] of lists) {
        const known = await knownIds(db, catalogue, ids);
        const missing = ids.findIndex((id) => !known.has(id));
        if (missing >= 0) throw fieldError(`${list}.${missing}.${key}`, message);
      }
    },
    /** Replaces the customer's services and add-ons with the given lines (an omitted list is kept). */
    async writeLines(tx: Tx, customerId: number, input: Lines) {
      const { services: serviceList, addons } = input;
      if (serviceList) await replaceRows(tx, customerServices, eq(customerServices.customerId, customerId), serviceList.map((line) => ({ customerId, serviceId: line.service_id, price: line.price })));
      if (addons) await replaceRows(tx, customerAddedServices, eq(customerAddedServices.customerId, customerId), addons.map((line) => ({ customerId, addedServiceId: line.added_service_id, price: line.price })));
    },
    /** Under the row lock: the trial end moved by `days` from its end or today, whichever is later; 404 / 409. */
    async extendTrial(id: number, scoped: SQL | undefined, days: number, updatedBy: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ subscriptionType: customers.subscriptionType, trialEnd: customers.trialEnd })
          .from(customers)
          .where(withId(id, scoped))
          .for('update');
        if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.notFound);
        if (row.subscriptionType !== 'trial') throw new HttpError(409, CUSTOMER_MESSAGES.notOnTrial);
        const today = isoDayFrom(new Date(), 0);
        const from = row.trialEnd && row.trialEnd > today ? row.trialEnd : today;
        const trialEnd = isoDayFrom(new Date(`${from}T00:00:00Z`), days);
        await tx
          .update(customers)
          .set({ trialEnd, revision: sql`${customers.revision} + 1`, updatedBy, updatedAt: new Date() })
          .where(eq(customers.id, id));
      });
    },
    /** Deletes the customer's files, answering their stored names (for removal after the delete). */
    async deleteFiles(tx: Tx, customerId: number) {
      return (await tx.delete(recordFiles).where(eq(recordFiles.customerId, customerId)).returning({ storedName: recordFiles.storedName })).map((file) => file.storedName);
    },
    /** Stores an uploaded file's row, under the customer's quota (`refuse`, inside the transaction). */
    async insertFile(values: Omit<typeof recordFiles.$inferInsert, 'id' | 'createdAt'>, refuse: (tx: Tx) => Promise<void>): Promise<FileAnswer> {
      const [row] = await db.transaction(async (tx) => {
        await refuse(tx);
        return tx.insert(recordFiles).values(values).returning();
      });
      if (!row) throw new Error('file insert returned nothing');
      return fileAnswer(toFileAnswer(row));
    },
    partnerOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, partners, where),
    agentOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, agents, where),
    async salesPersonOptions(): Promise<Option[]> {
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 'active')))
        .orderBy(asc(users.name));
    },
    serviceCatalogue: (where?: SQL) => activeCatalogue(services, where, { work_type: services.workType }),
    addonCatalogue: () => activeCatalogue(addedServices),
    async partnerSubscriptions(scope: RecordScope) {
      const rows = await db
        .select({ partnerId: partners.id, partnerName: partners.name, agentId: agents.id, agentName: agents.name, subscriptionType: customers.subscriptionType, n: count() })
        .from(customers)
        .innerJoin(partners, eq(partners.id, customers.partnerId))
        .leftJoin(agents, eq(agents.id, customers.agentId))
        .where(and(isNotNull(customers.partnerId), customerCondition(scope)))
        .groupBy(partners.id, partners.name, agents.id, agents.name, customers.subscriptionType)
        .orderBy(asc(partners.name), asc(agents.name), asc(customers.subscriptionType));
      const entries = new Map<string, PartnerSubscriptions>();
      for (const row of rows) {
        const key = `${row.partnerId}/${row.agentId ?? ''}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = { partner: { id: row.partnerId, name: row.partnerName }, agent: refOf(row.agentId, row.agentName), subscriptions: [] };
          entries.set(key, entry);
        }
        entry.subscriptions.push({ subscription_type: row.subscriptionType, customer_count: Number(row.n) });
      }
      return [...entries.values()];
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('customers', customersRepository(app.db));
  },
  { name: 'customers-repository', dependencies: ['db'] },
);
