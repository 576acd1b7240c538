/**
 * Software (spec §7.10 "Software records: POST create with the record; POST list with a filter; POST
 * delete then /{id}; GET details then /{id} (cancellable); POST update then /{id}; GET all-list";
 * DESIGN §5), guarded by the `Software` permission key (view for list, details and vendor options).
 * A software is `{ id, name, vendor, status }`; names are unique case-insensitively, and software a
 * service is delivered in, or a partner prices, cannot be deleted. `/softwares/all` (the active
 * software as options) is open to every signed-in user: the service, partner and project forms need it.
 */
import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { partnerServicePrices, projects, serviceSoftwares, softwares } from '../../db/schema';
import { HttpError } from '../../errors';
import { countWhere, recordWriteRoutes } from '../../records/resource';
import { createdColumn, matches, recordListRoutes, statusColumn, type Reader } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisedAnswer, revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { listShape, sortField } from '../../http/lists';
import { STATUSES, statusField, type Status } from '../../../src/domain/contracts/fields';
import { softwareContract } from '../../../src/domain/contracts/software';
import { catalogueName, optionSchema, revisedProperties } from '../services';

export const SOFTWARE_MESSAGES = {
  listed: 'Software fetched successfully',
  details: 'Software fetched successfully',
  created: 'Software created successfully',
  updated: 'Software updated successfully',
  deleted: 'Software deleted successfully',
  statusChanged: 'Software status updated successfully',
  vendorsListed: 'Vendors fetched successfully',
  notFound: 'Software not found',
  duplicate: 'A software with this name already exists',
} as const;

/** Names are unique in any letter case; the lock serialises software writes, so the check cannot race. */
const SOFTWARE_NAME = catalogueName(softwares, 727_260_401, SOFTWARE_MESSAGES.duplicate);

const CreateBody = objectBody({ ...softwareContract.shape, status: statusField.optional().default('active') });
const UpdateBody = objectBody({ ...softwareContract.shape, revision: revisionField });
const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'vendor', 'created']),
  status: statusField.optional(),
  vendor: z
    .string({ error: 'vendor must be text' })
    .max(200, 'vendor must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || undefined)
    .describe('Only software of this vendor (any letter case)'),
});

const softwareSchema = {
  type: 'object',
  required: ['id', 'name', 'vendor', 'status', 'service_count', 'revision', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    vendor: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    service_count: { type: 'integer', description: 'How many services are delivered in it' },
    ...revisedProperties,
  },
} as const;

export interface SoftwareAnswer {
  id: number;
  name: string;
  vendor: string;
  status: Status;
  service_count: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

const TAGS = ['software'];
const base = { path: 'softwares', type: 'software', thing: 'software', table: softwares, tags: TAGS, messages: SOFTWARE_MESSAGES } as const;

const softwareRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // Written out: drizzle leaves columns unqualified in a select list, which would bind to the subquery's table.
  const softwareColumns = {
    id: softwares.id,
    name: softwares.name,
    vendor: softwares.vendor,
    status: softwares.status,
    serviceCount: sql<number>`(select count(*)::int from "service_softwares" as "ss" where "ss"."software_id" = "softwares"."id")`,
    revision: softwares.revision,
    createdAt: softwares.createdAt,
    updatedAt: softwares.updatedAt,
  };
  type SoftwareRow = Omit<SoftwareAnswer, 'service_count' | 'created_at' | 'updated_at'> & { serviceCount: number; createdAt: Date; updatedAt: Date };
  const toAnswer = (row: SoftwareRow): SoftwareAnswer => ({
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    status: row.status,
    service_count: Number(row.serviceCount),
    ...revisedAnswer(row),
  });

  async function findSoftware(id: number): Promise<SoftwareAnswer> {
    const [row] = await db.select(softwareColumns).from(softwares).where(eq(softwares.id, id)).limit(1);
    if (!row) throw new HttpError(404, SOFTWARE_MESSAGES.notFound);
    return toAnswer(row);
  }

