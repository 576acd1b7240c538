/**
 * Project attachments (spec §7.6): upload (multipart, checked by content: PDF, images, drawings, zip
 * and the Office formats that are zip archives, text and CSV; at most 50 MB), the project's files,
 * download one, download all as one zip, and delete an attachment or an addendum's file (its uploader
 * or the provider side). Uploads and deletions are project changes: one activity and a notification
 * each, in one transaction, published after commit.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, fieldError } from '../../../errors';
import { projectInScope, projectScopeOf } from '../access';
import { UPDATE, VIEW, changeProject, head, projectTitle, readRoute } from '../change';
import { refuseAgents } from '../collab';
import {
  PROJECT_UPLOAD_BYTES,
  addendumNumbers,
  mayDeleteFile,
  projectFileSchema,
  projectFilesOf,
  type ProjectFileRow,
} from '../project-files';
import { zipStream, type ZipEntry } from '../zip';
import { DOCUMENT_KINDS, cleanFileName, removeStored, saveUpload, sendStored } from '../../../records/files';
import { checkStorageAlerts, refuseOverQuota } from '../../../storage/alerts';
import { requiredId } from '../../../../src/domain/contracts/fields';
import { objectBody } from '../../../validation';
import { defineRoute } from '../../../http/define-route';
import { sendFile } from '../../../http/send-file';
import { pick } from '../../../records/fields';

export const FILE_MESSAGES = {
  uploaded: 'File uploaded successfully',
  listed: 'Files fetched successfully',
  deleted: 'File deleted successfully',
  notFound: 'File not found',
  addendumNotFound: 'addendum_id must be an addendum of this project',
  ownOnly: 'You can only delete files you uploaded',
  isAddendumFile: 'This file belongs to an addendum: remove it from the addendum instead',
  notAddendumFile: 'This file is a project attachment, not an addendum’s file: delete it as an attachment',
  noFiles: 'This project has no files to download',
} as const;

/** Content the zip stores as it is: deflating it again gains nothing. */
const COMPRESSED_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/zip']);

const filesSchema = { type: 'array', items: projectFileSchema } as const;

/** An `addendum_id` form field: absent or empty is none. */
function addendumIdField(raw: string | undefined): number | null {
  const value = raw?.trim() ?? '';
  if (value === '') return null;
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw fieldError('addendum_id', 'addendum_id must be a record id');
  return Number(value);
}

const projectFileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  // Where saveUpload stores the bytes (server/records/files.ts).
  const uploads = path.join(app.config.dataDir, 'uploads');

  /** The file when its project is in the caller's scope; 404 otherwise. */
  async function scopedFile(request: FastifyRequest, fileId: number): Promise<ProjectFileRow> {
    const file = await app.projects.fileInScope(fileId, projectScopeOf(request));
    if (!file) throw new HttpError(404, FILE_MESSAGES.notFound);
    return file;
  }

  /** Deletes a file as a project change; `addendumFile` says which kind the route removes. */
  async function deleteFile(request: FastifyRequest, fileId: number, addendumFile: boolean) {
    refuseAgents(request);
    const file = await scopedFile(request, fileId);
    if (addendumFile && file.addendumId === null) throw new HttpError(400, FILE_MESSAGES.notAddendumFile);
    if (!addendumFile && file.addendumId !== null) throw new HttpError(400, FILE_MESSAGES.isAddendumFile);
    if (!mayDeleteFile(request, file)) throw new HttpError(403, FILE_MESSAGES.ownOnly);
    await changeProject(app, request, file.projectId, async (tx, project, actor) => {
      const gone = await app.projects.removeFile(tx, file.id, project.id);
      // Someone else deleted it a moment ago.
      if (!gone) throw new HttpError(404, FILE_MESSAGES.notFound);
      const addendum = gone.addendumId === null ? '' : ` from addendum ${(await addendumNumbers(tx, project.id)).get(gone.addendumId) ?? ''}`.trimEnd();
      return {
        project,
        action: `Deleted ${gone.originalName}${addendum}`,
        changes: { file: { before: gone.originalName, after: null } },
        message: `${actor.name} deleted ${gone.originalName}${addendum} of ${projectTitle(project)}`,
      };
    });
    // The row is gone with the commit: now the bytes.
    await removeStored(app, file.storedName);
    return { status: 200, messages: FILE_MESSAGES.deleted, data: await projectFilesOf(db, request, file.projectId) };
  }

  defineRoute(app, {
    ...head(UPDATE, '/projects/uploadfile/:id', 'Uploads one file to the project `{id}`: multipart/form-data with the file in field `file` and, for an addendum’s file, a field `addendum_id` sent before it. A PDF, image, drawing (DWG), zip or Office document (docx, xlsx, pptx), text or CSV file up to 50 MB, checked by its content'),
    data: projectFileSchema,
    errors: [404, 413],
    bodyLimit: PROJECT_UPLOAD_BYTES + 64 * 1024,
    handler: async (request) => {
      const projectId = request.params.id;
      // Checked before the upload is read, so nothing is stored for a project out of scope.
      const inScope = await projectInScope(db, request, projectId);
      refuseAgents(request);
      const stored = await saveUpload(request, DOCUMENT_KINDS, PROJECT_UPLOAD_BYTES);
      const { row } = await changeProject(app, request, projectId, async (tx, project, actor) => {
        const addendumId = addendumIdField(stored.fields.addendum_id);
        // 413 past the customer's storage quota (server/storage/alerts.ts), checked under its row lock.
        await refuseOverQuota(tx, inScope.customerId, stored.sizeBytes);
        let where = '';
        if (addendumId !== null) {
          const number = (await addendumNumbers(tx, project.id)).get(addendumId);
          if (number === undefined) throw fieldError('addendum_id', FILE_MESSAGES.addendumNotFound);
          where = ` to addendum ${number}`;
        }
        return {
          row: await app.projects.insertFile(tx, {
            projectId: project.id,
            addendumId,
            ...pick(stored, 'originalName', 'storedName', 'mimeType', 'sizeBytes'),
            uploadedBy: actor.id,
          }),
          project,
          action: `Uploaded ${stored.originalName}${where}`,
          changes: { file: { before: null, after: stored.originalName } },
          message: `${actor.name} uploaded ${stored.originalName}${where} to ${projectTitle(project)}`,
        };
      }).catch(async (error: unknown) => {
        // Nothing of a refused upload stays: its bytes go too.
        await removeStored(app, stored.storedName);
        throw error;
      });
      // Mails a quota alert when this upload crossed 80, 90 or 100 %; never fails the upload.
      await checkStorageAlerts(app, inScope.customerId);
      const files = await projectFilesOf(db, request, projectId);
      const answer = files.find((file) => file.id === row?.id);
      if (!answer) throw new Error('uploaded file row missing');
      return { status: 200, messages: FILE_MESSAGES.uploaded, data: answer };
    },
  });

  readRoute(app, {
    url: '/projects/files/:id',
    summary: 'Every file of the project `{id}`, its attachments and its addenda’s files (`addendum_id`), newest first',
    done: FILE_MESSAGES.listed,
    data: filesSchema,
    read: (project, request) => projectFilesOf(db, request, project.id),
  });

  // A download answers the bytes, not the envelope (a stream skips the answer schema).
  defineRoute(app, {
    ...head(VIEW, '/projects/downloadfile/:id', 'Downloads one project file by its id, as an attachment', ['GET', 'POST']),
    errors: [404],
    handler: async (request, reply) => {
      const file = await scopedFile(request, request.params.id);
      // Bytes gone from disk would fail mid-answer: say so before sending anything.
      const found = await stat(path.join(uploads, file.storedName)).catch(() => null);
      if (!found?.isFile()) {
        request.log.warn({ fileId: file.id }, 'project file missing on disk');
        throw new HttpError(404, FILE_MESSAGES.notFound);
      }
      await sendStored(reply, file);
      return reply as never;
    },
  });

  for (const [url, summary, addendumFile] of [
    ['/projects/deleteattachment/:id', 'Deletes a project attachment by its file id (its uploader or the provider side); answers the project’s files', false],
    ['/projects/removefile/:id', 'Removes a file of an addendum by its file id (its uploader or the provider side); answers the project’s files', true],
  ] as const) {
    defineRoute(app, { ...head(UPDATE, url, summary), data: filesSchema, errors: [404], handler: async (request) => deleteFile(request, request.params.id, addendumFile) });
  }

  defineRoute(app, {
    ...head(VIEW, '/projects/downloadzip', 'Downloads every file of the project `{ id }` as one zip, streamed: attachments at the top, each addendum’s files in a folder "Addendum N"; 400 when the project has none'),
    body: objectBody({ id: requiredId('id') }),
    errors: [404],
    handler: async (request, reply: FastifyReply) => {
      const project = await projectInScope(db, request, request.body.id);
      const rows = await app.projects.zipFiles(project.id);
      const numbers = await addendumNumbers(db, project.id);
      // Bytes that went missing on disk are left out rather than breaking the archive halfway.
      const present: { row: ProjectFileRow; size: number }[] = [];
      for (const row of rows) {
        const found = await stat(path.join(uploads, row.storedName)).catch(() => null);
        if (found?.isFile()) present.push({ row, size: found.size });
        else request.log.warn({ fileId: row.id }, 'project file missing on disk: left out of the zip');
      }
      if (present.length === 0) throw new HttpError(400, FILE_MESSAGES.noFiles);
      const entries: ZipEntry[] = present.map(({ row, size }) => ({
        name: row.addendumId === null ? row.originalName : `Addendum ${numbers.get(row.addendumId) ?? row.addendumId}/${row.originalName}`,
        modifiedAt: row.createdAt,
        compressed: COMPRESSED_TYPES.has(row.mimeType),
        size,
        open: () => createReadStream(path.join(uploads, row.storedName)),
      }));
      const fileName = `${cleanFileName(`${project.code} ${project.name}`.replaceAll('/', '-'))}.zip`;
      return sendFile(reply, { fileName, contentType: 'application/zip', body: zipStream(entries) });
    },
  });
};

export default projectFileRoutes;
