/**
 * Services (spec §2.3 "Manage Services: admins only", §7.10 "Services: CRUD, added services, POST
 * status/{id}, GET software detail"; DESIGN §5). Writes are for administrators only. Reading is open
 * to every signed-in user, because the project, customer and partner forms offer services, their
 * software and the add-ons as options; non-administrators see active services only (an inactive one
 * is 404 to them). Catalogue records belong to no customer, so no record scope applies.
 * The field rules the three catalogue resources share are in ./catalogue.ts.
 */
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addedServices, customerServices, partnerServicePrices, projectHoursRequests, projects, serviceSoftwares, services, softwares } from '../../db/schema';
import { HttpError } from '../../errors';
import { countWhere, found, recordWriteRoutes } from '../../records/resource';
import { type Reader, recordListRoutes, stampColumns } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisedAnswer, revisedColumns, revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { listShape, sortField } from '../../http/lists';
import { priceText } from '../../records/money';
import { replaceRows, softwareOfServices } from '../../records/price-lines';
import { STATUSES, statusField } from '../../../src/domain/contracts/fields';
import { SERVICE_FIELD_MESSAGES, serviceContract, WORK_TYPES, workTypeField } from '../../../src/domain/contracts/service';
import { catalogueName, isAdmin } from './catalogue';
import { optionSchema, recordSchema, pick } from '../../records/fields';
import { correlatedCount } from '../../records/counts';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { activeOptions } from '../../records/scope-options';
import { routeHead } from '../../http/route-head';

// ---- Services -----------------------------------------------------------------------------------

export const SERVICE_MESSAGES = {
  listed: 'Services fetched successfully',
  details: 'Service fetched successfully',
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  deleted: 'Service deleted successfully',
  statusChanged: 'Service status updated successfully',
  softwareListed: 'Service software fetched successfully',
  addOnsListed: 'Added services fetched successfully',
  notFound: 'Service not found',
  duplicate: 'A service with this name already exists',
  ...SERVICE_FIELD_MESSAGES,
} as const;

/** Names are unique in any letter case; the lock serialises service writes, so the check cannot race. */
const SERVICE_NAME = catalogueName(services, SERVICE_MESSAGES.duplicate);

const serviceFields = serviceContract.shape;

const CreateBody = objectBody({ ...serviceFields, status: z.optional(statusField).default('active') });
const UpdateBody = objectBody({ ...serviceFields, revision: revisionField });
const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'price', 'work_type', 'created']),
  status: z.optional(statusField).describe('Only services of this status (administrators; others see active ones only)'),
  work_type: z.optional(workTypeField),
  software: z.number({ error: 'software must be a software id' }).int('software must be a software id').positive('software must be a software id').optional().describe('Only services delivered in this software'),
});

const softwareRefSchema = {
  type: 'object',
  required: ['id', 'name', 'vendor'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, vendor: { type: 'string' } },
} as const;

const serviceSchema = recordSchema(
  {
    name: { type: 'string' },
    work_type: { type: 'string', enum: [...WORK_TYPES] },
    price: { type: 'string', description: 'List price in US dollars' },
    description: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    software: { type: 'array', items: softwareRefSchema },
    customer_count: { type: 'integer', description: 'How many customers buy the service' },
    partner_count: { type: 'integer', description: 'How many partners have a price for it' },
  },
  ['name', 'work_type', 'price', 'description', 'status', 'software', 'customer_count', 'partner_count'],
  'every update and status change',
);

export type ServiceAnswer = FromSchema<typeof serviceSchema>;

const TAGS = ['services'];
const head = routeHead(TAGS);
const base = { path: 'services', type: 'service', thing: 'service', table: services, tags: TAGS, messages: SERVICE_MESSAGES, access: { create: 'admin', view: 'signedIn', update: 'admin', delete: 'admin' }, bodies: { create: CreateBody, update: UpdateBody } } as const;

const serviceRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const { db } = app;
  const serviceColumns = {
    ...pick(services, 'id', 'name', 'workType', 'price', 'description', 'status'),
    customerCount: correlatedCount(customerServices, 'cs', customerServices.serviceId, services),
    partnerCount: sql<number>`(select count(distinct "psp"."partner_id")::int from "partner_service_prices" as "psp" where "psp"."service_id" = "services"."id")`,
    ...revisedColumns(services),
  };
  type ServiceRow = Omit<ServiceAnswer, 'work_type' | 'customer_count' | 'partner_count' | 'created_at' | 'updated_at' | 'software'> & {
    workType: ServiceAnswer['work_type'];
    customerCount: number;
    partnerCount: number;
    createdAt: Date;
    updatedAt: Date;
  };
  const toAnswer = (row: ServiceRow, software: ServiceAnswer['software']): ServiceAnswer => ({
    id: row.id,
    name: row.name,
    work_type: row.workType,
    price: priceText(row.price),
    description: row.description,
    status: row.status,
    software,
    customer_count: Number(row.customerCount),
    partner_count: Number(row.partnerCount),
    ...revisedAnswer(row),
  });

  /** What a reader may see: administrators every service, everyone else the active ones. */
  const visible = (request: FastifyRequest): SQL | undefined => (isAdmin(request) ? undefined : eq(services.status, 'active'));

  async function findService(id: number, where?: SQL): Promise<ServiceAnswer | undefined> {
    const [row] = await db
      .select(serviceColumns)
      .from(services)
      .where(where ? and(eq(services.id, id), where) : eq(services.id, id))
      .limit(1);
    if (!row) return undefined;
    return toAnswer(row, (await softwareOfServices(db, [id])).get(id) ?? []);
  }

  async function serviceOf(id: number, where?: SQL): Promise<ServiceAnswer> {
    return found(await findService(id, where), SERVICE_MESSAGES.notFound);
  }

  /** Inside the write: refuses software ids that do not exist, then makes them the service's software. */
  async function linkSoftware(tx: Pick<Db, 'select' | 'insert' | 'delete'>, serviceId: number, softwareIds: number[]) {
    if (softwareIds.length > 0) {
      const found = await tx.select({ id: softwares.id }).from(softwares).where(inArray(softwares.id, softwareIds));
      if (found.length !== softwareIds.length) throw new HttpError(400, SERVICE_MESSAGES.unknownSoftware, { software_ids: SERVICE_MESSAGES.unknownSoftware });
    }
    await replaceRows(tx, serviceSoftwares, eq(serviceSoftwares.serviceId, serviceId), softwareIds.map((softwareId) => ({ serviceId, softwareId })));
  }

  recordListRoutes(app, {
    ...base,
    summary: 'The services, a page at a time, with their software; search matches name and description. Non-administrators see active services only',
    body: ListBody,
    item: serviceSchema,
    sorts: { name: sql`lower(${services.name})`, price: services.price, work_type: services.workType, created: services.createdAt },
    defaultSort: 'name',
    scope: visible,
    search: (pattern) => or(ilike(services.name, pattern), ilike(services.description, pattern)),
    equals: { status: services.status, work_type: services.workType },
    filters: (f) => [f.software === undefined ? undefined : inArray(services.id, db.select({ id: serviceSoftwares.serviceId }).from(serviceSoftwares).where(eq(serviceSoftwares.softwareId, f.software)))],
    read: async (q: Reader, ids: number[]) => {
      const [rows, software] = await Promise.all([q.select(serviceColumns).from(services).where(inArray(services.id, ids)), softwareOfServices(q, ids)]);
      return rows.map((row) => toAnswer(row, software.get(row.id) ?? []));
    },
    columns: [
      ['Service', 'name'], ['Work Type', 'work_type'], ['Price', 'price'],
      { header: 'Software', value: (row) => row.software.map((software) => software.name).join(', ') },
      ['Customers', 'customer_count'], ['Partners', 'partner_count'],
      ...stampColumns,
    ],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a service with its software; 409 when the name is taken (in any letter case)',
      details: 'One service with its software (non-administrators: active services only)',
      update: 'Replaces the fields and software of a service (status changes through /services/status); 409 for a stale revision or a taken name',
    },
    details: { method: ['GET', 'POST'], read: (request, id) => serviceOf(id, visible(request)) },
    schema: serviceSchema,
    answer: (_request, id) => serviceOf(id),
    unique: { rule: SERVICE_NAME },
    columns: (body) => ({ name: body.name, workType: body.work_type, price: body.price, description: body.description, ...('status' in body ? { status: body.status } : {}) }),
    written: (tx, id, body) => linkSoftware(tx, id, body.software_ids),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of a service (active, inactive or pending)',
      delete: 'Deletes a service; refused with 409 while projects use it, customers buy it or partners price it (make it inactive instead)',
    },
    rowSchema: serviceSchema,
    row: (_request, id) => serviceOf(id),
    dependents: async (tx, id) => {
      const [partnersOf] = await tx
        .select({ n: sql<number>`count(distinct ${partnerServicePrices.partnerId})::int` })
        .from(partnerServicePrices)
        .where(eq(partnerServicePrices.serviceId, id));
      return [
        [(await countWhere(tx, projects.serviceId, id)) + (await countWhere(tx, projectHoursRequests.serviceId, id)), 'project', 'projects'],
        [await countWhere(tx, customerServices.serviceId, id), 'customer', 'customers'],
        [Number(partnersOf?.n ?? 0), 'partner price list', 'partner price lists'],
      ];
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/services/addedservices', 'The active add-ons as options `[{ id, name, price }]`, by name, for the forms that offer them', ['GET', 'POST']),
    data: { type: 'array', items: objectSchema({ ...optionSchema.properties, price: { type: 'string' } }) },
    handler: async () => ({ status: 200, messages: SERVICE_MESSAGES.addOnsListed, data: await activeOptions(db, addedServices, 'price') }),
  });

  defineRoute(app, {
    ...head('signedIn', '/services/softwaredetail/:id', 'The software a service is delivered in `[{ id, name, vendor }]` (spec 7.10 "GET software detail")', ['GET', 'POST']),
    data: { type: 'array', items: softwareRefSchema },
    errors: [404],
    handler: async (request) => {
      const service = await serviceOf(request.params.id, visible(request));
      return { status: 200, messages: SERVICE_MESSAGES.softwareListed, data: service.software };
    },
  });
};

export default serviceRoutes;
