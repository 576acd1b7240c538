/**
 * The record cards: partners, customers and agents by status (each over its own key's scope), the
 * subscription chart (customers per `subscription_type`), and the count details, which count what
 * each of the caller's keys lets them see (null for a key they do not hold).
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userCan } from '../../auth/permissions';
import type { Db } from '../../db/client';
import { agents, customers, partners, users } from '../../db/schema';
import { agentCondition, customerCondition, partnerCondition, scopeOf, userScopeCondition } from '../../records/scope';
import { array, cardScope, cardWhere, int, nullableInt, type CardScope } from './context';
import { projectTotals } from './projects';
import { reviewCount } from './reviews';
import { objectSchema, subscriptionTypeSchema, type FromSchema } from '../../http/schemas';

export const statusCountsSchema = objectSchema({ total: int, active: int, inactive: int, pending: int });
type StatusCounts = FromSchema<typeof statusCountsSchema>;

type StatusTable = typeof partners | typeof customers | typeof agents;

async function statusCounts(db: Db, table: StatusTable, where: SQL | undefined): Promise<StatusCounts> {
  const rows = await db.select({ status: table.status, count: count() }).from(table).where(where).groupBy(table.status);
  const by = new Map(rows.map((row) => [row.status, row.count]));
  const active = by.get('active') ?? 0;
  const inactive = by.get('inactive') ?? 0;
  const pending = by.get('pending') ?? 0;
  return { total: active + inactive + pending, active, inactive, pending };
}

/** On the customer dashboard: the customer's own partner or agent. */
const ofCustomer = (column: typeof partners.id | typeof agents.id, foreign: typeof customers.partnerId | typeof customers.agentId, customerId: number | undefined): SQL | undefined =>
  customerId === undefined ? undefined : sql`${column} in (select ${foreign} from ${customers} where ${customers.id} = ${customerId})`;

export const partnerCounts = (db: Db, card: CardScope) => statusCounts(db, partners, and(partnerCondition(card.scope), ofCustomer(partners.id, customers.partnerId, card.customerId)));
export const agentCounts = (db: Db, card: CardScope) => statusCounts(db, agents, and(agentCondition(card.scope), ofCustomer(agents.id, customers.agentId, card.customerId)));
const customerWhere = (card: CardScope) => cardWhere(card, customerCondition(card.scope), customers.id);
export const customerCounts = (db: Db, card: CardScope) => statusCounts(db, customers, customerWhere(card));

export const subscriptionChartSchema = array(objectSchema({ subscription_type: subscriptionTypeSchema, count: int }));

export async function subscriptionChart(db: Db, card: CardScope): Promise<{ subscription_type: string; count: number }[]> {
  const rows = await db
    .select({ subscription_type: customers.subscriptionType, count: count() })
    .from(customers)
    .where(customerWhere(card))
    .groupBy(customers.subscriptionType)
    .orderBy(customers.subscriptionType);
  return rows;
}

export const countDetailsSchema = objectSchema({
  projects: nullableInt,
  open_projects: nullableInt,
  completed_projects: nullableInt,
  customers: nullableInt,
  partners: nullableInt,
  agents: nullableInt,
  users: nullableInt,
  reviews: nullableInt,
});
type CountDetails = FromSchema<typeof countDetailsSchema>;

/** Each count under its own key; a count whose key the caller lacks is null (the screen leaves it out). */
export async function countDetails(db: Db, request: FastifyRequest, customerId: number | undefined): Promise<CountDetails> {
  // The customer dashboard's customer must be one the caller's own scope reaches (else 404).
  if (customerId !== undefined) await cardScope(db, request, 'Enq', customerId);
  const card = async (key: 'Enq' | 'Customer' | 'Partner' | 'Agents' | 'User' | 'NPS') => (userCan(request, key, 'view') ? { ...(await cardScope(db, request, key, undefined)), customerId } : null);

  const enq = await card('Enq');
  const totals = enq ? await projectTotals(db, enq) : null;
  const customer = await card('Customer');
  const partner = customerId === undefined ? await card('Partner') : null;
  const agent = customerId === undefined ? await card('Agents') : null;
  const user = await card('User');
  const nps = await card('NPS');
  const userWhere = user ? and(userScopeCondition(scopeOf(request, 'User')), customerId === undefined ? undefined : eq(users.customerId, customerId)) : undefined;
  return {
    projects: totals?.total ?? null,
    open_projects: totals?.open ?? null,
    completed_projects: totals?.completed ?? null,
    customers: customer ? (await customerCounts(db, customer)).total : null,
    partners: partner ? (await partnerCounts(db, partner)).total : null,
    agents: agent ? (await agentCounts(db, agent)).total : null,
    users: user ? ((await db.select({ count: count() }).from(users).where(userWhere))[0]?.count ?? 0) : null,
    reviews: nps ? await reviewCount(db, nps) : null,
  };
}
