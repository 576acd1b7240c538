/**
 * Storage requests and Manage Approvals over REST: asking for space (customer admins for their
 * customer, staff for one; one pending per customer), the approvals listing with its filters and
 * scope, approving (the quota grows in the same transaction; 409 once decided) and rejecting, the
 * requester's notification, the decision email and its status (failed when the mailer throws, then
 * sent again by /storage/emailstatus), and who may do each.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { customers, notifications, storageRequests, users } from '../../server/db/schema';
import { APPROVAL_MESSAGES } from '../../server/modules/storage/approval-routes';
import { STORAGE_MESSAGES } from '../../server/modules/storage/routes';
import { APPROVERS_ONLY, CUSTOMER_ADMINS_ONLY } from '../../server/modules/storage/guard';
import type { StorageRequest } from '../../src/domain/contracts/storage';
import { BACKENDS, exportedCsv, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Answer {
  code: number;
  body: { status: number; messages: string; data?: unknown; errors?: Record<string, string> };
}

const EMAILS = {
  admin: 'admin@example.com',
  partner: 'partner@example.com',
  partneruser: 'partneruser@example.com',
  customer: 'customeradmin@example.com',
  branch: 'branchadmin@example.com',
  user: 'user@example.com',
} as const;
type Who = keyof typeof EMAILS;

describe.each(BACKENDS)('storage requests and approvals on %s', (backend) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  const customerIds = new Map<string, number>();

  beforeAll(async () => {
    t = await startApp(backend);
    for (const [who, email] of Object.entries(EMAILS)) tokens[who as Who] = await sessionToken(t.app, email);
    for (const row of await t.app.db.select({ id: customers.id, name: customers.name }).from(customers)) customerIds.set(row.name, row.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const customerId = (name: string) => customerIds.get(name) ?? 0;
  async function call(who: Who, url: string, payload?: object, method: 'GET' | 'POST' = 'POST'): Promise<Answer> {
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` }, ...(method === 'POST' ? { payload: payload ?? {} } : {}) });
    return { code: response.statusCode, body: response.json() as Answer['body'] };
  }
  const list = async (who: Who, query = '') => {
    const answer = await call(who, `/api/storage/approvals${query}`, undefined, 'GET');
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Page<StorageRequest>;
  };
  const quotaOf = async (name: string) => (await t.app.db.select({ quota: customers.storageQuotaMb }).from(customers).where(eq(customers.name, name)))[0]?.quota;
  const mailsTo = async (email: string) => {
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const names = existsSync(dir) ? (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort() : [];
    const texts = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
    return texts.filter((text) => new RegExp(`^To: ${email.replace('.', '\\.')}`, 'mi').test(text));
  };

  describe('who may see Manage Approvals', () => {
    it('refuses the partner user and the customer admin (Approval, but neither admin nor partner), whatever they send', async () => {
      for (const who of ['partneruser', 'customer'] as const) {
        const answer = await call(who, '/api/storage/approvals', undefined, 'GET');
        expect(answer.code).toBe(403);
        expect(answer.body.messages).toBe(APPROVERS_ONLY);
        expect((await call(who, '/api/storage/approvals?page_number=abc', undefined, 'GET')).code).toBe(403);
        expect((await call(who, '/api/storage/approve', { id: 'x' })).code).toBe(403);
      }
      expect((await call('user', '/api/storage/approvals', undefined, 'GET')).body.messages).toBe(PERMISSION_DENIED);
    });
  });

  describe('the approvals listing', () => {
    it('shows an administrator every request, pending first, with customer, partner, requester and email status', async () => {
      const page = await list('admin');
      expect(page.total).toBe(5);
      expect(page.data[0]).toMatchObject({ customer_name: 'Summit Builders', partner_name: 'Northwind Estimating Partners', status: 'pending', requested_mb: 20480, requested_by: { name: 'Carla Mendes' }, email_status: 'not_sent' });
      expect(page.data.slice(1).every((row) => row.status !== 'pending' && row.email_status === 'sent')).toBe(true);
    });

    it('filters by status, customer and partner, and pages', async () => {
      expect((await list('admin', '?status=rejected')).data.map((row) => row.customer_name)).toEqual(['Blue Harbor Construction']);
      expect((await list('admin', `?customer_id=${customerId('Summit Builders')}`)).total).toBe(2);
      const [northwind] = await t.app.db.select({ partnerId: customers.partnerId }).from(customers).where(eq(customers.name, 'Riverstone Contractors'));
      const byPartner = await list('admin', `?partner=${northwind?.partnerId ?? 0}&status=approved`);
      expect(byPartner.data.map((row) => row.customer_name).sort()).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect(await list('admin', '?page_number=2')).toMatchObject({ data: [], pageNumber: 2, hasMore: false });
      expect((await list('admin', '?status=&customer_id=&partner=')).total).toBe(5);
    });

    it('holds a partner to its customers’ requests', async () => {
      const page = await list('partner');
      expect([...new Set(page.data.map((row) => row.customer_name))].sort()).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect((await list('partner', `?customer_id=${customerId('Blue Harbor Construction')}`)).total).toBe(0);
    });

    it('exports exactly the filtered requests as CSV, every page, in the list’s order and scope', async () => {
      const exported = (who: Who, payload: object = {}) => exportedCsv(t.app, '/api/storage/approvals/export', payload, tokens[who], 'storage-requests');
      const all = await exported('admin');
      expect(all.header).toEqual(['Customer', 'Partner', 'Requested (MB)', 'Quota (MB)', 'Reason', 'Requested by', 'Requested', 'Status', 'Decided by', 'Decided', 'Note', 'Email']);
      const listed = await list('admin');
      expect(all.rows.map((row) => [row[0], row[4], row[7]])).toEqual(listed.data.map((request) => [request.customer_name, request.reason, request.status[0]?.toUpperCase() + request.status.slice(1)]));
      expect((await exported('admin', { status: 'rejected' })).rows.map((row) => row[0])).toEqual(['Blue Harbor Construction']);
      expect((await exported('admin', { customer_id: customerId('Summit Builders'), status: '' })).rows).toHaveLength(2);
      expect((await exported('partner')).rows.map((row) => row[0])).toEqual((await list('partner')).data.map((request) => request.customer_name));
      expect((await exported('partner', { customer_id: customerId('Blue Harbor Construction') })).rows).toEqual([]);
      for (const who of ['partneruser', 'customer', 'user'] as const) expect((await call(who, '/api/storage/approvals/export', {})).code).toBe(403);
      const bad = await call('admin', '/api/storage/approvals/export', { status: 'maybe', customer_id: 'x' });
      expect(bad.code).toBe(400);
      expect(bad.body.errors).toHaveProperty('status');
      expect(bad.body.errors?.customer_id).toBe('customer_id must be an id');
    });

    it('answers 400 for a bad filter', async () => {
      const bad = await call('admin', '/api/storage/approvals?status=maybe&page_number=0', undefined, 'GET');
      expect(bad.code).toBe(400);
      expect(bad.body.errors).toHaveProperty('status');
      expect(bad.body.errors).toHaveProperty('page_number');
    });
  });

  describe('approving and rejecting', () => {
    it('lets the partner approve its customer’s pending request: the quota grows, the requester is told and emailed', async () => {
      const [pending] = (await list('partner', '?status=pending')).data;
      expect(pending?.customer_name).toBe('Summit Builders');
      const quota = (await quotaOf('Summit Builders')) ?? 0;
      const mailed = (await mailsTo('customeradmin@example.com')).length;
      const answer = await call('partner', '/api/storage/approve', { id: pending?.id, approve: true, note: '  For the expansion.  ' });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.messages).toBe(APPROVAL_MESSAGES.approved);
      expect(answer.body.data).toMatchObject({ status: 'approved', decided_by: { name: 'Paula Jensen' }, decision_note: 'For the expansion.', email_status: 'sent', quota_mb: quota + 20480 });
      expect(await quotaOf('Summit Builders')).toBe(quota + 20480);
      const mails = await mailsTo('customeradmin@example.com');
      expect(mails.length).toBe(mailed + 1);
      expect(mails.at(-1)).toContain('Storage request approved: 20480 MB more for Summit Builders');
      const [requester] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, EMAILS.customer));
      const [note] = await t.app.db.select().from(notifications).where(eq(notifications.userId, requester?.id ?? 0)).orderBy(desc(notifications.id)).limit(1);
      expect(note?.message).toBe(`Paula Jensen approved your request for 20480 MB more storage; Summit Builders now has ${quota + 20480} MB`);

      const again = await call('admin', '/api/storage/approve', { id: pending?.id, approve: false });
      expect(again.code).toBe(409);
      expect(again.body.messages).toBe('This storage request was already approved');
      expect(await quotaOf('Summit Builders')).toBe(quota + 20480);
    });

    it('hides another partner’s customer’s request (404)', async () => {
      const [rejected] = (await list('admin', '?status=rejected')).data;
      expect((await call('partner', '/api/storage/approve', { id: rejected?.id, approve: true })).code).toBe(404);
      expect((await call('partner', '/api/storage/emailstatus', { id: rejected?.id })).code).toBe(404);
      expect((await call('admin', '/api/storage/approve', { id: 999_999, approve: true })).code).toBe(404);
    });

    it('answers 400 for bad input', async () => {
      const bad = await call('admin', '/api/storage/approve', { id: 0, approve: 'yes' });
      expect(bad.code).toBe(400);
      expect(bad.body.errors).toHaveProperty('id');
      expect(bad.body.errors).toHaveProperty('approve');
    });
  });

  describe('requests and the email-status step', () => {
    let requestId = 0;
    it('takes a customer admin’s request for its own customer, one pending at a time', async () => {
      const answer = await call('customer', '/api/storage/request', { requested_mb: 5120, reason: '  Survey scans  ' });
      expect(answer.code, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.messages).toBe(STORAGE_MESSAGES.requested);
      const request = answer.body.data as StorageRequest;
      requestId = request.id;
      expect(request).toMatchObject({ customer_name: 'Summit Builders', requested_mb: 5120, reason: 'Survey scans', status: 'pending', email_status: 'not_sent' });
      const twice = await call('customer', '/api/storage/request', { requested_mb: 100, reason: 'More' });
      expect(twice.code).toBe(409);
      expect(twice.body.messages).toBe(STORAGE_MESSAGES.pendingExists);
      expect((await call('customer', '/api/storage/request', { customer_id: customerId('Riverstone Contractors'), requested_mb: 100, reason: 'x' })).code).toBe(404);
    });

    it('refuses a branch admin, asks staff which customer, and checks the fields', async () => {
      const branch = await call('branch', '/api/storage/request', { requested_mb: 100, reason: 'x' });
      expect(branch.code).toBe(403);
      expect(branch.body.messages).toBe(CUSTOMER_ADMINS_ONLY);
      expect((await call('admin', '/api/storage/request', { requested_mb: 100, reason: 'x' })).body.errors).toEqual({ customer_id: STORAGE_MESSAGES.customerRequired });
      const bad = await call('admin', '/api/storage/request', { customer_id: customerId('Evergreen Homes'), requested_mb: 0, reason: ' ' });
      expect(bad.code).toBe(400);
      expect(bad.body.errors).toMatchObject({ requested_mb: STORAGE_MESSAGES.mbRange, reason: STORAGE_MESSAGES.reasonRequired });
      expect((await call('partner', '/api/storage/request', { customer_id: customerId('Evergreen Homes'), requested_mb: 100, reason: 'x' })).code).toBe(404);
      const staff = await call('partner', '/api/storage/request', { customer_id: customerId('Riverstone Contractors'), requested_mb: 2048, reason: 'Archive' });
      expect(staff.code).toBe(200);
      expect(staff.body.data).toMatchObject({ customer_name: 'Riverstone Contractors', requested_by: { name: 'Paula Jensen' } });
    });

    it('records a failed decision email when the mailer refuses, and sends it again on request', async () => {
      expect((await call('admin', '/api/storage/emailstatus', { id: requestId })).body.messages).toBe(APPROVAL_MESSAGES.undecided);
      const quota = await quotaOf('Summit Builders');
      // Only the decision email fails; the email-CC copies of the notification still go.
      const deliver = t.app.mail.send.bind(t.app.mail);
      const send = vi.spyOn(t.app.mail, 'send').mockImplementation((job) => {
        if (typeof job !== 'function' && job.subject.startsWith('Storage request')) throw new Error('mail server down');
        deliver(job);
      });
      try {
        const answer = await call('admin', '/api/storage/approve', { id: requestId, approve: false, note: 'Remove old scans first' });
        expect(answer.code, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.messages).toBe(APPROVAL_MESSAGES.rejected);
        expect(answer.body.data).toMatchObject({ status: 'rejected', email_status: 'failed', emailed_at: null });
      } finally {
        send.mockRestore();
      }
      expect(await quotaOf('Summit Builders')).toBe(quota);
      const retry = await call('admin', '/api/storage/emailstatus', { id: requestId });
      expect(retry.code).toBe(200);
      expect(retry.body.messages).toBe(APPROVAL_MESSAGES.emailed);
      expect(retry.body.data).toMatchObject({ email_status: 'sent' });
      expect((await mailsTo('customeradmin@example.com')).at(-1)).toContain('Storage request declined for Summit Builders');
      const [row] = await t.app.db.select().from(storageRequests).where(and(eq(storageRequests.id, requestId), eq(storageRequests.emailStatus, 'sent')));
      expect(row?.emailedAt).toBeInstanceOf(Date);
    });
  });
});
