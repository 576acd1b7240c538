/**
 * A partner's prices (spec §7.10): per service and software (`partnerServicePrices`, the software one
 * the service is delivered in, `serviceSoftwares`) and per add-on (`partnerAddedServices`). The
 * create and update routes replace them with `services` and `addons`; the routes here read them.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addedServices, partnerAddedServices, partners, partnerServicePrices, services, serviceSoftwares, softwares } from '../../db/schema';
import { HttpError, fieldError } from '../../errors';
import { knownIds, linesOf, replaceRows, softwareOptionsOf, softwareOfServices } from '../../records/price-lines';
import { partnerCondition, scopeOf } from '../../records/scope';
import { objectBody } from '../../validation';
import { defineRoute, recordAccess } from '../../http/define-route';
import { optionSchema, optionsSchema } from '../../records/fields';
import { idField } from '../../../src/domain/contracts/fields';
import type { addonPricesField, servicePricesField } from '../../../src/domain/contracts/partner';
import { money } from '../../records/money';
import { workTypeSchema, objectSchema, type FromSchema } from '../../http/schemas';
import { routeHead } from '../../http/route-head';

export const PRICE_MESSAGES = {
  partnerNotFound: 'Partner not found',
  serviceNotFound: 'Service not found',
  softwareNotForService: 'This software is not one the service is delivered in',
  addonNotFound: 'Add-on not found',
  duplicateService: 'This service and software already have a price',
  duplicateAddon: 'This add-on already has a price',
} as const;

export type ServicePrices = z.output<typeof servicePricesField>;
export type AddonPrices = z.output<typeof addonPricesField>;
type Tx = Pick<Db, 'select' | 'insert' | 'delete'>;

/** Checks and stores the prices of a partner, replacing the ones it had. @throws HttpError 400 at the failing entry. */
export async function replacePrices(tx: Tx, partnerId: number, servicePrices: ServicePrices | undefined, addonPrices: AddonPrices | undefined): Promise<void> {
  if (servicePrices) {
    const serviceIds = [...new Set(servicePrices.map((entry) => entry.service_id))];
    const offered = serviceIds.length === 0 ? [] : await tx.select().from(serviceSoftwares).where(inArray(serviceSoftwares.serviceId, serviceIds));
    const known = await knownIds(tx, services, serviceIds);
    const pairs = new Set(offered.map((row) => `${row.serviceId}/${row.softwareId}`));
    const seen = new Set<string>();
    servicePrices.forEach((entry, i) => {
      const pair = `${entry.service_id}/${entry.software_id}`;
      if (!known.has(entry.service_id)) throw fieldError(`services.${i}.service_id`, PRICE_MESSAGES.serviceNotFound);
      if (!pairs.has(pair)) throw fieldError(`services.${i}.software_id`, PRICE_MESSAGES.softwareNotForService);
      if (seen.has(pair)) throw fieldError(`services.${i}.software_id`, PRICE_MESSAGES.duplicateService);
      seen.add(pair);
    });
    const rows = servicePrices.map((entry) => ({ partnerId, serviceId: entry.service_id, softwareId: entry.software_id, price: entry.price }));
    await replaceRows(tx, partnerServicePrices, eq(partnerServicePrices.partnerId, partnerId), rows);
  }
  if (addonPrices) {
    const known = await knownIds(tx, addedServices, addonPrices.map((entry) => entry.added_service_id));
    const seen = new Set<number>();
    addonPrices.forEach((entry, i) => {
      const field = `addons.${i}.added_service_id`;
      if (!known.has(entry.added_service_id)) throw fieldError(field, PRICE_MESSAGES.addonNotFound);
      if (seen.has(entry.added_service_id)) throw fieldError(field, PRICE_MESSAGES.duplicateAddon);
      seen.add(entry.added_service_id);
    });
    const rows = addonPrices.map((entry) => ({ partnerId, addedServiceId: entry.added_service_id, price: entry.price }));
    await replaceRows(tx, partnerAddedServices, eq(partnerAddedServices.partnerId, partnerId), rows);
  }
}

export const servicePriceSchema = objectSchema({
  service_id: { type: 'integer' },
  service_name: { type: 'string' },
  software_id: { type: 'integer' },
  software_name: { type: 'string' },
  price: { type: 'number' },
  list_price: { type: 'number', description: "The service's own price" },
});

