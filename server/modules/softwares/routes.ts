/**
 * Software (spec §7.10 "Software records: POST create with the record; POST list with a filter; POST
 * delete then /{id}; GET details then /{id} (cancellable); POST update then /{id}; GET all-list";
 * DESIGN §5), guarded by the `Software` permission key (view for list, details and vendor options).
 * A software is `{ id, name, vendor, status }`; names are unique case-insensitively, and software a
 * service is delivered in, or a partner prices, cannot be deleted. `/softwares/all` (the active
 * software as options) is open to every signed-in user: the service, partner and project forms need it.
 */
import { asc, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { partnerServicePrices, projects, serviceSoftwares, softwares } from '../../db/schema';
import { referencedBy, found, recordWriteRoutes } from '../../records/resource';
import { recordListRoutes, stampColumns } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisedAnswer, revisedColumns, revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { defineRoute, recordAccess } from '../../http/define-route';
import { listShape, sortField } from '../../http/lists';
import { STATUSES, statusField } from '../../../src/domain/contracts/fields';
import { softwareContract } from '../../../src/domain/contracts/software';
import { catalogueName } from '../services';
import { optionSchema, recordSchema, pick } from '../../records/fields';
import { correlatedCount } from '../../records/counts';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { activeOptions } from '../../records/scope-options';
import { routeHead } from '../../http/route-head';
import { recordReads } from '../../records/reads';

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
const SOFTWARE_NAME = catalogueName(softwares, SOFTWARE_MESSAGES.duplicate);

const CreateBody = objectBody({ ...softwareContract.shape, status: z.optional(statusField).default('active') });
const UpdateBody = objectBody({ ...softwareContract.shape, revision: revisionField });
const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'vendor', 'created']),
  status: z.optional(statusField),
  vendor: z
    .string({ error: 'vendor must be text' })
    .max(200, 'vendor must be at most 200 characters')
    .optional()
    .transform((value) => value?.trim() || undefined)
    .describe('Only software of this vendor (any letter case)'),
});

const softwareSchema = recordSchema(
  {
    name: { type: 'string' },
    vendor: { type: 'string' },
    status: { type: 'string', enum: [...STATUSES] },
    service_count: { type: 'integer', description: 'How many services are delivered in it' },
  },
  ['name', 'vendor', 'status', 'service_count'],
  'every update and status change',
);

export type SoftwareAnswer = FromSchema<typeof softwareSchema>;

const TAGS = ['software'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Software');
const base = { path: 'softwares', type: 'software', thing: 'software', table: softwares, tags: TAGS, messages: SOFTWARE_MESSAGES, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

const softwareRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const softwareColumns = {
    ...pick(softwares, 'id', 'name', 'vendor', 'status'),
    serviceCount: correlatedCount(serviceSoftwares, 'ss', serviceSoftwares.softwareId, softwares),
    ...revisedColumns(softwares),
  };
  type SoftwareRow = Omit<SoftwareAnswer, 'service_count' | 'created_at' | 'updated_at'> & { serviceCount: number; createdAt: Date; updatedAt: Date };
  const toAnswer = (row: SoftwareRow): SoftwareAnswer => ({
    ...pick(row, 'id', 'name', 'vendor', 'status'),
    service_count: Number(row.serviceCount),
    ...revisedAnswer(row),
  });

  const reads = recordReads(db, softwares.id, (q) => q.select(softwareColumns).from(softwares), toAnswer);
  const findSoftware = async (id: number): Promise<SoftwareAnswer> => found(await reads.find(id), SOFTWARE_MESSAGES.notFound);

  recordListRoutes(app, {
    ...base,
    summary: 'The software, a page at a time; search matches name and vendor; filters status and vendor',
    body: ListBody,
    item: softwareSchema,
    sorts: { name: sql`lower(${softwares.name})`, vendor: sql`lower(${softwares.vendor})`, created: softwares.createdAt },
    defaultSort: 'name',
    search: (pattern) => or(ilike(softwares.name, pattern), ilike(softwares.vendor, pattern)),
    equals: { status: softwares.status },
    filters: (f) => [f.vendor === undefined ? undefined : sql`lower(${softwares.vendor}) = lower(${f.vendor})`],
    read: reads.read,
    columns: [['Software', 'name'], ['Vendor', 'vendor'], ['Services', 'service_count'], ...stampColumns],
  });

  defineRoute(app, {
    ...head('signedIn', '/softwares/all', 'Every active software `[{ id, name, vendor }]` by name, as options for the forms', ['GET', 'POST']),
    data: { type: 'array', items: objectSchema({ ...optionSchema.properties, vendor: { type: 'string' } }) },
    handler: async () => ({ status: 200, messages: SOFTWARE_MESSAGES.listed, data: await activeOptions(db, softwares, 'vendor') }),
  });

  defineRoute(app, {
    ...head(ACCESS.view, '/softwares/vendors', 'The vendor filter options `[{ id, name }]` (both the vendor name)', ['GET', 'POST']),
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
    summaries: {
      create: 'Creates a software; 409 when the name is taken (in any letter case)',
      details: 'One software (spec: GET details/{id})',
      update: 'Replaces name and vendor of a software (status through /softwares/status); 409 for a stale revision or a taken name',
    },
    details: { method: ['GET', 'POST'] },
    schema: softwareSchema,
    answer: (_request, id) => findSoftware(id),
    unique: { rule: SOFTWARE_NAME },
    columns: (body) => ({ name: body.name, vendor: body.vendor, ...('status' in body ? { status: body.status } : {}) }),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of a software (active, inactive or pending)',
      delete: 'Deletes a software; refused with 409 while projects use it, services are delivered in it or partners price it (make it inactive instead)',
    },
    rowSchema: softwareSchema,
    row: (_request, id) => findSoftware(id),
    dependents: referencedBy([projects.softwareId, 'project', 'projects'], [serviceSoftwares.softwareId, 'service', 'services'], [partnerServicePrices.softwareId, 'partner price', 'partner prices']),
  });
};

export default softwareRoutes;