  recordListRoutes(app, {
    path: 'softwares',
    access: { key: 'Software', action: 'view' },
    tags: TAGS,
    summary: 'The software, a page at a time; search matches name and vendor; filters status and vendor',
    listed: SOFTWARE_MESSAGES.listed,
    body: ListBody,
    item: softwareSchema,
    sorts: { name: sql`lower(${softwares.name})`, vendor: sql`lower(${softwares.vendor})`, created: softwares.createdAt },
    defaultSort: 'name',
    id: softwares.id,
    ids: (q) => q.select({ id: softwares.id }).from(softwares).$dynamic(),
    search: (pattern) => or(ilike(softwares.name, pattern), ilike(softwares.vendor, pattern)),
    filters: (f) => [matches(softwares.status, f.status), f.vendor === undefined ? undefined : sql`lower(${softwares.vendor}) = lower(${f.vendor})`],
    read: async (q: Reader, ids: number[]) => (await q.select(softwareColumns).from(softwares).where(inArray(softwares.id, ids))).map(toAnswer),
    columns: [
      { header: 'Software', value: (row) => row.name },
      { header: 'Vendor', value: (row) => row.vendor },
      { header: 'Services', value: (row) => row.service_count },
      statusColumn,
      createdColumn,
    ],
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/softwares/all',
    access: 'signedIn',
    tags: TAGS,
    summary: 'Every active software `[{ id, name, vendor }]` by name, as options for the forms',
    data: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name', 'vendor'], properties: { ...optionSchema.properties, vendor: { type: 'string' } } },
    },
    handler: async () => {
      const rows = await db
        .select({ id: softwares.id, name: softwares.name, vendor: softwares.vendor })
        .from(softwares)
        .where(eq(softwares.status, 'active'))
        .orderBy(asc(sql`lower(${softwares.name})`), asc(softwares.id));
      return { status: 200, messages: SOFTWARE_MESSAGES.listed, data: rows };
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/softwares/vendors',
    access: { key: 'Software', action: 'view' },
    tags: TAGS,
    summary: 'The vendor filter options `[{ id, name }]` (both the vendor name)',
    data: { type: 'array', items: { type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } } },
    handler: async () => {
      const rows = await db
        .selectDistinct({ vendor: softwares.vendor })
        .from(softwares)
        .where(sql`${softwares.vendor} <> ''`)
        .orderBy(asc(softwares.vendor));
      return { status: 200, messages: SOFTWARE_MESSAGES.vendorsListed, data: rows.map(({ vendor }) => ({ id: vendor, name: vendor })) };
    },
  });

  recordEditRoutes(app, {
    ...base,
    access: { create: { key: 'Software', action: 'create' }, view: { key: 'Software', action: 'view' }, update: { key: 'Software', action: 'update' } },
    summaries: {
      create: 'Creates a software; 409 when the name is taken (in any letter case)',
      details: 'One software (spec: GET details/{id})',
      update: 'Replaces name and vendor of a software (status through /softwares/status); 409 for a stale revision or a taken name',
    },
    bodies: { create: CreateBody, update: UpdateBody },
    details: { method: ['GET', 'POST'] },
    schema: softwareSchema,
    answer: (_request, id) => findSoftware(id),
    unique: { rule: SOFTWARE_NAME },
    columns: (body) => ({ name: body.name, vendor: body.vendor, ...('status' in body ? { status: body.status } : {}) }),
  });

  recordWriteRoutes(app, {
    ...base,
    access: { update: { key: 'Software', action: 'update' }, delete: { key: 'Software', action: 'delete' } },
    summaries: {
      status: 'Sets the status of a software (active, inactive or pending)',
      delete: 'Deletes a software; refused with 409 while projects use it, services are delivered in it or partners price it (make it inactive instead)',
    },
    rowSchema: softwareSchema,
    row: (_request, id) => findSoftware(id),
    dependents: async (tx, id) => [
      [await countWhere(tx, projects.softwareId, id), 'project', 'projects'],
      [await countWhere(tx, serviceSoftwares.softwareId, id), 'service', 'services'],
      [await countWhere(tx, partnerServicePrices.softwareId, id), 'partner price', 'partner prices'],
    ],
  });
};

export default softwareRoutes;
