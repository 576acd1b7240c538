/**
 * Customers (spec §7.4): the option lists of the customer screens, `data: [{ id, name }]` each, held
 * to the caller's scope — partners, agents, sales persons, subscription types, the service and add-on
 * catalogues (and one customer's lines of each), the "Others" services, and the partner + agent
 * subscriptions summary.
 */
import { and, asc, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addedServices, agents, customers, partners, services, users } from '../db/schema';
import { customerCondition, scopeOf } from '../records/scope';
import { addonLines, requireCustomer, serviceLines } from './customers-query';
import { AgentsBody, CUSTOMER_MESSAGES, SUBSCRIPTION_LABELS, SUBSCRIPTION_TYPES, addonLineSchema, optionSchema, serviceLineSchema } from './customers-shape';
import { defineRoute } from '../http/define-route';
import { IdParams } from '../http/lists';
import { priceText } from '../records/money';
import { subscriptionTypeSchema, workTypeSchema } from '../http/schemas';

const TAGS = ['customers'];
const VIEW = { key: 'Customer', action: 'view' } as const;
const optionList = (item: object = optionSchema) => ({ type: 'array', items: item });

const catalogueItem = {
  type: 'object',
  required: ['id', 'name', 'price'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema, price: { type: 'string', description: 'List price, US dollars' } },
} as const;

const partnerSubscriptionSchema = {
  type: 'object',
  required: ['partner', 'agent', 'subscriptions'],
  properties: {
    partner: optionSchema,
    agent: { type: ['object', 'null'], required: ['id', 'name'], properties: optionSchema.properties },
    subscriptions: {
      type: 'array',
      items: { type: 'object', required: ['subscription_type', 'customer_count'], properties: { subscription_type: subscriptionTypeSchema, customer_count: { type: 'integer' } } },
    },
  },
} as const;

const customerOptionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/customers/partners',
    access: VIEW,
    tags: TAGS,
    summary: 'The partners the caller may give a customer: all for staff, their own for a partner or agent',
    data: optionList(),
    handler: async (request) => {
      const scope = scopeOf(request, 'Customer');
      let where: SQL | undefined;
      if (scope.kind === 'partner') where = eq(partners.id, scope.partnerId);
      else if (scope.kind === 'agent') where = eq(partners.id, db.select({ id: agents.partnerId }).from(agents).where(eq(agents.id, scope.agentId)));
      else if (scope.kind !== 'all') return { status: 200, messages: CUSTOMER_MESSAGES.options, data: [] };
      const rows = await db.select({ id: partners.id, name: partners.name }).from(partners).where(where).orderBy(asc(partners.name));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: rows };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/agents',
    access: VIEW,
    tags: TAGS,
    summary: "The agents the caller may give a customer, optionally of one partner: all for staff, the partner's own for a partner, themself for an agent",
    body: AgentsBody,
    data: optionList(),
    handler: async (request) => {
      const scope = scopeOf(request, 'Customer');
      const conditions: (SQL | undefined)[] = [];
      if (request.body.partner_id !== undefined) conditions.push(eq(agents.partnerId, request.body.partner_id));
      if (scope.kind === 'partner') conditions.push(eq(agents.partnerId, scope.partnerId));
      else if (scope.kind === 'agent') conditions.push(eq(agents.id, scope.agentId));
      else if (scope.kind !== 'all') return { status: 200, messages: CUSTOMER_MESSAGES.options, data: [] };
      const rows = await db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(and(...conditions))
        .orderBy(asc(agents.name));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: rows };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/salespersons',
    access: VIEW,
    tags: TAGS,
    summary: 'The sales persons a customer may have: the active administrators',
    data: optionList(),
    handler: async () => {
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 'active')))
        .orderBy(asc(users.name));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: rows };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/subscriptions',
    access: VIEW,
    tags: TAGS,
    summary: 'The subscription types: monthly, annual, trial',
    data: optionList(),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: SUBSCRIPTION_TYPES.map((id) => ({ id, name: SUBSCRIPTION_LABELS[id] })) }),
  });

  const serviceCatalogue = async (where?: SQL) =>
    (
      await db
        .select({ id: services.id, name: services.name, work_type: services.workType, price: services.price })
        .from(services)
        .where(and(eq(services.status, 'active'), where))
        .orderBy(asc(services.name))
    ).map((row) => ({ ...row, price: priceText(row.price) }));

  defineRoute(app, {
    method: 'POST',
    url: '/customers/services',
    access: VIEW,
    tags: TAGS,
    summary: 'The active services a customer can buy, with work type and list price',
    data: optionList(catalogueItem),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await serviceCatalogue() }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/otherservices',
    access: VIEW,
    tags: TAGS,
    summary: 'The active services of work type Others',
    data: optionList(catalogueItem),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await serviceCatalogue(eq(services.workType, 'Others')) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/addons',
    access: VIEW,
    tags: TAGS,
    summary: 'The active add-ons a customer can buy, with list price',
    data: optionList(catalogueItem),
    handler: async () => {
      const rows = await db
        .select({ id: addedServices.id, name: addedServices.name, price: addedServices.price })
        .from(addedServices)
        .where(eq(addedServices.status, 'active'))
        .orderBy(asc(addedServices.name));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: rows.map((row) => ({ ...row, price: priceText(row.price) })) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/services/:id',
    access: VIEW,
    tags: TAGS,
    summary: 'The services one customer buys, at its prices',
    params: IdParams,
    data: optionList(serviceLineSchema),
    errors: [404],
    handler: async (request) => {
      await requireCustomer(db, request.params.id, customerCondition(scopeOf(request, 'Customer')));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: await serviceLines(db, request.params.id) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/addons/:id',
    access: VIEW,
    tags: TAGS,
    summary: 'The add-ons one customer buys, at its prices',
    params: IdParams,
    data: optionList(addonLineSchema),
    errors: [404],
    handler: async (request) => {
      await requireCustomer(db, request.params.id, customerCondition(scopeOf(request, 'Customer')));
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: await addonLines(db, request.params.id) };
    },
  });

  /**
   * Shape decided here (the spec names the call only): one entry per partner and agent pair that has
   * customers in the caller's scope, `{ partner: { id, name }, agent: { id, name } | null,
   * subscriptions: [{ subscription_type, customer_count }] }`, ordered by partner then agent name.
   */
  defineRoute(app, {
    method: 'POST',
    url: '/customers/partnersubscriptions',
    access: VIEW,
    tags: TAGS,
    summary: 'Per partner and agent: how many customers in scope are on each subscription type',
    data: optionList(partnerSubscriptionSchema),
    handler: async (request) => {
      const rows = await db
        .select({ partnerId: partners.id, partnerName: partners.name, agentId: agents.id, agentName: agents.name, subscriptionType: customers.subscriptionType, n: count() })
        .from(customers)
        .innerJoin(partners, eq(partners.id, customers.partnerId))
        .leftJoin(agents, eq(agents.id, customers.agentId))
        .where(and(isNotNull(customers.partnerId), customerCondition(scopeOf(request, 'Customer'))))
        .groupBy(partners.id, partners.name, agents.id, agents.name, customers.subscriptionType)
        .orderBy(asc(partners.name), asc(agents.name), asc(customers.subscriptionType));
      type Entry = { partner: { id: number; name: string }; agent: { id: number; name: string } | null; subscriptions: { subscription_type: string; customer_count: number }[] };
      const entries = new Map<string, Entry>();
      for (const row of rows) {
        const key = `${row.partnerId}/${row.agentId ?? ''}`;
        let entry = entries.get(key);
        if (!entry) {
          entry = { partner: { id: row.partnerId, name: row.partnerName }, agent: row.agentId === null || row.agentName === null ? null : { id: row.agentId, name: row.agentName }, subscriptions: [] };
          entries.set(key, entry);
        }
        entry.subscriptions.push({ subscription_type: row.subscriptionType, customer_count: Number(row.n) });
      }
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: [...entries.values()] };
    },
  });
};

export default customerOptionRoutes;
