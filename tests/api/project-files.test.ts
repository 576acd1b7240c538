/**
 * Project attachments and addenda over REST: upload (checked by content and size; nothing stored on
 * refusal), the files list with who may delete, download, delete (uploader or provider), addenda with
 * their files, the zip of all files (read back with yauzl), bad input and scope (404).
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, projectActivities, projectFiles, projects } from '../../server/db/schema';
import { readZip } from '../support/read-zip';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, multipart, type Account, type Answer, type CollabFixture } from './project-collab-fixture';

interface FileItem {
  id: number;
  project_id: number;
  addendum_id: number | null;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_by: { id: number; name: string } | null;
  created_at: string;
  can_delete: boolean;
}
interface Addendum {
  id: number;
  number: number;
  description: string;
  created_by: { id: number; name: string } | null;
  files: FileItem[];
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
/** A .docx is a zip archive: the first bytes are a zip's. */
const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]);
/** An executable (MZ header) renamed to .pdf. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0), Buffer.from('This program cannot be run in DOS mode')]);

describe.each(BACKENDS)('project files and addenda on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;
  const uploadsDir = () => path.join(t.dataDir, 'uploads');
  const storedCount = async () => (existsSync(uploadsDir()) ? (await readdir(uploadsDir())).length : 0);

  async function upload(account: Account, projectId: number | string, bytes: Buffer, name: string, fields: Record<string, string> = {}): Promise<Answer> {
    const { payload, headers } = await multipart(bytes, name, fields);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/uploadfile/${projectId}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${f.tokens[account]}` },
    });
    return { code: response.statusCode, body: response.json() as Answer['body'] };
  }

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads a PDF and an Office document, with an activity and a notification', async () => {
    const project = await f.newProject();
    const changed = vi.spyOn(t.app.realtime, 'recordChanged');
    const answer = await upload('user', project, PDF, 'plans.pdf');
    expect(answer.code).toBe(200);
    expect(answer.body.messages).toBe('File uploaded successfully');
    expect(answer.body.data).toEqual({
      id: expect.any(Number),
      project_id: project,
      addendum_id: null,
      original_name: 'plans.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
      uploaded_by: { id: await f.userId('user'), name: 'Uma Patel', image_uri: null },
      created_at: expect.any(String),
      can_delete: true,
    });
    expect(changed).toHaveBeenCalledWith('project', project);
    changed.mockRestore();
    const docx = await upload('admin', project, DOCX, 'takeoff.docx');
    expect(docx.code).toBe(200);
    expect(docx.body.data).toMatchObject({ original_name: 'takeoff.docx', mime_type: 'application/zip' });
    const activities = await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, project)).orderBy(projectActivities.id);
    expect(activities.map((row) => row.action)).toEqual(['Uploaded plans.pdf', 'Uploaded takeoff.docx']);
    const [code] = await t.app.db.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.id, project));
    const [told] = await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.projectId, project), eq(notifications.userId, await f.userId('admin'))))
      .orderBy(desc(notifications.id));
    expect(told?.message).toBe(`Uma Patel uploaded plans.pdf to ${code?.code} (${code?.name})`);
  });

  it('refuses what is not a document by its content, and stores nothing', async () => {
    const project = await f.newProject();
    const before = await storedCount();
    const exe = await upload('user', project, EXE, 'plans.pdf');
    expect(exe.code).toBe(400);
    expect(exe.body.messages).toBe('The file type is not allowed: upload a PDF, image, drawing, zip or text file');
    expect(exe.body.errors).toEqual({ file: exe.body.messages });
    const empty = await upload('user', project, Buffer.alloc(0), 'empty.pdf');
    expect(empty.code).toBe(400);
    expect(empty.body.messages).toBe('The file is empty');
    const notMultipart = await f.call('user', `/api/projects/uploadfile/${project}`, { file: 'plans.pdf' });
    expect(notMultipart.code).toBe(400);
    expect(notMultipart.body.messages).toBe('Send the file as multipart/form-data in a field named file');
    const badAddendum = await upload('user', project, PDF, 'plans.pdf', { addendum_id: 'first' });
    expect(badAddendum.code).toBe(400);
    expect(badAddendum.body.errors).toEqual({ addendum_id: 'addendum_id must be a record id' });
    const otherProject = await f.newProject();
    const foreign = (await f.call('user', '/api/projects/createaddendum', { project_id: otherProject, description: 'Other' })).body.data as Addendum;
    const wrongAddendum = await upload('user', project, PDF, 'plans.pdf', { addendum_id: String(foreign.id) });
    expect(wrongAddendum.code).toBe(400);
    expect(wrongAddendum.body.messages).toBe('addendum_id must be an addendum of this project');
    expect(await storedCount()).toBe(before);
    expect(await t.app.db.select().from(projectFiles).where(eq(projectFiles.projectId, project))).toEqual([]);
    expect(await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, project))).toEqual([]);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const project = await f.newProject();
    const before = await storedCount();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x41);
    const answer = await upload('admin', project, big, 'huge.txt');
    expect(answer.code).toBe(413);
    expect(answer.body.messages).toBe('The file is larger than 50 MB');
    expect(await storedCount()).toBe(before);
  });

  it('holds uploads to the caller’s scope and side', async () => {
    const project = await f.newProject();
    const evergreen = await f.newProject({ customer: 'Evergreen Homes', branch: 'Philadelphia' });
    const before = await storedCount();
    expect((await upload('boulder', project, PDF, 'plans.pdf')).code).toBe(404);
    expect((await upload('partner', evergreen, PDF, 'plans.pdf')).code).toBe(404);
    const agent = await upload('agent', project, PDF, 'plans.pdf');
    expect(agent.code).toBe(403);
    expect(agent.body.messages).toBe('Agents can follow a project and chat on it, but not change it');
    expect((await upload('admin', 2147483647, PDF, 'plans.pdf')).code).toBe(404);
    expect(await storedCount()).toBe(before);
  });

  it('lists and downloads files, telling who may delete each', async () => {
    const project = await f.newProject();
    const mine = (await upload('user', project, PDF, 'plans.pdf')).body.data as FileItem;
    const theirs = (await upload('admin', project, Buffer.from('Sheet A-101 notes\n'), 'notes.txt')).body.data as FileItem;
    const listFor = async (account: Account) => (await f.call(account, `/api/projects/files/${project}`)).body.data as FileItem[];
    expect((await listFor('user')).map((file) => [file.original_name, file.can_delete])).toEqual([
      ['notes.txt', false],
      ['plans.pdf', true],
    ]);
    expect((await listFor('customer')).map((file) => file.can_delete)).toEqual([false, false]);
    expect((await listFor('admin')).map((file) => file.can_delete)).toEqual([true, true]);
    expect((await listFor('partner')).map((file) => file.can_delete)).toEqual([true, true]);
    expect((await listFor('agent')).map((file) => file.can_delete)).toEqual([false, false]);
    expect((await f.call('boulder', `/api/projects/files/${project}`)).code).toBe(404);

    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: `/api/projects/downloadfile/${mine.id}`, headers: { authorization: `Bearer ${f.tokens.agent}` } });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="plans.pdf"');
      expect(response.headers['content-length']).toBe(String(PDF.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // A name beyond ASCII keeps an ASCII fallback beside the UTF-8 name (RFC 6266).
    const accented = (await upload('user', project, PDF, 'Übersicht plan.pdf')).body.data as FileItem;
    const named = await t.app.inject({ method: 'GET', url: `/api/projects/downloadfile/${accented.id}`, headers: { authorization: `Bearer ${f.tokens.user}` } });
    expect(named.headers['content-disposition']).toBe(`attachment; filename="?bersicht plan.pdf"; filename*=UTF-8''%C3%9Cbersicht%20plan.pdf`);
    const hidden = await f.call('boulder', `/api/projects/downloadfile/${theirs.id}`, undefined, 'GET');
    expect(hidden.code).toBe(404);
    expect(hidden.body.messages).toBe('File not found');
    expect((await f.call('user', '/api/projects/downloadfile/2147483647', undefined, 'GET')).code).toBe(404);
  });

  it('answers 404 for bytes gone from disk and leaves them out of the zip', async () => {
    const project = await f.newProject();
    const kept = (await upload('user', project, PDF, 'kept.pdf')).body.data as FileItem;
    const lost = (await upload('user', project, PDF, 'lost.pdf')).body.data as FileItem;
    const [row] = await t.app.db.select({ storedName: projectFiles.storedName }).from(projectFiles).where(eq(projectFiles.id, lost.id));
    await rm(path.join(uploadsDir(), row?.storedName ?? 'none'));
    const gone = await f.call('user', `/api/projects/downloadfile/${lost.id}`, undefined, 'GET');
    expect(gone.code).toBe(404);
    expect(gone.body.messages).toBe('File not found');
    expect((await t.app.inject({ method: 'GET', url: `/api/projects/downloadfile/${kept.id}`, headers: { authorization: `Bearer ${f.tokens.user}` } })).statusCode).toBe(200);
    const zip = await t.app.inject({ method: 'POST', url: '/api/projects/downloadzip', payload: { id: project }, headers: { authorization: `Bearer ${f.tokens.user}` } });
    expect(zip.statusCode).toBe(200);
    expect((await readZip(zip.rawPayload)).entries.map((entry) => entry.name)).toEqual(['kept.pdf']);
  });

  it('deletes an attachment for its uploader or the provider only', async () => {
    const project = await f.newProject();
    const mine = (await upload('user', project, PDF, 'plans.pdf')).body.data as FileItem;
    const other = (await upload('user', project, PDF, 'elevations.pdf')).body.data as FileItem;
    const before = await storedCount();
    for (const account of ['customer', 'agent'] as const) {
      expect((await f.call(account, `/api/projects/deleteattachment/${mine.id}`)).code, account).toBe(403);
    }
    expect((await f.call('customer', `/api/projects/deleteattachment/${mine.id}`)).body.messages).toBe('You can only delete files you uploaded');
    expect((await f.call('boulder', `/api/projects/deleteattachment/${mine.id}`)).code).toBe(404);
    expect((await f.call('user', `/api/projects/removefile/${mine.id}`)).body.messages).toBe(
      'This file is a project attachment, not an addendum’s file: delete it as an attachment',
    );
    expect(await storedCount()).toBe(before);

    const deleted = await f.call('user', `/api/projects/deleteattachment/${mine.id}`);
    expect(deleted.code).toBe(200);
    expect(deleted.body.messages).toBe('File deleted successfully');
    expect((deleted.body.data as FileItem[]).map((file) => file.id)).toEqual([other.id]);
    expect(await storedCount()).toBe(before - 1);
    const byProvider = await f.call('admin', `/api/projects/deleteattachment/${other.id}`);
    expect(byProvider.code).toBe(200);
    expect(byProvider.body.data).toEqual([]);
    expect((await f.call('admin', `/api/projects/deleteattachment/${other.id}`)).code).toBe(404);
    const actions = (await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, project)).orderBy(projectActivities.id)).map((row) => row.action);
    expect(actions.slice(-2)).toEqual(['Deleted plans.pdf', 'Deleted elevations.pdf']);
  });

  it('adds addenda with their own files, removed through removefile', async () => {
    const project = await f.newProject();
    const first = await f.call('customer', '/api/projects/createaddendum', { project_id: project, description: '  Added the basement level  ' });
    expect(first.code).toBe(200);
    expect(first.body.messages).toBe('Addendum created successfully');
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      project_id: project,
      number: 1,
      description: 'Added the basement level',
      created_by: { id: await f.userId('customer'), name: expect.any(String), image_uri: null },
      created_at: expect.any(String),
      files: [],
    });
    const addendum = first.body.data as Addendum;
    const second = (await f.call('admin', '/api/projects/createaddendum', { project_id: project, description: 'Revised roof' })).body.data as Addendum;
    expect(second.number).toBe(2);
    const file = await upload('user', project, PDF, 'basement.pdf', { addendum_id: String(addendum.id) });
    expect(file.code).toBe(200);
    expect(file.body.data).toMatchObject({ addendum_id: addendum.id, original_name: 'basement.pdf' });
    const fileId = (file.body.data as FileItem).id;

    const list = await f.call('agent', `/api/projects/addenda/${project}`);
    expect(list.code).toBe(200);
    const addenda = list.body.data as Addendum[];
    expect(addenda.map((a) => [a.number, a.description, a.files.map((x) => x.original_name)])).toEqual([
      [1, 'Added the basement level', ['basement.pdf']],
      [2, 'Revised roof', []],
    ]);
    const actions = (await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, project)).orderBy(projectActivities.id)).map((row) => row.action);
    expect(actions).toEqual(['Added addendum 1: Added the basement level', 'Added addendum 2: Revised roof', 'Uploaded basement.pdf to addendum 1']);

    const viaAttachment = await f.call('user', `/api/projects/deleteattachment/${fileId}`);
    expect(viaAttachment.code).toBe(400);
    expect(viaAttachment.body.messages).toBe('This file belongs to an addendum: remove it from the addendum instead');
    expect((await f.call('customer', `/api/projects/removefile/${fileId}`)).code).toBe(403);
    const removed = await f.call('user', `/api/projects/removefile/${fileId}`);
    expect(removed.code).toBe(200);
    expect(removed.body.data).toEqual([]);
    const after = (await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, project)).orderBy(projectActivities.id)).map((row) => row.action);
    expect(after.at(-1)).toBe('Deleted basement.pdf from addendum 1');
  });

  it("counts only the project's own files as its attachments, not its addenda's", async () => {
    const project = await f.newProject();
    const addendum = (await f.call('customer', '/api/projects/createaddendum', { project_id: project, description: 'Basement' })).body.data as Addendum;
    const counted = async () => ((await f.call('user', `/api/projects/detailed/${project}`)).body.data as { counts: { files: number; addenda: number } }).counts;
    expect((await upload('user', project, PDF, 'basement.pdf', { addendum_id: String(addendum.id) })).code).toBe(200);
    expect(await counted()).toMatchObject({ files: 0, addenda: 1 });
    expect((await upload('user', project, PDF, 'plans.pdf')).code).toBe(200);
    expect(await counted()).toMatchObject({ files: 1, addenda: 1 });
  });

  it('refuses bad addenda: input, agents, cancelled projects and scope', async () => {
    const project = await f.newProject();
    const cancelled = await f.newProject({ status: 'cancelled' });
    const cases: [object | undefined, string][] = [
      [{ project_id: project, description: '  ' }, 'This field is required'],
      [{ project_id: project }, 'This field is required'],
      [{ description: 'No project' }, 'This field is required'],
      [{ project_id: 'one', description: 'x' }, 'This field is required'],
      [{ project_id: project, description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
      [undefined, 'The request body must be a JSON object'],
    ];
    for (const [payload, message] of cases) {
      const answer = await f.call('customer', '/api/projects/createaddendum', payload);
      expect(answer.code, JSON.stringify(payload)).toBe(400);
      expect(answer.body.messages).toBe(message);
    }
    expect((await f.call('agent', '/api/projects/createaddendum', { project_id: project, description: 'x' })).code).toBe(403);
    const closed = await f.call('admin', '/api/projects/createaddendum', { project_id: cancelled, description: 'Too late' });
    expect(closed.code).toBe(409);
    expect(closed.body.messages).toBe('A cancelled project cannot take an addendum');
    expect((await f.call('boulder', '/api/projects/createaddendum', { project_id: project, description: 'x' })).code).toBe(404);
    expect((await f.call('boulder', `/api/projects/addenda/${project}`)).code).toBe(404);
    expect((await f.call('admin', '/api/projects/addenda/2147483647')).code).toBe(404);
    expect((await f.call('admin', `/api/projects/addenda/${project}`)).body.data).toEqual([]);
  });

  it('downloads every file as one zip, addenda in their folders', async () => {
    const project = await f.newProject();
    const text = Buffer.from('Room schedule\n'.repeat(500));
    expect((await upload('user', project, PDF, 'plans.pdf')).code).toBe(200);
    expect((await upload('admin', project, text, 'plans.pdf')).code).toBe(200);
    const addendum = (await f.call('user', '/api/projects/createaddendum', { project_id: project, description: 'Basement' })).body.data as Addendum;
    expect((await upload('user', project, DOCX, 'Übersicht.docx', { addendum_id: String(addendum.id) })).code).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/projects/downloadzip', payload: { id: project }, headers: { authorization: `Bearer ${f.tokens.agent}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const [row] = await t.app.db.select({ code: projects.code, name: projects.name }).from(projects).where(eq(projects.id, project));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${row?.code} ${row?.name}.zip"`);
    const { entries } = await readZip(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual(['plans.pdf', 'plans (2).pdf', 'Addendum 1/Übersicht.docx']);
    expect(entries[0]?.content.equals(PDF)).toBe(true);
    expect(entries[1]?.content.equals(text)).toBe(true);
    expect(entries[2]?.content.equals(DOCX)).toBe(true);
    // A .docx is already compressed (a zip): stored as it is; the rest deflated.
    expect(entries.map((entry) => entry.method)).toEqual([8, 8, 0]);

    const empty = await f.newProject();
    const none = await f.call('admin', '/api/projects/downloadzip', { id: empty });
    expect(none.code).toBe(400);
    expect(none.body.messages).toBe('This project has no files to download');
    expect((await f.call('boulder', '/api/projects/downloadzip', { id: project })).code).toBe(404);
    const bad = await f.call('admin', '/api/projects/downloadzip', { id: 'all' });
    expect(bad.code).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'This field is required' });
  });
});
