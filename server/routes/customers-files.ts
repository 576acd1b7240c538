/**
 * Customers (spec §7.4): the files of a customer — upload (multipart, checked by content and size),
 * set a description, remove, and download — each held to the caller's customer scope. Uploading,
 * describing and removing change the customer (Customer.update); downloading is viewing it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { recordFiles } from '../db/schema';
import { HttpError } from '../errors';
import { requireUser } from '../plugins/auth';
import { DOCUMENT_KINDS, MAX_UPLOAD_BYTES, removeStored, saveUpload, sendStored } from '../records/files';
import { customerCondition, customerIdCondition, scopeOf } from '../records/scope';
import { checkStorageAlerts, refuseOverQuota } from '../storage/alerts';
import { requireCustomer } from './customers-query';
import { CUSTOMER_MESSAGES, FileDataBody, fileAnswer, fileSchema } from './customers-shape';
import { defineRoute } from '../http/define-route';
import { IdParams } from '../http/lists';

const TAGS = ['customers'];

const customerFileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** The file row when its customer is in the caller's scope; 404 otherwise. */
  async function scopedFile(request: FastifyRequest, fileId: number) {
    const scoped = customerIdCondition(recordFiles.customerId, scopeOf(request, 'Customer'));
    const [file] = await db
      .select()
      .from(recordFiles)
      .where(and(eq(recordFiles.id, fileId), isNotNull(recordFiles.customerId), scoped))
      .limit(1);
    if (!file || file.customerId === null) throw new HttpError(404, CUSTOMER_MESSAGES.fileNotFound);
    return file;
  }

  defineRoute(app, {
    method: 'POST',
    url: '/customers/uploadfile/:id',
    access: { key: 'Customer', action: 'update' },
    tags: TAGS,
    summary: 'Uploads one file to a customer: multipart/form-data, the file in field `file`, an optional `description` field; a PDF, image, drawing, zip or text file up to 20 MB',
    params: IdParams,
    data: fileSchema,
    errors: [404, 413],
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    handler: async (request) => {
      const customerId = request.params.id;
      // Checked before the upload is read, so nothing is stored for a customer out of scope.
      await requireCustomer(db, customerId, customerCondition(scopeOf(request, 'Customer')));
      const stored = await saveUpload(request, DOCUMENT_KINDS);
      const description = (stored.fields.description ?? '').trim().slice(0, 500);
      try {
        const [row] = await db.transaction(async (tx) => {
          // 413 past the customer's storage quota (server/storage/alerts.ts), checked under its row lock.
          await refuseOverQuota(tx, customerId, stored.sizeBytes);
          return tx
            .insert(recordFiles)
            .values({
              customerId,
              originalName: stored.originalName,
              storedName: stored.storedName,
              mimeType: stored.mimeType,
              sizeBytes: stored.sizeBytes,
              description,
              uploadedBy: requireUser(request).session.id,
            })
            .returning();
        });
        if (!row) throw new Error('file insert returned nothing');
        // Mails a quota alert when this upload crossed 80, 90 or 100 %; never fails the upload.
        await checkStorageAlerts(app, customerId);
        return { status: 200, messages: CUSTOMER_MESSAGES.fileUploaded, data: fileAnswer(row) };
      } catch (error) {
        await removeStored(app, stored.storedName);
        throw error;
      }
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/createfiledata/:id',
    changes: { type: 'customer' },
    access: { key: 'Customer', action: 'update' },
    tags: TAGS,
    summary: 'Sets the description of one of the customer’s files: `{ file_id, description }`',
    params: IdParams,
    body: FileDataBody,
    data: fileSchema,
    errors: [404],
    handler: async (request) => {
      const customerId = request.params.id;
      await requireCustomer(db, customerId, customerCondition(scopeOf(request, 'Customer')));
      const [row] = await db
        .update(recordFiles)
        .set({ description: request.body.description })
        .where(and(eq(recordFiles.id, request.body.file_id), eq(recordFiles.customerId, customerId)))
        .returning();
      if (!row) throw new HttpError(404, CUSTOMER_MESSAGES.fileNotFound, { file_id: CUSTOMER_MESSAGES.fileNotFound });
      return { status: 200, messages: CUSTOMER_MESSAGES.fileUpdated, data: fileAnswer(row) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/removefiledata/:id',
    access: { key: 'Customer', action: 'update' },
    tags: TAGS,
    summary: 'Removes a customer file by its id: the row, then the stored bytes',
    params: IdParams,
    errors: [404],
    handler: async (request) => {
      const file = await scopedFile(request, request.params.id);
      const deleted = await db.delete(recordFiles).where(eq(recordFiles.id, file.id)).returning({ storedName: recordFiles.storedName });
      if (deleted.length === 0) throw new HttpError(404, CUSTOMER_MESSAGES.fileNotFound);
      await removeStored(app, file.storedName);
      return { status: 200, messages: CUSTOMER_MESSAGES.fileRemoved };
    },
  });

  // A download answers the bytes, not the envelope (a stream skips the answer schema).
  defineRoute(app, {
    method: 'GET',
    url: '/customers/downloadfile/:id',
    access: { key: 'Customer', action: 'view' },
    tags: TAGS,
    summary: 'Downloads a customer file by its id, as an attachment',
    params: IdParams,
    errors: [404],
    handler: async (request, reply) => {
      const file = await scopedFile(request, request.params.id);
      await sendStored(reply, { originalName: file.originalName, storedName: file.storedName, mimeType: file.mimeType, sizeBytes: file.sizeBytes });
      return reply as never;
    },
  });
};

export default customerFileRoutes;
