/**
 * Partners (spec §7.10; DESIGN §5): list, create, details, update, delete and status under /api,
 * guarded by the `Partner` key and scoped (seeAll: every partner, otherwise the user's own), with
 * their files and prices (partner-prices.ts). Fields travel in snake_case; names are unique in any
 * letter case, and a partner that customers, agents or users belong to cannot be deleted.
 */
import { eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { agents, customers, partners, recordFiles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { recordEditRoutes } from '../../records/edit-resource';
import { type Reader, recordListRoutes, stampColumns } from '../../records/list-resource';
import { referencedBy, found, recordWriteRoutes, type UniqueValue } from '../../records/resource';
import { revisedAnswer, revisedColumns, revisionField } from '../../records/revision';
import { partnerCondition, scopeOf } from '../../records/scope';
import { objectBody } from '../../validation';
import { defineRoute, recordAccess } from '../../http/define-route';
import { listShape, sortField } from '../../http/lists';
import { statusField } from '../../../src/domain/contracts/fields';
import { partnerContract } from '../../../src/domain/contracts/partner';
import partnerPriceRoutes, { addonPriceSchema, addonPricesOf, replacePrices, servicePriceSchema, servicePricesOf } from './prices';
import { fileRoutes, fileSchema, filesOf, scopedFile, storeUpload } from '../../records/file-answers';
import { routeHead } from '../../http/route-head';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { contactProperties, pick, revisedProperties } from '../../records/fields';
import { correlatedCount } from '../../records/counts';
import { recordReads } from '../../records/reads';

export const PARTNER_MESSAGES = {
  listed: 'Partners fetched successfully',
  details: 'Partner fetched successfully',
  created: 'Partner created successfully',
  updated: 'Partner updated successfully',
  deleted: 'Partner deleted successfully',
  statusChanged: 'Partner status updated successfully',
  uploaded: 'File uploaded successfully',
  fileSaved: 'File details saved successfully',
  fileRemoved: 'File removed successfully',
  notFound: 'Partner not found',
  fileNotFound: 'File not found',
  duplicate: 'A partner with this name already exists',
  otherPartner: 'You can only manage your own partner',
} as const;

/** Names are unique in any letter case; the lock serialises partner writes, so the check cannot race. */
const PARTNER_NAME: UniqueValue = { table: partners, column: partners.name, lock: true, field: 'name', message: PARTNER_MESSAGES.duplicate };

const CreateBody = objectBody(partnerContract.shape);
/** An update replaces the fields; prices are replaced only when `services` or `addons` are sent. */
const UpdateBody = objectBody({ ...partnerContract.shape, revision: revisionField });
const ListBody = objectBody({ ...listShape, sort: sortField(['name', 'created']), status: z.optional(statusField) });

const partnerProperties = {
  ...contactProperties,
  website: { type: 'string', nullable: true },
  address: { type: 'string', nullable: true },
  status: { type: 'string', enum: ['active', 'inactive', 'pending'] },
  customer_count: { type: 'integer' },
  agent_count: { type: 'integer' },
  ...revisedProperties(),
} as const;
const partnerSchema = objectSchema(partnerProperties);
export type PartnerAnswer = FromSchema<typeof partnerSchema>;

const partnerColumns = {
  ...pick(partners, 'id', 'name', 'email', 'phone', 'website', 'address', 'status'),
  customerCount: correlatedCount(customers, 'owned', customers.partnerId, partners),
  agentCount: correlatedCount(agents, 'owned', agents.partnerId, partners),
  ...revisedColumns(partners),
};
const selectPartners = (q: Reader) => q.select(partnerColumns).from(partners);

const toAnswer = (row: Awaited<ReturnType<ReturnType<typeof selectPartners>['execute']>>[number]): PartnerAnswer => ({
  ...pick(row, 'id', 'name', 'email', 'phone', 'website', 'address', 'status'),
  customer_count: Number(row.customerCount),
  agent_count: Number(row.agentCount),
  ...revisedAnswer(row),
});

const partnerDetailsSchema = objectSchema({
  ...partnerProperties,
  services: { type: 'array', items: servicePriceSchema },
  addons: { type: 'array', items: addonPriceSchema },
  files: { type: 'array', items: fileSchema },
});

const TAGS = ['partners'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Partner');

const partnerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  await app.register(partnerPriceRoutes);

  const scoped = (request: FastifyRequest): SQL | undefined => partnerCondition(scopeOf(request, 'Partner'));
  const base = { path: 'partners', type: 'partner', thing: 'partner', table: partners, tags: TAGS, messages: PARTNER_MESSAGES, scope: scoped, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

  const reads = recordReads(db, partners.id, selectPartners, toAnswer);
  const findPartner = async (request: FastifyRequest, id: number): Promise<PartnerAnswer> => found(await reads.find(id, scoped(request)), PARTNER_MESSAGES.notFound);

  /** A file of a partner in the caller's scope; 404 otherwise. */
  const partnerFile = (request: FastifyRequest, fileId: number) =>
    scopedFile(db, fileId, 'partnerId', (partnerId) => findPartner(request, partnerId).then(() => true, () => false), PARTNER_MESSAGES.fileNotFound);

  recordListRoutes(app, {
    ...base,
    summary: 'The partners in scope, a page at a time; search matches name and email; filter by status',
    body: ListBody,
    item: partnerSchema,
    sorts: { name: sql`lower(${partners.name})`, created: partners.createdAt },
    defaultSort: 'name',
    search: (pattern) => or(ilike(partners.name, pattern), ilike(partners.email, pattern)),
    equals: { status: partners.status },
    read: reads.read,
    columns: [['Partner', 'name'], ['Email', 'email'], ['Phone', 'phone'], ['Website', 'website'], ['Address', 'address'], ['Customers', 'customer_count'], ['Agents', 'agent_count'], ...stampColumns],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a partner with its prices; only callers who see every partner may; 409 when the name is taken',
      details: 'One partner with its service prices, add-on prices and files',
      update: 'Replaces the fields of a partner (and its prices when sent); 409 for a taken name or a stale revision',
    },
    schema: partnerSchema,
    answer: findPartner,
    details: {
      schema: partnerDetailsSchema,
      read: async (request, id) => {
        const partner = await findPartner(request, id);
        const [services, addons, files] = await Promise.all([servicePricesOf(db, partner.id), addonPricesOf(db, partner.id), filesOf(db, { partnerId: partner.id })]);
        return { ...partner, services, addons, files };
      },
    },
    prepare: async (request, _body, id) => {
      // A partner-scoped user may manage their own partner, never create another; out of scope is 404
      // before anything else, so the name check tells nothing about other partners.
      if (id === undefined && scopeOf(request, 'Partner').kind !== 'all') throw new HttpError(403, PARTNER_MESSAGES.otherPartner);
      if (id !== undefined) await findPartner(request, id);
    },
    unique: { rule: PARTNER_NAME },
    columns: ({ name, email, phone, website, address, status }) => ({ name, email, phone, website, address, ...(status ? { status } : {}) }),
    written: (tx, id, body) => replacePrices(tx, id, body.services, body.addons),
  });

  recordWriteRoutes(app, {
    ...base,
    summaries: {
      status: 'Sets the status of a partner: active, inactive or pending',
      delete: 'Deletes a partner with its prices and files; refused with 409 while customers, agents or users belong to it',
    },
    rowSchema: partnerSchema,
    row: findPartner,
    dependents: referencedBy([customers.partnerId, 'customer', 'customers'], [agents.partnerId, 'agent', 'agents'], [users.partnerId, 'user', 'users']),
    // Prices and file rows go with it (ON DELETE CASCADE); the stored bytes after commit.
    storedFiles: async (tx, id) => (await tx.select({ storedName: recordFiles.storedName }).from(recordFiles).where(eq(recordFiles.partnerId, id))).map((file) => file.storedName),
  });

  defineRoute(app, {
    ...head(ACCESS.update, '/partners/uploadfile/:id', 'Uploads one file (multipart field `file`) to a partner: a PDF, image, drawing, zip or text file of at most 20 MB'),
    data: fileSchema,
    errors: [404, 413],
    handler: async (request) => {
      const partner = await findPartner(request, request.params.id);
      const file = await storeUpload(request, requireUser(request).session.id, async () => ({ partnerId: partner.id }));
      return { status: 200, messages: PARTNER_MESSAGES.uploaded, data: file };
    },
  });

  fileRoutes(app, {
    tags: TAGS,
    access: ACCESS,
    downloadUrl: '/partners/downloadfile/:id',
    removeUrl: '/partners/removefiledata/:id',
    summaries: { download: 'Downloads a partner file (by file id) as an attachment', remove: 'Removes a partner file (by file id) and its stored bytes' },
    messages: PARTNER_MESSAGES,
    file: partnerFile,
    describe: {
      url: '/partners/createfiledata/:id',
      summary: 'Saves the description of a file (`file_id`) uploaded to the partner (by id)',
      type: 'partner',
      saved: PARTNER_MESSAGES.fileSaved,
      owner: async (request, id) => ({ partnerId: (await findPartner(request, id)).id }),
    },
  });
};

export default partnerRoutes;
