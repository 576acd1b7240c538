/**
 * Customers (spec §7.4): the files of a customer — upload (multipart, checked by content and size),
 * set a description, remove, and download (the last three the file kernel's, server/records/file-answers.ts) — each held to the caller's customer scope. Uploading,
 * describing and removing change the customer (Customer.update); downloading is viewing it.
 */
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { fileRoutes, scopedFile } from '../../records/file-answers';
import { DOCUMENT_KINDS, MAX_UPLOAD_BYTES, removeStored, saveUpload } from '../../records/files';
import { customerCondition, scopeOf } from '../../records/scope';
import { checkStorageAlerts, refuseOverQuota } from '../../storage/alerts';
import { CUSTOMER_MESSAGES, fileAnswer, fileSchema } from './shape';
import { defineRoute, recordAccess } from '../../http/define-route';
import { pick } from '../../records/fields';
import { routeHead } from '../../http/route-head';

const TAGS = ['customers'];
const head = routeHead(TAGS);
const ACCESS = recordAccess('Customer');

const customerFileRoutes: FastifyPluginAsync = async (app) => {
  const { db, customers: repo } = app;

  defineRoute(app, {
    ...head(ACCESS.update, '/customers/uploadfile/:id', 'Uploads one file to a customer: multipart/form-data, the file in field `file`, an optional `description` field; a PDF, image, drawing, zip or text file up to 20 MB'),
    data: fileSchema,
    errors: [404, 413],
    bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024,
    handler: async (request) => {
      const customerId = request.params.id;
      // Checked before the upload is read, so nothing is stored for a customer out of scope.
      await repo.require(customerId, customerCondition(scopeOf(request, 'Customer')));
      const stored = await saveUpload(request, DOCUMENT_KINDS);
      const description = (stored.fields.description ?? '').trim().slice(0, 500);
      try {
        // 413 past the customer's storage quota (server/storage/alerts.ts), checked under its row lock.
        const file = await repo.insertFile(
          {
            customerId,
            ...pick(stored, 'originalName', 'storedName', 'mimeType', 'sizeBytes'),
            description,
            uploadedBy: requireUser(request).session.id,
          },
          (tx) => refuseOverQuota(tx, customerId, stored.sizeBytes),
        );
        // Mails a quota alert when this upload crossed 80, 90 or 100 %; never fails the upload.
        await checkStorageAlerts(app, customerId);
        return { status: 200, messages: CUSTOMER_MESSAGES.fileUploaded, data: file };
      } catch (error) {
        await removeStored(app, stored.storedName);
        throw error;
      }
    },
  });

  fileRoutes(app, {
    tags: TAGS,
    access: ACCESS,
    downloadUrl: '/customers/downloadfile/:id',
    removeUrl: '/customers/removefiledata/:id',
    summaries: { download: 'Downloads a customer file by its id, as an attachment', remove: 'Removes a customer file by its id: the row, then the stored bytes' },
    messages: CUSTOMER_MESSAGES,
    file: (request, fileId) => scopedFile(db, fileId, 'customerId', async (customerId) => (await repo.find(customerId, customerCondition(scopeOf(request, 'Customer')))) !== undefined, CUSTOMER_MESSAGES.fileNotFound),
    describe: {
      url: '/customers/createfiledata/:id',
      summary: 'Sets the description of one of the customer’s files: `{ file_id, description }`',
      type: 'customer',
      saved: CUSTOMER_MESSAGES.fileUpdated,
      owner: async (request, customerId) => {
        await repo.require(customerId, customerCondition(scopeOf(request, 'Customer')));
        return { customerId };
      },
      schema: fileSchema,
      answer: fileAnswer,
    },
  });
};

export default customerFileRoutes;
