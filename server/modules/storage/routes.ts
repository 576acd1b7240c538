/**
 * Manage Storage (spec §7.11, paths exact where named): per customer usage against its quota
 * (`POST /storage`, and as CSV `/storage/export`: the record kernel's list routes), a customer's files (`/storage/filedetails`, and as CSV
 * `/storage/filedetails/export`), deleting one (`/storage/delete/{id}`)
 * or several (`/storage/removemultifile`, all in scope or nothing), downloading one, asking for more
 * space (`/storage/request`) and sending the current quota alert by hand (`/storage/alertemail`).
 * Guarded by the `Storage` key and held to its customer scope; a branch user sees their customer's
 * usage but only the files of their branch's projects.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customers, projectFiles, projects, recordFiles, storageAlerts, storageRequests, users } from '../../db/schema';
import { HttpError, fieldError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { recordActivity, tellProject, projectTitle } from '../projects';
import { notify, type UserEvent } from '../../realtime/notify';
import { removeStored, sendStored } from '../../records/files';
import { customerCondition, scopeOf } from '../../records/scope';
import { alertMail, checkStorageAlerts, customerAdminEmails, percentText, thresholdOf, usageOf } from '../../storage/alerts';
import { customerFileCount, customerFiles, filesInScope, storageFileSchema, toStorageFile, type FileQuery, type StorageFileRow } from './files';
import { customerAdminsOrStaff, providersOnly } from './guard';
import { guardRoutes } from '../../http/route-guards';
import { requestAnswer, storageRequestSchema } from './requests';
import { storageUsage, usedPercent, type StorageUsage } from '../../storage/usage';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { EXPORT_BATCH, isUniqueViolation, listPage, listShape, sortField } from '../../http/lists';
import { recordListRoutes, type Reader } from '../../records/list-resource';
import { sendCsv } from '../../http/send-file';
import type { ColumnSpec } from '../../exports/csv';
import { usDate } from '../../exports/dates';
import { objectSchema } from '../../http/schemas';
import { pick } from '../../records/fields';
import {
  STORAGE_REQUEST_MESSAGES,
  fileIdOf,
  positiveId,
  storageFileIdField,
  storageRequestContract,
  type StorageFileId,
  type StorageUsageAnswer,
} from '../../../src/domain/contracts/storage';

export const STORAGE_MESSAGES = {
  listed: 'Storage fetched successfully',
  files: 'Files fetched successfully',
  deleted: 'File deleted successfully',
  removed: 'Files removed successfully',
  fileNotFound: 'File not found',
  customerNotFound: 'Customer not found',
  requested: 'Storage request sent successfully',
  pendingExists: 'A storage request for this customer is already pending',
  ...STORAGE_REQUEST_MESSAGES,
  alertSent: 'Storage alert email sent successfully',
  noAlert: 'No storage alert is due',
  noRecipients: 'This customer has no customer admin to email',
} as const;

const head = routeHead(['storage']);

export const usageSchema = objectSchema({
  customer_id: { type: 'integer' },
  customer_name: { type: 'string' },
  quota_mb: { type: 'integer' },
  used_bytes: { type: 'integer', format: 'int64' },
  used_percent: { type: 'number', description: 'Percent of the quota in use (may pass 100)' },
  file_count: { type: 'integer' },
  alert_threshold: { type: ['integer', 'null'], description: 'The highest quota alert in force: 80, 90 or 100' },
  pending_request: {
    type: ['object', 'null'],
    required: ['id', 'requested_mb', 'created_at'],
    properties: { id: { type: 'integer' }, requested_mb: { type: 'integer' }, created_at: { type: 'string', format: 'date-time' } },
  },
});

/** The usage list's body (its export's without the paging): by name, the only order it has. */
const ListBody = objectBody({ ...listShape, sort: sortField(['name']) });

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 100) / 100;
/** The export's columns: what the list shows, the sizes in MB. */
const CSV_COLUMNS: readonly ColumnSpec<StorageUsageAnswer>[] = [
  ['Customer', 'customer_name'],
  { header: 'Used (MB)', value: (usage) => mb(usage.used_bytes) },
  ['Quota (MB)', 'quota_mb'],
  ['Used (%)', 'used_percent'],
  ['Files', 'file_count'],
  { header: 'Alert (%)', value: (usage) => usage.alert_threshold ?? '' },
  { header: 'Pending request (MB)', value: (usage) => usage.pending_request?.requested_mb ?? '' },
  { header: 'Requested', value: (usage) => (usage.pending_request ? usDate(usage.pending_request.created_at) : '') },
];

