/**
 * Manage Storage over REST: usage per customer in scope, a customer's files (project files and the
 * customer record's, a branch user only their branch's), download, delete one and remove several
 * (all in scope or nothing), the project activity a delete leaves, quota alerts mailed once per
 * threshold and re-armed when usage falls back, the 413 past the quota, and bad input.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projectActivities, projectFiles, recordFiles, storageAlerts } from '../../server/db/schema';
import { STORAGE_MESSAGES } from '../../server/modules/storage/routes';
import { PROVIDERS_ONLY } from '../../server/modules/storage/guard';
import { QUOTA_EXCEEDED } from '../../server/storage/alerts';
import type { StorageFileAnswer as StorageFile, StorageUsageAnswer as Usage } from '../../src/domain/contracts/storage';
import { BACKENDS, exportedCsv, startApp, type TestApp } from './helper';
import { collabFixture, multipart, type Account, type CollabFixture } from './project-collab-fixture';
import type { ListPage as Page } from '../../server/http/lists';

interface FileDetails extends Page<StorageFile> {
  customer: Usage;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const KB = 1024;
const text = (bytes: number) => Buffer.alloc(bytes, 'a');

describe.each(BACKENDS)('storage on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;
  let summitId = 0;
  let denverProject = 0;
  let boulderProject = 0;
  const uploadsDir = () => path.join(t.dataDir, 'uploads');

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
    const [summit] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    summitId = summit?.id ?? 0;
    denverProject = await f.newProject();
    boulderProject = await f.newProject({ branch: 'Boulder' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function upload(account: Account, projectId: number, bytes: Buffer, name: string) {
    const { payload, headers } = await multipart(bytes, name);
    const response = await t.app.inject({ method: 'POST', url: `/api/projects/uploadfile/${projectId}`, payload, headers: { ...headers, authorization: `Bearer ${f.tokens[account]}` } });
    return { code: response.statusCode, body: response.json() as { messages: string; data: { id: number } } };
  }
  async function uploadToCustomer(bytes: Buffer, name: string) {
    const { payload, headers } = await multipart(bytes, name);
    const response = await t.app.inject({ method: 'POST', url: `/api/customers/uploadfile/${summitId}`, payload, headers: { ...headers, authorization: `Bearer ${f.tokens.admin}` } });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: { id: number } }).data.id;
  }
  const usages = async (account: Account, body: object = { pageNumber: 1, pageSize: 100 }) => {
    const answer = await f.call(account, '/api/storage', body);
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as Page<Usage>).data;
  };
  const summitUsage = async () => (await usages('admin')).find((usage) => usage.customer_id === summitId);
  const details = async (account: Account, body: object = {}) => f.call(account, '/api/storage/filedetails', { name: 'Summit Builders', pageNumber: 1, pageSize: 100, ...body });
  const filesOf = async (account: Account, body: object = {}) => {
    const answer = await details(account, body);
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as FileDetails;
  };
  const mails = async () => {
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort() : [];
    return Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  };

  describe('usage per customer', () => {
    it('lists every customer for an administrator, by name, with quota, percent, file count and the pending request', async () => {
      const rows = await usages('admin');
      expect(rows.map((row) => row.customer_name)).toEqual([...rows.map((row) => row.customer_name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(rows.length).toBeGreaterThanOrEqual(6);
      const summit = rows.find((row) => row.customer_name === 'Summit Builders');
      expect(summit).toMatchObject({ quota_mb: 51200, alert_threshold: null, pending_request: { requested_mb: 20480 } });
      expect(rows.find((row) => row.customer_name === 'Blue Harbor Construction')?.pending_request).toBeNull();
    });

    it('holds customer users to their customer and a partner to its customers; search matches the name', async () => {
      expect((await usages('customer')).map((row) => row.customer_name)).toEqual(['Summit Builders']);
      expect((await usages('boulder')).map((row) => row.customer_name)).toEqual(['Summit Builders']);
      expect((await usages('partner')).map((row) => row.customer_name).sort()).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect((await usages('admin', { pageNumber: 1, search: 'harbor' })).map((row) => row.customer_name)).toEqual(['Blue Harbor Construction']);
      const paged = await f.call('admin', '/api/storage', { pageNumber: 2, pageSize: 2 });
      expect(paged.body.data).toMatchObject({ pageNumber: 2, hasMore: true });
    });

    it('exports exactly the listed customers as CSV, by name, following the search and the scope', async () => {
      const exported = (account: Account, payload: object = {}) => exportedCsv(t.app, '/api/storage/export', payload, f.tokens[account], 'storage');
      const all = await exported('admin');
      expect(all.header).toEqual(['Customer', 'Used (MB)', 'Quota (MB)', 'Used (%)', 'Files', 'Alert (%)', 'Pending request (MB)', 'Requested']);
      const listed = await usages('admin');
      expect(all.rows.map((row) => row[0])).toEqual(listed.map((usage) => usage.customer_name));
      expect(all.rows.map((row) => Number(row[4]))).toEqual(listed.map((usage) => usage.file_count));
      expect(all.rows.find((row) => row[0] === 'Summit Builders')?.slice(2)).toEqual(expect.arrayContaining(['51200', '20480']));
      expect((await exported('admin', { search: 'harbor' })).rows.map((row) => row[0])).toEqual(['Blue Harbor Construction']);
      expect((await exported('partner')).rows.map((row) => row[0])).toEqual((await usages('partner')).map((usage) => usage.customer_name));
      expect((await exported('boulder')).rows.map((row) => row[0])).toEqual(['Summit Builders']);
      expect((await f.call('user', '/api/storage/export', {})).code).toBe(403);
      const bad = await f.call('admin', '/api/storage/export', { search: 5 });
      expect(bad.code).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('search must be text');
    });

    it('refuses users without the Storage key', async () => {
      expect((await f.call('user', '/api/storage', { pageNumber: 1 })).code).toBe(403);
      expect((await f.call('agent', '/api/storage', { pageNumber: 1 })).code).toBe(403);
    });

    it('counts an upload in the customer’s usage', async () => {
      const before = await summitUsage();
      const answer = await upload('customer', denverProject, PDF, 'plans.pdf');
      expect(answer.code).toBe(200);
      const after = await summitUsage();
      expect(after?.used_bytes).toBe((before?.used_bytes ?? 0) + PDF.length);
      expect(after?.file_count).toBe((before?.file_count ?? 0) + 1);
    });
  });

  describe('file details', () => {
    let denverFile = '';
    let boulderFile = '';
    let recordFile = '';
    beforeAll(async () => {
      denverFile = `project-${(await upload('customer', denverProject, PDF, 'Denver takeoff.pdf')).body.data.id}`;
      boulderFile = `project-${(await upload('admin', boulderProject, text(2 * KB), 'boulder-notes.txt')).body.data.id}`;
      recordFile = `customer-${await uploadToCustomer(PDF, 'master-agreement.pdf')}`;
    });

    it('lists a customer’s project and record files, newest first, with project and uploader, and its usage', async () => {
      const page = await filesOf('customer');
      expect(page.customer.customer_name).toBe('Summit Builders');
      const ids = page.data.map((file) => file.id);
      expect(ids.slice(0, 3)).toEqual([recordFile, boulderFile, denverFile]);
      const denver = page.data.find((file) => file.id === denverFile);
      expect(denver).toMatchObject({ kind: 'project', original_name: 'Denver takeoff.pdf', size_bytes: PDF.length, uploaded_by: { name: 'Carla Mendes' } });
      expect(denver?.project?.code).toMatch(/^PRJ-T/);
      expect(page.data.find((file) => file.id === recordFile)).toMatchObject({ kind: 'customer', project: null });
      expect(page.total).toBe(page.data.length);
    });

    it('searches by file name and by project, sorts by size, and pages', async () => {
      expect((await filesOf('customer', { search: 'takeoff' })).data.map((file) => file.id)).toEqual([denverFile]);
      expect((await filesOf('customer', { search: 'agreement' })).data.map((file) => file.id)).toEqual([recordFile]);
      const bySize = (await filesOf('customer', { sort: '-size' })).data.map((file) => file.size_bytes);
      expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
      const first = await filesOf('customer', { pageSize: 1 });
      expect(first.data).toHaveLength(1);
      expect(first.hasMore).toBe(true);
    });

    it('shows a branch user only their branch’s project files, and nothing outside the scope', async () => {
      const ids = (await filesOf('boulder')).data.map((file) => file.id);
      expect(ids).toContain(boulderFile);
      expect(ids).not.toContain(denverFile);
      expect(ids).not.toContain(recordFile);
      expect((await details('customer', { name: 'Riverstone Contractors' })).code).toBe(404);
      expect((await details('partner', { name: 'Blue Harbor Construction' })).code).toBe(404);
      expect((await details('admin', { name: 'No Such Customer' })).code).toBe(404);
    });


    it('exports exactly the listed files as CSV, following the search, the sort and the scope', async () => {
      const exported = (account: Account, payload: object) => exportedCsv(t.app, '/api/storage/filedetails/export', payload, f.tokens[account], 'storage-files');
      const summit = { name: 'Summit Builders' };
      const all = await exported('customer', summit);
      expect(all.header).toEqual(['File', 'Project code', 'Project', 'Uploaded by', 'Size (MB)', 'Uploaded']);
      const listed = (await filesOf('customer')).data;
      expect(all.rows.map((row) => row[0])).toEqual(listed.map((file) => file.original_name));
      const denver = all.rows.find((row) => row[0] === 'Denver takeoff.pdf');
      expect(denver?.[1]).toMatch(/^PRJ-T/);
      expect(denver?.[3]).toBe('Carla Mendes');
      expect(all.rows.find((row) => row[0] === 'master-agreement.pdf')?.[2]).toBe('Customer record');
      expect((await exported('customer', { ...summit, search: 'takeoff' })).rows.map((row) => row[0])).toEqual(['Denver takeoff.pdf']);
      const bySize = (await exported('customer', { ...summit, sort: '-size' })).rows.map((row) => Number(row[4]));
      expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
      const branch = (await exported('boulder', summit)).rows.map((row) => row[0]);
      expect(branch).toContain('boulder-notes.txt');
      expect(branch).not.toContain('Denver takeoff.pdf');
      expect(branch).not.toContain('master-agreement.pdf');
      expect((await f.call('customer', '/api/storage/filedetails/export', { name: 'Riverstone Contractors' })).code).toBe(404);
      expect((await f.call('user', '/api/storage/filedetails/export', summit)).code).toBe(403);
      const bad = await f.call('admin', '/api/storage/filedetails/export', { name: '' });
      expect(bad.code).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('name is required');
    });
    it('downloads a file of the scope; 404 outside it', async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/storage/downloadfile/${denverFile}`, headers: { authorization: `Bearer ${f.tokens.customer}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('Denver takeoff.pdf');
      expect(response.rawPayload.equals(PDF)).toBe(true);
      const hidden = await t.app.inject({ method: 'GET', url: `/api/storage/downloadfile/${denverFile}`, headers: { authorization: `Bearer ${f.tokens.boulder}` } });
      expect(hidden.statusCode).toBe(404);
    });

    it('deletes one file: the row, the bytes, and an activity on its project', async () => {
      const [row] = await t.app.db.select().from(projectFiles).where(eq(projectFiles.id, Number(denverFile.split('-')[1])));
      expect(row && existsSync(path.join(uploadsDir(), row.storedName))).toBe(true);
      expect((await f.call('boulder', `/api/storage/delete/${denverFile}`)).code).toBe(404);
      const answer = await f.call('customer', `/api/storage/delete/${denverFile}`);
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ messages: STORAGE_MESSAGES.deleted, data: { ids: [denverFile], freed_bytes: PDF.length } });
      expect(await t.app.db.select().from(projectFiles).where(eq(projectFiles.id, row?.id ?? 0))).toEqual([]);
      expect(existsSync(path.join(uploadsDir(), row?.storedName ?? 'x'))).toBe(false);
      const [activity] = await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, denverProject)).orderBy(desc(projectActivities.id)).limit(1);
      expect(activity?.action).toBe('Deleted Denver takeoff.pdf in Manage Storage');
      expect((await f.call('customer', `/api/storage/delete/${denverFile}`)).code).toBe(404);
    });

    it('removes several files in one go, or none when one is out of scope', async () => {
      const extra = `project-${(await upload('customer', denverProject, PDF, 'extra.pdf')).body.data.id}`;
      const refused = await f.call('boulder', '/api/storage/removemultifile', { ids: [boulderFile, extra] });
      expect(refused.code).toBe(404);
      expect(refused.body.errors?.ids).toContain(extra);
      expect((await filesOf('customer')).data.map((file) => file.id)).toEqual(expect.arrayContaining([boulderFile, extra]));

      const answer = await f.call('customer', '/api/storage/removemultifile', { ids: [boulderFile, extra, recordFile, extra] });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body.data as { ids: string[] }).ids.sort()).toEqual([boulderFile, extra, recordFile].sort());
      const left = (await filesOf('customer')).data.map((file) => file.id);
      for (const id of [boulderFile, extra, recordFile]) expect(left).not.toContain(id);
      expect(await t.app.db.select().from(recordFiles).where(eq(recordFiles.id, Number(recordFile.split('-')[1])))).toEqual([]);
    });

    it('answers 400 for bad input and changes nothing', async () => {
      const bad = await f.call('customer', '/api/storage/removemultifile', { ids: ['42', 'project-x'] });
      expect(bad.code).toBe(400);
      expect(bad.body.errors).toHaveProperty('ids.0');
      expect((await f.call('customer', '/api/storage/removemultifile', { ids: [] })).code).toBe(400);
      expect((await f.call('customer', '/api/storage/delete/12')).code).toBe(400);
      expect((await f.call('customer', '/api/storage/filedetails', { pageNumber: 1 })).body.errors).toHaveProperty('name');
      expect((await f.call('customer', '/api/storage', { pageNumber: 0 })).code).toBe(400);
    });
  });

  describe('quota alerts', () => {
    const alertRows = async () => (await t.app.db.select().from(storageAlerts).where(eq(storageAlerts.customerId, summitId))).map((row) => row.threshold).sort();

    beforeAll(async () => {
      // Clear Summit's files and shrink its quota to 1 MB, so a few KB cross the thresholds.
      const page = await filesOf('admin');
      if (page.data.length > 0) expect((await f.call('admin', '/api/storage/removemultifile', { ids: page.data.map((file) => file.id) })).code).toBe(200);
      await t.app.db.update(customers).set({ storageQuotaMb: 1 }).where(eq(customers.id, summitId));
    });

    it('mails the customer admins and their CC addresses once when usage crosses 80 %', async () => {
      const before = (await mails()).length;
      expect((await upload('customer', denverProject, text(850 * KB), 'big.txt')).code).toBe(200);
      expect(await alertRows()).toEqual([80]);
      const sent = (await mails()).slice(before);
      expect(sent).toHaveLength(2);
      expect(sent.join('\n')).toMatch(/To: customeradmin@example\.com/);
      expect(sent.join('\n')).toMatch(/To: estimating@summitbuilders\.example\.com/);
      expect(sent[0]).toContain('Storage alert: Summit Builders has used 80 % of its storage');
      expect((await summitUsage())?.alert_threshold).toBe(80);

      // Still above 80 %, below 90 %: no second mail.
      expect((await upload('customer', denverProject, text(10 * KB), 'small.txt')).code).toBe(200);
      expect((await mails()).length).toBe(before + 2);
    });

    it('mails again at 90 %, and refuses an upload past the quota with 413, storing nothing', async () => {
      const before = (await mails()).length;
      expect((await upload('customer', denverProject, text(80 * KB), 'more.txt')).code).toBe(200);
      expect(await alertRows()).toEqual([80, 90]);
      expect((await mails()).length).toBe(before + 2);

      const stored = (await readdir(uploadsDir())).length;
      const refused = await upload('customer', denverProject, text(200 * KB), 'too-much.txt');
      expect(refused.code).toBe(413);
      expect(refused.body.messages).toBe(QUOTA_EXCEEDED);
      expect((await readdir(uploadsDir())).length).toBe(stored);
    });

    it('lets only one of two uploads at once into the last free space', async () => {
      const free = (await summitUsage())!;
      const size = Math.floor((free.quota_mb * 1024 * KB - free.used_bytes) * 0.7);
      const answers = await Promise.all([1, 2].map((n) => upload('customer', denverProject, text(size), `race-${n}.txt`)));
      expect(answers.map((answer) => answer.code).sort()).toEqual([200, 413]);
      const after = (await summitUsage())!;
      expect(after.used_bytes).toBeLessThanOrEqual(after.quota_mb * 1024 * KB);
      const stored = (await filesOf('customer', { search: 'race-' })).data;
      expect(stored).toHaveLength(1);
      expect((await f.call('customer', `/api/storage/delete/${stored[0]!.id}`)).code).toBe(200);
    });

    it('sends the current alert by hand for administrators and partners only', async () => {
      const before = (await mails()).length;
      expect((await f.call('customer', '/api/storage/alertemail', { customer_id: summitId })).body.messages).toBe(PROVIDERS_ONLY);
      const answer = await f.call('partner', '/api/storage/alertemail', { customer_id: summitId });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({ threshold: 90, recipients: expect.arrayContaining(['customeradmin@example.com']) });
      expect((await mails()).length).toBe(before + 2);
      expect((await f.call('partner', '/api/storage/alertemail', { customer_id: 999_999 })).code).toBe(404);
      expect((await f.call('partner', '/api/storage/alertemail', { customer_id: 'x' })).body.errors).toHaveProperty('customer_id');
    });

    it('arms the thresholds again when usage falls below them', async () => {
      const big = (await filesOf('customer', { search: 'big.txt' })).data[0]?.id ?? '';
      expect((await f.call('customer', `/api/storage/delete/${big}`)).code).toBe(200);
      expect(await alertRows()).toEqual([]);
      expect((await summitUsage())?.alert_threshold).toBeNull();
      const due = await f.call('admin', '/api/storage/alertemail', { customer_id: summitId });
      expect(due.code).toBe(409);
      expect(due.body.messages).toMatch(/^No storage alert is due: Summit Builders uses \d+\.\d % of its quota$/);
      // Crossing 80 % again mails again.
      const before = (await mails()).length;
      expect((await upload('customer', denverProject, text(800 * KB), 'again.txt')).code).toBe(200);
      expect(await alertRows()).toEqual([80]);
      expect((await mails()).length).toBe(before + 2);
      const rows = await t.app.db.select().from(storageAlerts).where(and(eq(storageAlerts.customerId, summitId), eq(storageAlerts.threshold, 80)));
      expect(rows[0]?.recipients.sort()).toEqual(['customeradmin@example.com', 'estimating@summitbuilders.example.com']);
    });
  });
});
