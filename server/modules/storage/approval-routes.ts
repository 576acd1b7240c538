/**
 * Manage Approvals (spec §2.3, §3, §7.11): the storage requests listing (GET, filters customer_id,
 * partner, status, page_number; `/storage/approvals/export`: the same filters as CSV, every page), approving or rejecting one (`/storage/approve`; approval adds the
 * space to the customer's quota in the same transaction; 409 when it is no longer pending) and the
 * email-status step (`/storage/emailstatus` sends the decision email again and answers its status).
 * The Approval key and an administrator or partner; a partner sees only its customers' requests.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customers, storageRequests } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { notify, type Tx } from '../../realtime/notify';
import { customerIdCondition, scopeOf } from '../../records/scope';
import { checkStorageAlerts } from '../../storage/alerts';
import { approversOnly } from './guard';
import { guardRoutes } from '../../http/route-guards';
import { requestAnswer, requestAnswers, sendDecisionEmail, storageRequestSchema } from './requests';
import { objectBody } from '../../validation';
import { REQUEST_STATES, storageDecisionContract, type StorageRequest } from '../../../src/domain/contracts/storage';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { DEFAULT_PAGE_SIZE, EXPORT_BATCH, inBatches, listPage, queryId } from '../../http/lists';
import { filterId } from '../../http/filters';
import { sendCsv } from '../../http/send-file';
import type { ColumnSpec } from '../../exports/csv';
import { usDate } from '../../exports/dates';

export const APPROVAL_MESSAGES = {
  listed: 'Storage requests fetched successfully',
  approved: 'Storage request approved successfully',
  rejected: 'Storage request rejected successfully',
  emailed: 'Storage request email sent successfully',
  emailFailed: 'The storage request email could not be sent',
  notFound: 'Storage request not found',
  notPending: (state: string) => `This storage request was already ${state}`,
  undecided: 'This storage request has not been decided yet',
} as const;

const head = routeHead(['storage']);
const ACCESS = { key: 'Approval', action: 'view' } as const;
const DECIDE = { key: 'Approval', action: 'update' } as const;

const ApprovalsQuery = z.object({
  customer_id: queryId('customer_id'),
  partner: queryId('partner').describe('A partner id: requests of its customers'),
  status: z
    .string()
    .trim()
    .refine((value) => value === '' || (REQUEST_STATES as readonly string[]).includes(value), `status must be one of ${REQUEST_STATES.join(', ')}`)
    .transform((value) => (value === '' ? undefined : (value as (typeof REQUEST_STATES)[number])))
    .optional(),
  page_number: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}$/, 'page_number must be a whole number from 1')
    .transform(Number)
    .optional()
    .default(1),
});

const ExportBody = objectBody({
  customer_id: filterId('customer_id'),
  partner: filterId('partner'),
  // A fixed set in the body (the API document lists it); '' is "every status", as in the list's query.
  status: z
    .enum(['', ...REQUEST_STATES], { error: `status must be one of ${REQUEST_STATES.join(', ')}` })
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});

type ApprovalFilters = { customer_id?: number | undefined; partner?: number | undefined; status?: (typeof REQUEST_STATES)[number] | undefined };

const STATUS_LABELS: Record<(typeof REQUEST_STATES)[number], string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', dropped: 'Dropped' };
const EMAIL_LABELS: Record<StorageRequest['email_status'], string> = { not_sent: 'Not sent', sent: 'Sent', failed: 'Failed' };
/** The export's columns: what the list shows, the days as MM/DD/YYYY. */
const CSV_COLUMNS: readonly ColumnSpec<StorageRequest>[] = [
  ['Customer', 'customer_name'],
  { header: 'Partner', value: (request) => request.partner_name ?? '' },
  ['Requested (MB)', 'requested_mb'],
  ['Quota (MB)', 'quota_mb'],
  ['Reason', 'reason'],
  { header: 'Requested by', value: (request) => request.requested_by?.name ?? '' },
  { header: 'Requested', value: (request) => usDate(request.created_at) },
  { header: 'Status', value: (request) => STATUS_LABELS[request.status] },
  { header: 'Decided by', value: (request) => request.decided_by?.name ?? '' },
  { header: 'Decided', value: (request) => (request.decided_at ? usDate(request.decided_at) : '') },
  ['Note', 'decision_note'],
  { header: 'Email', value: (request) => EMAIL_LABELS[request.email_status] },
];

const ApproveBody = objectBody(storageDecisionContract.shape);

const EmailBody = objectBody({ id: storageDecisionContract.shape.id });

/** The list's order: pending first, then newest. */
const LIST_ORDER = [sql`(${storageRequests.state} = 'pending') desc`, desc(storageRequests.createdAt), desc(storageRequests.id)] as const;

const approvalRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const inScope = (request: FastifyRequest) => customerIdCondition(storageRequests.customerId, scopeOf(request, 'Approval'));
  /** The requests of these filters in the caller's Approval scope. */
  const matching = (request: FastifyRequest, { customer_id, partner, status }: ApprovalFilters) =>
    and(
      inScope(request),
      customer_id !== undefined ? eq(storageRequests.customerId, customer_id) : undefined,
      partner !== undefined ? sql`${storageRequests.customerId} in (select ${customers.id} from ${customers} where ${customers.partnerId} = ${partner})` : undefined,
      status !== undefined ? eq(storageRequests.state, status) : undefined,
    );

  /** The request `id` in the caller's Approval scope (locked for a decision); 404 otherwise. */
  async function scopedRequest(q: Pick<Tx, 'select'>, request: FastifyRequest, id: number, lock = false) {
    const query = q.select().from(storageRequests).where(and(eq(storageRequests.id, id), inScope(request)));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new HttpError(404, APPROVAL_MESSAGES.notFound);
    return row;
  }

  const approvalUrls = ['/storage/approvals', '/storage/approvals/export', '/storage/approve', '/storage/emailstatus'];
  guardRoutes(app, Object.fromEntries(approvalUrls.map((url) => [url, approversOnly])));

  defineRoute(app, {
    ...head(ACCESS, '/storage/approvals', 'Storage requests, pending first then newest, 10 a page; filters customer_id, partner, status (pending, approved, rejected, dropped), page_number', 'GET'),
    querystring: ApprovalsQuery,
    list: storageRequestSchema,
    handler: async (request) => {
      const { page_number, ...filters } = request.query;
      const where = matching(request, filters);
      const [totalRow] = await db.select({ total: count() }).from(storageRequests).where(where);
      const ids = await db.select({ id: storageRequests.id }).from(storageRequests).where(where).orderBy(...LIST_ORDER).limit(DEFAULT_PAGE_SIZE).offset((page_number - 1) * DEFAULT_PAGE_SIZE);
      const rows = await requestAnswers(db, ids.map((row) => row.id));
      return { status: 200, messages: APPROVAL_MESSAGES.listed, data: listPage(rows, Number(totalRow?.total ?? 0), page_number, DEFAULT_PAGE_SIZE) };
    },
  });

  defineRoute(app, {
    ...head(ACCESS, '/storage/approvals/export', 'The storage requests of these filters (customer_id, partner, status) as CSV, pending first then newest: every page (X-Total-Rows: the count)'),
    body: ExportBody,
    handler: async (request, reply) => {
      // Ids first, then whole rows a batch at a time.
      const ids = (await db.select({ id: storageRequests.id }).from(storageRequests).where(matching(request, request.body)).orderBy(...LIST_ORDER)).map((row) => row.id);
      return sendCsv(reply, 'storage-requests', CSV_COLUMNS, inBatches(ids, EXPORT_BATCH, (batch) => requestAnswers(db, batch)), ids.length);
    },
  });

  defineRoute(app, {
    ...head(DECIDE, '/storage/approve', 'Approves (`approve: true`: the quota grows by requested_mb) or rejects a pending storage request, with an optional note; then emails the customer. 409 when it is no longer pending'),
    body: ApproveBody,
    data: storageRequestSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id, approve, note } = request.body;
      const { session, record } = requireUser(request);
      const decided = await db.transaction(async (tx) => {
        const row = await scopedRequest(tx, request, id, true);
        if (row.state !== 'pending') throw new HttpError(409, APPROVAL_MESSAGES.notPending(row.state));
        if (approve) {
          await tx
            .update(customers)
            .set({ storageQuotaMb: sql`${customers.storageQuotaMb} + ${row.requestedMb}`, revision: sql`${customers.revision} + 1`, updatedBy: session.id, updatedAt: new Date() })
            .where(eq(customers.id, row.customerId));
        }
        const [customer] = await tx.select({ name: customers.name, quotaMb: customers.storageQuotaMb }).from(customers).where(eq(customers.id, row.customerId));
        await tx
          .update(storageRequests)
          .set({ state: approve ? 'approved' : 'rejected', decidedBy: session.id, decidedAt: new Date(), decisionNote: note, emailStatus: 'not_sent' })
          .where(eq(storageRequests.id, id));
        const verdict = approve ? `approved your request for ${row.requestedMb} MB more storage; ${customer?.name ?? 'the customer'} now has ${customer?.quotaMb ?? 0} MB` : `rejected your request for ${row.requestedMb} MB more storage`;
        const events =
          row.requestedBy === null || row.requestedBy === session.id
            ? []
            : await notify(tx, [row.requestedBy], { actorId: session.id, customerId: row.customerId, message: `${record.user.name} ${verdict}` });
        return { customerId: row.customerId, events };
      });
      await app.realtime.publish(decided.events);
      void app.realtime.recordChanged('storage', decided.customerId);
      if (approve) void app.realtime.recordChanged('customer', decided.customerId);
      // The email-status step, after commit: the decision stands whatever the mailer does.
      await sendDecisionEmail(app, id);
      // More space may bring usage back under a threshold, arming its alert again.
      if (approve) await checkStorageAlerts(app, decided.customerId);
      return { status: 200, messages: approve ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected, data: await requestAnswer(db, id) };
    },
  });

  defineRoute(app, {
    ...head(DECIDE, '/storage/emailstatus', 'Sends the decision email of a decided storage request again (after a failure, or on request) and answers the request with its email_status'),
    body: EmailBody,
    data: storageRequestSchema,
    errors: [404, 409],
    handler: async (request) => {
      const row = await scopedRequest(db, request, request.body.id);
      if (row.state === 'pending') throw new HttpError(409, APPROVAL_MESSAGES.undecided);
      const status = await sendDecisionEmail(app, row.id);
      return { status: 200, messages: status === 'sent' ? APPROVAL_MESSAGES.emailed : APPROVAL_MESSAGES.emailFailed, data: await requestAnswer(db, row.id) };
    },
  });
};

export default approvalRoutes;