export const addonPriceSchema = objectSchema({ added_service_id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'number' }, list_price: { type: 'number' } });

export type ServicePriceAnswer = FromSchema<typeof servicePriceSchema>;
export type AddonPriceAnswer = FromSchema<typeof addonPriceSchema>;

export async function servicePricesOf(db: Pick<Db, 'select'>, partnerId: number): Promise<ServicePriceAnswer[]> {
  const rows = await db
    .select({ service_id: services.id, service_name: services.name, software_id: softwares.id, software_name: softwares.name, price: partnerServicePrices.price, list_price: services.price })
    .from(partnerServicePrices)
    .innerJoin(services, eq(services.id, partnerServicePrices.serviceId))
    .innerJoin(softwares, eq(softwares.id, partnerServicePrices.softwareId))
    .where(eq(partnerServicePrices.partnerId, partnerId))
    .orderBy(asc(services.name), asc(softwares.name));
  return rows.map((row) => ({ ...row, price: Number(row.price), list_price: Number(row.list_price) }));
}

export async function addonPricesOf(db: Pick<Db, 'select'>, partnerId: number): Promise<AddonPriceAnswer[]> {
  const rows = await linesOf(db, { table: partnerAddedServices, owner: partnerAddedServices.partnerId, item: partnerAddedServices.addedServiceId, price: partnerAddedServices.price, catalogue: addedServices }, partnerId);
  return rows.map((row) => ({ added_service_id: row.id, name: row.name, price: Number(row.price), list_price: Number(row.listPrice) }));
}

/** A service as the price routes answer it, before its softwares. */
const serviceProperties = { id: { type: 'integer' }, name: { type: 'string' }, work_type: workTypeSchema, price: { type: 'number' } } as const;
const serviceAnswer = (service: typeof services.$inferSelect) => ({ id: service.id, name: service.name, work_type: service.workType, price: Number(service.price) });

