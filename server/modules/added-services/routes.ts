/**
 * Added services, the add-ons (spec §2.3 "Manage Added Services: admins only", §7.10 "Add-ons: CRUD";
 * DESIGN §5): list, create, details, update, delete and status under /api/addons, for administrators
 * only. The forms of other users get the active add-ons from /services/addedservices. An add-on is
 * `{ id, name, price, description, status }`; names are unique case-insensitively, and an add-on a
 * customer buys or a partner resells cannot be deleted (make it inactive instead).
 */
import { z } from 'zod';
import { ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addedServices, customerAddedServices, partnerAddedServices, projectAddedServices } from '../../db/schema';
import { referencedBy, found, recordWriteRoutes } from '../../records/resource';
import { recordListRoutes, stampColumns } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisedAnswer, revisedColumns, revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import type { FromSchema } from '../../http/schemas';
import { listShape, sortField } from '../../http/lists';
import { priceText } from '../../records/money';
import { STATUSES, statusField } from '../../../src/domain/contracts/fields';
import { addedServiceContract } from '../../../src/domain/contracts/added-service';
import { catalogueName } from '../services';
import { recordSchema, pick } from '../../records/fields';
import { correlatedCount } from '../../records/counts';
import { recordReads } from '../../records/reads';

export const ADDON_MESSAGES = {
  listed: 'Added services fetched successfully',
  details: 'Added service fetched successfully',
  created: 'Added service created successfully',
  updated: 'Added service updated successfully',
  deleted: 'Added service deleted successfully',
  statusChanged: 'Added service status updated successfully',
  notFound: 'Added service not found',
  duplicate: 'An added service with this name already exists',
} as const;

/** Names are unique in any letter case; the lock serialises add-on writes, so the check cannot race. */
const ADDON_NAME = catalogueName(addedServices, ADDON_MESSAGES.duplicate);

const CreateBody = objectBody({ ...addedServiceContract.shape, status: z.optional(statusField).default('active') });
const UpdateBody = objectBody({ ...addedServiceContract.shape, revision: revisionField });
const ListBody = objectBody({ ...listShape, sort: sortField(['name', 'price', 'created']), status: z.optional(statusField) });

const addOnSchema = recordSchema(
  {
    name: { type: 'string' },
    price: { type: 'string', description: 'List price in US dollars' },
    description: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    customer_count: { type: 'integer', description: 'How many customers buy the add-on' },
    partner_count: { type: 'integer', description: 'How many partners resell it' },
  },
  ['name', 'price', 'description', 'status', 'customer_count', 'partner_count'],
  'every update and status change',
);

export type AddOnAnswer = FromSchema<typeof addOnSchema>;

const TAGS = ['added services'];
const base = { path: 'addons', type: 'addon', thing: 'added service', table: addedServices, tags: TAGS, messages: ADDON_MESSAGES, access: { create: 'admin', view: 'admin', update: 'admin', delete: 'admin' }, bodies: { create: CreateBody, update: UpdateBody } } as const;

const addedServiceRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const addOnColumns = {
    ...pick(addedServices, 'id', 'name', 'price', 'description', 'status'),
    customerCount: correlatedCount(customerAddedServices, 'cas', customerAddedServices.addedServiceId, addedServices),
    partnerCount: correlatedCount(partnerAddedServices, 'pas', partnerAddedServices.addedServiceId, addedServices),
    ...revisedColumns(addedServices),
  };
  type AddOnRow = Omit<AddOnAnswer, 'customer_count' | 'partner_count' | 'created_at' | 'updated_at'> & { customerCount: number; partnerCount: number; createdAt: Date; updatedAt: Date };
  const toAnswer = (row: AddOnRow): AddOnAnswer => ({
    id: row.id,
    name: row.name,
    price: priceText(row.price),
    description: row.description,
    status: row.status,
    customer_count: Number(row.customerCount),
    partner_count: Number(row.partnerCount),
    ...revisedAnswer(row),
  });

  const reads = recordReads(db, addedServices.id, (q) => q.select(addOnColumns).from(addedServices), toAnswer);
  const findAddOn = async (id: number): Promise<AddOnAnswer> => found(await reads.find(id), ADDON_MESSAGES.notFound);

  recordListRoutes(app, {
    ...base,
    summary: 'The add-ons, a page at a time; search matches name and description',
    body: ListBody,
    item: addOnSchema,
    sorts: { name: sql`lower(${addedServices.name})`, price: addedServices.price, created: addedServices.createdAt },
    defaultSort: 'name',
    search: (pattern) => or(ilike(addedServices.name, pattern), ilike(addedServices.description, pattern)),
    equals: { status: addedServices.status },
    read: reads.read,
    columns: [['Add-on', 'name'], ['Price', 'price'], ['Description', 'description'], ['Customers', 'customer_count'], ['Partners', 'partner_count'], ...stampColumns],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates an add-on; 409 when the name is taken (in any letter case)',
      details: 'One add-on',
      update: 'Replaces name, price and description of an add-on (status through /addons/status); 409 for a stale revision or a taken name',
    },
    details: { method: ['GET', 'POST'] },
    schema: addOnSchema,
    answer: (_request, id) => findAddOn(id),
    unique: { rule: ADDON_NAME },
    columns: (body) => ({ name: body.name, price: body.price, description: body.description, ...('status' in body ? { status: body.status } : {}) }),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of an add-on (active, inactive or pending)',
      delete: 'Deletes an add-on; refused with 409 while projects use it, customers buy it or partners resell it (make it inactive instead)',
    },
    rowSchema: addOnSchema,
    row: (_request, id) => findAddOn(id),
    dependents: referencedBy(
      [projectAddedServices.addedServiceId, 'project', 'projects'],
      [customerAddedServices.addedServiceId, 'customer', 'customers'],
      [partnerAddedServices.addedServiceId, 'partner', 'partners'],
    ),
  });
};

export default addedServiceRoutes;
