/**
 * Customers (spec §7.4): the option lists of the customer screens, `data: [{ id, name }]` each, held
 * to the caller's scope — partners, agents, sales persons, subscription types, the service and add-on
 * catalogues (and one customer's lines of each), the "Others" services, and the partner + agent
 * subscriptions summary.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { agents, partners, services } from '../../db/schema';
import { customerCondition, scopeOf } from '../../records/scope';
import { AgentsBody, CUSTOMER_MESSAGES, SUBSCRIPTION_LABELS, SUBSCRIPTION_TYPES, addonLineSchema, optionSchema, serviceLineSchema } from './shape';
import { defineRoute, recordAccess } from '../../http/define-route';
import { subscriptionTypeSchema, workTypeSchema } from '../../http/schemas';
import { routeHead } from '../../http/route-head';

const TAGS = ['customers'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Customer');
const VIEW = ACCESS.view;
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
  const { db, customers: repo } = app;

  defineRoute(app, {
    ...head(VIEW, '/customers/partners', 'The partners the caller may give a customer: all for staff, their own for a partner or agent'),
    data: optionList(),
    handler: async (request) => {
      const scope = scopeOf(request, 'Customer');
      let where: SQL | undefined;
      if (scope.kind === 'partner') where = eq(partners.id, scope.partnerId);
      else if (scope.kind === 'agent') where = eq(partners.id, db.select({ id: agents.partnerId }).from(agents).where(eq(agents.id, scope.agentId)));
      else if (scope.kind !== 'all') return { status: 200, messages: CUSTOMER_MESSAGES.options, data: [] };
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.partnerOptions(where) };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/agents', "The agents the caller may give a customer, optionally of one partner: all for staff, the partner's own for a partner, themself for an agent"),
    body: AgentsBody,
    data: optionList(),
    handler: async (request) => {
      const scope = scopeOf(request, 'Customer');
      const conditions: (SQL | undefined)[] = [];
      if (request.body.partner_id !== undefined) conditions.push(eq(agents.partnerId, request.body.partner_id));
      if (scope.kind === 'partner') conditions.push(eq(agents.partnerId, scope.partnerId));
      else if (scope.kind === 'agent') conditions.push(eq(agents.id, scope.agentId));
      else if (scope.kind !== 'all') return { status: 200, messages: CUSTOMER_MESSAGES.options, data: [] };
      return { status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.agentOptions(and(...conditions)) };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/salespersons', 'The sales persons a customer may have: the active administrators'),
    data: optionList(),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.salesPersonOptions() }),
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/subscriptions', 'The subscription types: monthly, annual, trial'),
    data: optionList(),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: SUBSCRIPTION_TYPES.map((id) => ({ id, name: SUBSCRIPTION_LABELS[id] })) }),
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/services', 'The active services a customer can buy, with work type and list price'),
    data: optionList(catalogueItem),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.serviceCatalogue() }),
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/otherservices', 'The active services of work type Others'),
    data: optionList(catalogueItem),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.serviceCatalogue(eq(services.workType, 'Others')) }),
  });

  defineRoute(app, {
    ...head(VIEW, '/customers/addons', 'The active add-ons a customer can buy, with list price'),
    data: optionList(catalogueItem),
    handler: async () => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.addonCatalogue() }),
  });

  // The lines one customer buys: /customers/services/:id and /customers/addons/:id.
  const lineLists = [
    { what: 'services', item: serviceLineSchema, read: repo.serviceLines },
    { what: 'addons', item: addonLineSchema, read: repo.addonLines },
  ] as const;
  for (const { what, item, read } of lineLists) {
    defineRoute(app, {
      ...head(VIEW, `/customers/${what}/:id`, `The ${what === 'services' ? 'services' : 'add-ons'} one customer buys, at its prices`),
      data: optionList(item),
      errors: [404],
      handler: async (request) => {
        await repo.require(request.params.id, customerCondition(scopeOf(request, 'Customer')));
        return { status: 200, messages: CUSTOMER_MESSAGES.options, data: await read(request.params.id) };
      },
    });
  }

  /**
   * Shape decided here (the spec names the call only): one entry per partner and agent pair that has
   * customers in the caller's scope, `{ partner: { id, name }, agent: { id, name } | null,
   * subscriptions: [{ subscription_type, customer_count }] }`, ordered by partner then agent name.
   */
  defineRoute(app, {
    ...head(VIEW, '/customers/partnersubscriptions', 'Per partner and agent: how many customers in scope are on each subscription type'),
    data: optionList(partnerSubscriptionSchema),
    handler: async (request) => ({ status: 200, messages: CUSTOMER_MESSAGES.options, data: await repo.partnerSubscriptions(scopeOf(request, 'Customer')) }),
  });
};

export default customerOptionRoutes;