const TAGS = ['partners'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Partner');
const PartnerBody = objectBody({ partner_id: z.optional(idField('partner_id')) });
const PriceBody = objectBody({ partner_id: idField('partner_id'), service_id: idField('service_id'), software_id: idField('software_id') });

const partnerPriceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** 404 unless the partner exists in the caller's `Partner` scope. */
  async function visiblePartner(request: FastifyRequest, id: number): Promise<number> {
    const [row] = await db.select({ id: partners.id }).from(partners).where(and(eq(partners.id, id), partnerCondition(scopeOf(request, 'Partner')))).limit(1);
    if (!row) throw new HttpError(404, PRICE_MESSAGES.partnerNotFound);
    return row.id;
  }

  /** The service by id; 404 when there is none. */
  async function serviceById(id: number): Promise<typeof services.$inferSelect> {
    const [service] = await db.select().from(services).where(eq(services.id, id)).limit(1);
    if (!service) throw new HttpError(404, PRICE_MESSAGES.serviceNotFound);
    return service;
  }

  /** The partner's prices of one service, by software id. */
  async function partnerPricesOf(partnerId: number, serviceId: number): Promise<Map<number, number | null>> {
    const rows = await db
      .select({ softwareId: partnerServicePrices.softwareId, price: partnerServicePrices.price })
      .from(partnerServicePrices)
      .where(and(eq(partnerServicePrices.partnerId, partnerId), eq(partnerServicePrices.serviceId, serviceId)));
    return new Map(rows.map((row) => [row.softwareId, money(row.price)]));
  }

  /** What the price grid of the partner form offers: every service with its software, and every add-on (inactive ones too, so a price the partner has stays visible). */
  defineRoute(app, {
    ...head(ACCESS.view, '/partners/catalogue', 'The services (each with the software it is delivered in) and add-ons a partner can be given prices for'),
    data: objectSchema({
      services: { type: 'array', items: objectSchema({ ...serviceProperties, softwares: optionsSchema }) },
      addons: { type: 'array', items: objectSchema({ id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'number' } }) },
    }),
    handler: async () => {
      const [serviceRows, softwareOf, addonRows] = await Promise.all([
        db.select().from(services).orderBy(asc(services.name)),
        softwareOfServices(db),
        db.select().from(addedServices).orderBy(asc(addedServices.name)),
      ]);
      return {
        status: 200,
        messages: 'Catalogue fetched successfully',
        data: {
          services: serviceRows.map((service) => ({
            ...serviceAnswer(service),
            softwares: (softwareOf.get(service.id) ?? []).map(({ id, name }) => ({ id, name })),
          })),
          addons: addonRows.map((addon) => ({ id: addon.id, name: addon.name, price: Number(addon.price) })),
        },
      };
    },
  });

  // A partner's price lists, one route each: the partner in the caller's scope, else 404.
  const priceList = (url: `${string}/:id`, summary: string, items: object, listed: string, read: (q: typeof db, id: number) => Promise<unknown>) =>
    defineRoute(app, {
      ...head(ACCESS.view, url, summary),
      data: { type: 'array', items },
      errors: [404],
      handler: async (request) => ({ status: 200, messages: listed, data: await read(db, await visiblePartner(request, request.params.id)) }),
    });
  priceList('/partners/services/:id', "A partner's prices by service and software", servicePriceSchema, 'Partner services fetched successfully', servicePricesOf);
  priceList('/partners/addons/:id', "A partner's add-on prices", addonPriceSchema, 'Partner add-ons fetched successfully', addonPricesOf);

  defineRoute(app, {
    ...head(ACCESS.view, '/partners/servicedetail/:id', "A service (by id) with its software and the partner's price in each: the caller's own partner, or `partner_id` for callers who see all"),
    body: PartnerBody,
    data: objectSchema({
      ...serviceProperties,
      softwares: { type: 'array', items: objectSchema({ ...optionSchema.properties, partner_price: { type: 'number', nullable: true } }) },
    }),
    errors: [404],
    handler: async (request) => {
      const scope = scopeOf(request, 'Partner');
      const partnerId = scope.kind === 'partner' ? scope.partnerId : scope.kind === 'all' ? request.body.partner_id : undefined;
      if (partnerId !== undefined) await visiblePartner(request, partnerId);
      const service = await serviceById(request.params.id);
      const [offered, priceOf] = await Promise.all([softwareOptionsOf(db, service.id), partnerId === undefined ? new Map<number, number | null>() : partnerPricesOf(partnerId, service.id)]);
      return {
        status: 200,
        messages: 'Service fetched successfully',
        data: {
          ...serviceAnswer(service),
          softwares: offered.map((software) => ({ ...software, partner_price: priceOf.get(software.id) ?? null })),
        },
      };
    },
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/partners/getpricebysoftware', "The partner's price of a service in a software; the service's list price when the partner has none"),
    body: PriceBody,
    data: objectSchema({
      partner_id: { type: 'integer' },
      service_id: { type: 'integer' },
      software_id: { type: 'integer' },
      price: { type: 'number' },
      source: { type: 'string', enum: ['partner', 'list'] },
    }),
    errors: [404],
    handler: async (request) => {
      const { partner_id, service_id, software_id } = request.body;
      await visiblePartner(request, partner_id);
      const service = await serviceById(service_id);
      const [offered, prices] = await Promise.all([softwareOptionsOf(db, service_id), partnerPricesOf(partner_id, service_id)]);
      if (!offered.some((software) => software.id === software_id)) throw new HttpError(400, PRICE_MESSAGES.softwareNotForService, { software_id: PRICE_MESSAGES.softwareNotForService });
      const own = prices.get(software_id);
      const price = own ?? money(service.price);
      return { status: 200, messages: 'Price fetched successfully', data: { partner_id, service_id, software_id, price, source: own === undefined ? 'list' : 'partner' } };
    },
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/partners/softwaresbyservice/:id', 'The software a service (by id) is delivered in, as options', 'GET'),
    data: optionsSchema,
    handler: async (request) => ({ status: 200, messages: 'Software fetched successfully', data: await softwareOptionsOf(db, request.params.id) }),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/partners/servicesdropdown/:id', 'The services a partner (by id) has prices for, as options', 'GET'),
    data: optionsSchema,
    errors: [404],
    handler: async (request) => {
      const id = await visiblePartner(request, request.params.id);
      const rows = await db
        .selectDistinct({ id: services.id, name: services.name })
        .from(partnerServicePrices)
        .innerJoin(services, eq(services.id, partnerServicePrices.serviceId))
        .where(eq(partnerServicePrices.partnerId, id))
        .orderBy(asc(services.name));
      return { status: 200, messages: 'Services fetched successfully', data: rows };
    },
  });
};

export default partnerPriceRoutes;