const FileDetailsBody = objectBody({
  name: z
    .string({ error: 'name is required' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'name is required').max(200, 'name must be at most 200 characters'))
    .describe('The customer’s name, as /storage/file-details/{name} carries it'),
  pageNumber: listShape.pageNumber.optional().default(1),
  pageSize: listShape.pageSize,
  search: listShape.search,
  sort: sortField(['created', 'name', 'size']),
});

const FileDetailsExportBody = objectBody({ name: FileDetailsBody.shape.name, search: listShape.search, sort: FileDetailsBody.shape.sort });

/** The file details export's columns: what the list shows, the size in MB and the date as the screen has them. */
const FILE_CSV_COLUMNS: readonly ColumnSpec<StorageFileRow>[] = [
  ['File', 'originalName'],
  { header: 'Project code', value: (file) => file.projectCode ?? '' },
  { header: 'Project', value: (file) => (file.projectId === null ? 'Customer record' : `${file.projectName ?? ''}${file.addendumId !== null ? ' (addendum)' : ''}`) },
  { header: 'Uploaded by', value: (file) => file.uploaderName ?? '' },
  { header: 'Size (MB)', value: (file) => mb(file.sizeBytes) },
  { header: 'Uploaded', value: (file) => usDate(file.createdAt.toISOString()) },
];

const FileParams = z.object({ id: storageFileIdField });

const RemoveBody = objectBody({
  ids: z
    .array(storageFileIdField, { error: 'ids must be a list of file ids' })
    .min(1, 'Choose at least one file')
    .max(100, 'At most 100 files at a time'),
});

const RequestBody = objectBody(storageRequestContract.shape);

const AlertBody = objectBody({ customer_id: positiveId('customer_id', STORAGE_MESSAGES.customerRequired) });

export const fileDetailsSchema = objectSchema({
  customer: usageSchema,
  data: { type: 'array', items: storageFileSchema },
  total: { type: 'integer' },
  hasMore: { type: 'boolean' },
  pageNumber: { type: 'integer' },
});

export const removedSchema = objectSchema({ ids: { type: 'array', items: { type: 'string' } }, freed_bytes: { type: 'integer', format: 'int64' } });

const alertSchema = objectSchema({
  customer_id: { type: 'integer' },
  threshold: { type: 'integer' },
  used_percent: { type: 'number' },
  recipients: { type: 'array', items: { type: 'string' } },
});

/** The usage rows with their alert in force and pending request. */
async function usageAnswers(db: Reader, usages: readonly StorageUsage[]): Promise<StorageUsageAnswer[]> {
  const ids = usages.map((usage) => usage.customerId);
  if (ids.length === 0) return [];
  const alerts = await db
    .select({ customerId: storageAlerts.customerId, threshold: sql<number>`max(${storageAlerts.threshold})` })
    .from(storageAlerts)
    .where(inArray(storageAlerts.customerId, ids))
    .groupBy(storageAlerts.customerId);
  const pending = await db
    .select({ id: storageRequests.id, customerId: storageRequests.customerId, requestedMb: storageRequests.requestedMb, createdAt: storageRequests.createdAt })
    .from(storageRequests)
    .where(and(inArray(storageRequests.customerId, ids), eq(storageRequests.state, 'pending')));
  const alertOf = new Map(alerts.map((row) => [row.customerId, Number(row.threshold)]));
  const pendingOf = new Map(pending.map((row) => [row.customerId, row]));
  return usages.map((usage) => {
    const request = pendingOf.get(usage.customerId);
    return {
      customer_id: usage.customerId,
      customer_name: usage.customerName,
      quota_mb: usage.quotaMb,
      used_bytes: usage.usedBytes,
      used_percent: Math.round(usedPercent(usage) * 100) / 100,
      file_count: usage.fileCount,
      alert_threshold: alertOf.get(usage.customerId) ?? null,
      pending_request: request ? { id: request.id, requested_mb: request.requestedMb, created_at: request.createdAt.toISOString() } : null,
    };
  });
}

const storageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const uploads = path.join(app.config.dataDir, 'uploads');

  guardRoutes(app, { '/storage/request': customerAdminsOrStaff, '/storage/alertemail': providersOnly });

  const inScope = (request: FastifyRequest, extra?: SQL) => and(customerCondition(scopeOf(request, 'Storage')), extra);

  /** Deletes the files (all found in scope, or 404 and nothing deleted) as project changes; answers what went. */
  async function removeFiles(request: FastifyRequest, ids: readonly StorageFileId[]) {
    const unique = [...new Map(ids.map((file) => [fileIdOf(file), file])).values()];
    const scope = scopeOf(request, 'Storage');
    const { session, record } = requireUser(request);
    const actor = { id: session.id, name: record.user.name };
    const outcome = await db.transaction(async (tx) => {
      const found = await filesInScope(tx, unique, scope);
      const foundIds = new Set(found.map(fileIdOf));
      const missing = unique.map(fileIdOf).filter((id) => !foundIds.has(id));
      if (missing.length > 0) throw new HttpError(404, STORAGE_MESSAGES.fileNotFound, { ids: `Not found: ${missing.join(', ')}` });
      const projectIds = found.filter((file) => file.kind === 'project').map((file) => file.id);
      const recordIds = found.filter((file) => file.kind === 'customer').map((file) => file.id);
      if (projectIds.length > 0) await tx.delete(projectFiles).where(inArray(projectFiles.id, projectIds));
      if (recordIds.length > 0) await tx.delete(recordFiles).where(inArray(recordFiles.id, recordIds));
      // Each project hears once, naming its files; its trail gets one activity per file.
      const events: UserEvent[] = [];
      const byProject = new Map<number, typeof found>();
      for (const file of found) if (file.projectId !== null) byProject.set(file.projectId, [...(byProject.get(file.projectId) ?? []), file]);
      for (const [projectId, files] of byProject) {
        const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
        if (!project) continue;
        for (const file of files) {
          await recordActivity(tx, { projectId, actorId: actor.id, action: `Deleted ${file.originalName} in Manage Storage`, changes: { file: { before: file.originalName, after: null } } });
        }
        const names = files.map((file) => file.originalName).join(', ');
        events.push(...(await tellProject(tx, project, actor.id, `${actor.name} deleted ${names} of ${projectTitle(project)} in Manage Storage`)));
      }
      return { found, events, projectIds: [...byProject.keys()] };
    });
    await app.realtime.publish(outcome.events);
    for (const projectId of outcome.projectIds) void app.realtime.recordChanged('project', projectId);
    const customerIds = [...new Set(outcome.found.map((file) => file.customerId))];
    for (const customerId of customerIds) {
      void app.realtime.recordChanged('storage', customerId);
      if (outcome.found.some((file) => file.kind === 'customer' && file.customerId === customerId)) void app.realtime.recordChanged('customer', customerId);
    }
    // The rows are gone with the commit: now the bytes; then thresholds usage fell below are armed again.
    for (const file of outcome.found) await removeStored(app, file.storedName);
    for (const customerId of customerIds) await checkStorageAlerts(app, customerId);
    return { ids: outcome.found.map(fileIdOf), freed_bytes: outcome.found.reduce((sum, file) => sum + file.sizeBytes, 0) };
  }

  /** The customer in scope by id, or by name as /storage/file-details/{name} carries it; 404 outside the scope. */
  async function scopedCustomer(request: FastifyRequest, by: { id: number } | { name: string }) {
    const picked = 'id' in by ? eq(customers.id, by.id) : eq(customers.name, by.name);
    const [customer] = await db.select(pick(customers, 'id', 'name', 'partnerId')).from(customers).where(inScope(request, picked)).limit(1);
    if (!customer) throw new HttpError(404, STORAGE_MESSAGES.customerNotFound);
    return customer;
  }

  // The usage list and its CSV (the record kernel's list routes): customers in scope by name, each with its usage.
  recordListRoutes<typeof ListBody, StorageUsageAnswer & { id: number }>(app, {
    path: 'storage',
    access: { view: { key: 'Storage', action: 'view' } },
    tags: ['storage'],
    summary: 'Storage per customer in scope, by name: used bytes against the quota, percent, file count, the alert in force and a pending request; search matches the name',
    messages: STORAGE_MESSAGES,
    body: ListBody,
    item: usageSchema,
    sorts: { name: sql`lower(${customers.name})` },
    defaultSort: 'name',
    table: customers,
    scope: (request) => inScope(request),
    search: (pattern) => ilike(customers.name, pattern),
    read: async (q, ids) => (await usageAnswers(q, await storageUsage(q, inArray(customers.id, ids)))).map((usage) => ({ ...usage, id: usage.customer_id })),
    columns: CSV_COLUMNS,
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'view' }, '/storage/filedetails', 'The files of the customer named `name` (its projects’ files and its record’s), newest first, a page at a time, with its usage; search matches file, project name and code'),
    body: FileDetailsBody,
    data: fileDetailsSchema,
    errors: [404],
    handler: async (request) => {
      const { name, pageNumber, pageSize, search, sort } = request.body;
      const customer = await scopedCustomer(request, { name });
      const usage = await usageOf(db, customer.id);
      if (!usage) throw new HttpError(404, STORAGE_MESSAGES.customerNotFound);
      const [answer] = await usageAnswers(db, [usage]);
      const query: FileQuery = { customerId: customer.id, scope: scopeOf(request, 'Storage'), search, sort, limit: pageSize, offset: (pageNumber - 1) * pageSize };
      const rows = await customerFiles(db, query);
      return { status: 200, messages: STORAGE_MESSAGES.files, data: { customer: answer, ...listPage(rows.map(toStorageFile), await customerFileCount(db, query), pageNumber, pageSize) } };
    },
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'view' }, '/storage/filedetails/export', 'The files of the customer named `name` for this search and sort as CSV, every one in scope (X-Total-Rows: the count)'),
    body: FileDetailsExportBody,
    errors: [404],
    handler: async (request, reply) => {
      const { name, search, sort } = request.body;
      const customer = await scopedCustomer(request, { name });
      const query: FileQuery = { customerId: customer.id, scope: scopeOf(request, 'Storage'), search, sort, limit: EXPORT_BATCH, offset: 0 };
      const total = await customerFileCount(db, query);
      // The list's order, a batch at a time.
      async function* rows() {
        for (let offset = 0; offset < total; offset += EXPORT_BATCH) yield* await customerFiles(db, { ...query, offset });
      }
      return sendCsv(reply, 'storage-files', FILE_CSV_COLUMNS, rows(), total);
    },
  });

  // A download answers the bytes, not the envelope (a stream skips the answer schema).
  defineRoute(app, {
    ...head({ key: 'Storage', action: 'view' }, '/storage/downloadfile/:id', 'Downloads one stored file (project-<id> or customer-<id>) as an attachment', 'GET'),
    params: FileParams,
    errors: [404],
    handler: async (request, reply) => {
      const [file] = await filesInScope(db, [request.params.id], scopeOf(request, 'Storage'));
      const found = file ? await stat(path.join(uploads, file.storedName)).catch(() => null) : null;
      if (!file || !found?.isFile()) throw new HttpError(404, STORAGE_MESSAGES.fileNotFound);
      await sendStored(reply, { originalName: file.originalName, storedName: file.storedName, mimeType: file.mimeType, sizeBytes: file.sizeBytes });
      return reply as never;
    },
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'delete' }, '/storage/delete/:id', 'Deletes one stored file (project-<id> or customer-<id>): the row, an activity on its project, then the bytes'),
    params: FileParams,
    data: removedSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: STORAGE_MESSAGES.deleted, data: await removeFiles(request, [request.params.id]) }),
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'delete' }, '/storage/removemultifile', 'Deletes up to 100 stored files `{ ids }` in one transaction: every one in scope, or 404 and none deleted'),
    body: RemoveBody,
    data: removedSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: STORAGE_MESSAGES.removed, data: await removeFiles(request, request.body.ids) }),
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'create' }, '/storage/request', 'Asks for `requested_mb` more space with a `reason`: a customer admin for its customer, staff for `customer_id`; one pending request per customer (409)'),
    body: RequestBody,
    data: storageRequestSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { session, record } = requireUser(request);
      const own = record.user.customerId;
      const customerId = own ?? request.body.customer_id;
      if (customerId === undefined) throw fieldError('customer_id', STORAGE_MESSAGES.customerRequired);
      if (own !== null && request.body.customer_id !== undefined && request.body.customer_id !== own) throw new HttpError(404, STORAGE_MESSAGES.customerNotFound);
      const customer = await scopedCustomer(request, { id: customerId });
      let created: { id: number; events: UserEvent[] };
      try {
        created = await db.transaction(async (tx) => {
          const [pending] = await tx.select({ id: storageRequests.id }).from(storageRequests).where(and(eq(storageRequests.customerId, customerId), eq(storageRequests.state, 'pending')));
          if (pending) throw new HttpError(409, STORAGE_MESSAGES.pendingExists);
          const [row] = await tx
            .insert(storageRequests)
            .values({ customerId, requestedBy: session.id, requestedMb: request.body.requested_mb, reason: request.body.reason })
            .returning({ id: storageRequests.id });
          if (!row) throw new Error('storage request insert returned nothing');
          // Those who may decide: administrators and the customer's partner.
          const approvers = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                eq(users.status, 'active'),
                sql`${users.id} <> ${session.id}`,
                or(eq(users.isAdmin, true), customer.partnerId === null ? sql`false` : and(eq(users.partnerId, customer.partnerId), eq(users.ispartner, true), isNull(users.customerId))),
              ),
            );
          const events = await notify(
            tx,
            approvers.map((user) => user.id),
            { actorId: session.id, customerId, message: `${record.user.name} requested ${request.body.requested_mb} MB more storage for ${customer.name}` },
          );
          return { id: row.id, events };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, STORAGE_MESSAGES.pendingExists);
        throw error;
      }
      await app.realtime.publish(created.events);
      void app.realtime.recordChanged('storage', customerId);
      return { status: 200, messages: STORAGE_MESSAGES.requested, data: await requestAnswer(db, created.id) };
    },
  });

  defineRoute(app, {
    ...head({ key: 'Storage', action: 'update' }, '/storage/alertemail', 'Mails the customer’s admins the quota alert its usage is at now (80, 90 or 100 %); 409 below 80 %. Administrators and partners'),
    body: AlertBody,
    data: alertSchema,
    errors: [404, 409],
    handler: async (request) => {
      const customerId = request.body.customer_id;
      await scopedCustomer(request, { id: customerId });
      const usage = await usageOf(db, customerId);
      if (!usage) throw new HttpError(404, STORAGE_MESSAGES.customerNotFound);
      const percent = usedPercent(usage);
      const threshold = thresholdOf(percent);
      if (threshold === null) throw new HttpError(409, `${STORAGE_MESSAGES.noAlert}: ${usage.customerName} uses ${percentText(percent)} of its quota`);
      const { emails } = await customerAdminEmails(db, customerId);
      if (emails.length === 0) throw new HttpError(409, STORAGE_MESSAGES.noRecipients);
      await db.insert(storageAlerts).values({ customerId, threshold, usedBytes: String(usage.usedBytes), quotaMb: usage.quotaMb, recipients: emails });
      for (const to of emails) app.mail.send(alertMail(usage, threshold, to));
      void app.realtime.recordChanged('storage', customerId);
      return { status: 200, messages: STORAGE_MESSAGES.alertSent, data: { customer_id: customerId, threshold, used_percent: Math.round(percent * 100) / 100, recipients: emails } };
    },
  });
};

export default storageRoutes;
