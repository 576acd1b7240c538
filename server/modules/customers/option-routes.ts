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
import { recordAccess } from '../../http/define-route';
import { optionRoutes } from '../../http/option-routes';
import { objectSchema, subscriptionCountSchema, workTypeSchema } from '../../http/schemas';
import { routeHead } from '../../http/route-head';

const TAGS = ['customers'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Customer');
const VIEW = ACCESS.view;

const catalogueItem = {
  type: 'object',
  required: ['id', 'name', 'price'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema, price: { type: 'string', description: 'List price, US dollars' } },
} as const;

const partnerSubscriptionSchema = objectSchema({
  partner: optionSchema,
  agent: { type: ['object', 'null'], required: ['id', 'name'], properties: optionSchema.properties },
  subscriptions: { type: 'array', items: subscriptionCountSchema },
});

const customerOptionRoutes: FastifyPluginAsync = async (app) => {
  const { db, customers: repo } = app;
  const option = optionRoutes(app, { head, access: VIEW, messages: CUSTOMER_MESSAGES.options, item: optionSchema });

  option('/customers/partners', 'The partners the caller may give a customer: all for staff, their own for a partner or agent', async (request) => {
    const scope = scopeOf(request, 'Customer');
    let where: SQL | undefined;
    if (scope.kind === 'partner') where = eq(partners.id, scope.partnerId);
    else if (scope.kind === 'agent') where = eq(partners.id, db.select({ id: agents.partnerId }).from(agents).where(eq(agents.id, scope.agentId)));
    else if (scope.kind !== 'all') return [];
    return repo.partnerOptions(where);
  });

  option(
    '/customers/agents',
    "The agents the caller may give a customer, optionally of one partner: all for staff, the partner's own for a partner, themself for an agent",
    async (request) => {
      const scope = scopeOf(request, 'Customer');
      const conditions: (SQL | undefined)[] = [];
      if (request.body.partner_id !== undefined) conditions.push(eq(agents.partnerId, request.body.partner_id));
      if (scope.kind === 'partner') conditions.push(eq(agents.partnerId, scope.partnerId));
      else if (scope.kind === 'agent') conditions.push(eq(agents.id, scope.agentId));
      else if (scope.kind !== 'all') return [];
      return repo.agentOptions(and(...conditions));
    },
    { body: AgentsBody },
  );

  option('/customers/salespersons', 'The sales persons a customer may have: the active administrators', () => repo.salesPersonOptions());
  option('/customers/subscriptions', 'The subscription types: monthly, annual, trial', async () => SUBSCRIPTION_TYPES.map((id) => ({ id, name: SUBSCRIPTION_LABELS[id] })));
  option('/customers/services', 'The active services a customer can buy, with work type and list price', () => repo.serviceCatalogue(), { item: catalogueItem });
  option('/customers/otherservices', 'The active services of work type Others', () => repo.serviceCatalogue(eq(services.workType, 'Others')), { item: catalogueItem });
  option('/customers/addons', 'The active add-ons a customer can buy, with list price', () => repo.addonCatalogue(), { item: catalogueItem });

  // The lines one customer buys: /customers/services/:id and /customers/addons/:id.
  const lineLists = [
    { what: 'services', item: serviceLineSchema, read: repo.serviceLines },
    { what: 'addons', item: addonLineSchema, read: repo.addonLines },
  ] as const;
  for (const { what, item, read } of lineLists) {
    option(
      `/customers/${what}/:id`,
      `The ${what === 'services' ? 'services' : 'add-ons'} one customer buys, at its prices`,
      async (request) => {
        const { id } = request.params as { id: number };
        await repo.require(id, customerCondition(scopeOf(request, 'Customer')));
        return read(id);
      },
      { item, errors: [404] },
    );
  }

  /**
   * Shape decided here (the spec names the call only): one entry per partner and agent pair that has
   * customers in the caller's scope, `{ partner: { id, name }, agent: { id, name } | null,
   * subscriptions: [{ subscription_type, customer_count }] }`, ordered by partner then agent name.
   */
  option('/customers/partnersubscriptions', 'Per partner and agent: how many customers in scope are on each subscription type', (request) => repo.partnerSubscriptions(scopeOf(request, 'Customer')), {
    item: partnerSubscriptionSchema,
  });
};

export default customerOptionRoutes;
