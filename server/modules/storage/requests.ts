/**
 * Storage requests (spec §4 "request, approve, and an email-status step"): a customer asks for more
 * space; an administrator or the customer's partner approves (the quota grows by the amount, in the
 * same transaction) or rejects it; then the customer is emailed the decision ("approved storage
 * request email") and `email_status` says whether that mail went: `sent`, or `failed` when the mailer
 * refused it, in which case `/storage/emailstatus` sends it again.
 */
import { aliasedTable, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, partners, storageRequests, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import { customerAdminEmails } from '../../storage/alerts';
import { EMAIL_STATUSES, REQUEST_STATES, type StorageRequest } from '../../../src/domain/contracts/storage';
import { objectSchema } from '../../http/schemas';
import { linkSchema } from '../../records/fields';
import { refOf } from '../projects';

export type StorageRequestRow = typeof storageRequests.$inferSelect;
export type RequestState = StorageRequestRow['state'];
export type EmailStatus = StorageRequestRow['emailStatus'];

export const storageRequestSchema = objectSchema({
  id: { type: 'integer' },
  customer_id: { type: 'integer' },
  customer_name: { type: 'string' },
  partner_id: { type: ['integer', 'null'] },
  partner_name: { type: ['string', 'null'] },
  quota_mb: { type: 'integer', description: 'The customer’s quota now (after an approval it includes requested_mb)' },
  requested_mb: { type: 'integer' },
  reason: { type: 'string' },
  status: { type: 'string', enum: [...REQUEST_STATES] },
  requested_by: linkSchema,
  decided_by: linkSchema,
  decided_at: { type: ['string', 'null'], format: 'date-time' },
  decision_note: { type: 'string' },
  email_status: { type: 'string', enum: [...EMAIL_STATUSES], description: 'Whether the decision email went to the customer' },
  emailed_at: { type: ['string', 'null'], format: 'date-time' },
  created_at: { type: 'string', format: 'date-time' },
});

const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');

/** The requests with `ids`, joined for the answer, in the order of `ids`. */
export async function requestAnswers(db: Pick<Tx, 'select'>, ids: readonly number[]): Promise<StorageRequest[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      request: storageRequests,
      customerName: customers.name,
      quotaMb: customers.storageQuotaMb,
      partnerId: customers.partnerId,
      partnerName: partners.name,
      requesterName: requester.name,
      deciderName: decider.name,
    })
    .from(storageRequests)
    .innerJoin(customers, eq(customers.id, storageRequests.customerId))
    .leftJoin(partners, eq(partners.id, customers.partnerId))
    .leftJoin(requester, eq(requester.id, storageRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, storageRequests.decidedBy))
    .where(inArray(storageRequests.id, [...ids]));
  const byId = new Map(
    rows.map(({ request, customerName, quotaMb, partnerId, partnerName, requesterName, deciderName }) => [
      request.id,
      {
        id: request.id,
        customer_id: request.customerId,
        customer_name: customerName,
        partner_id: partnerId,
        partner_name: partnerName,
        quota_mb: quotaMb,
        requested_mb: request.requestedMb,
        reason: request.reason,
        status: request.state,
        requested_by: refOf(request.requestedBy, requesterName),
        decided_by: refOf(request.decidedBy, deciderName),
        decided_at: request.decidedAt?.toISOString() ?? null,
        decision_note: request.decisionNote,
        email_status: request.emailStatus,
        emailed_at: request.emailedAt?.toISOString() ?? null,
        created_at: request.createdAt.toISOString(),
      } satisfies StorageRequest,
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function requestAnswer(db: Pick<Tx, 'select'>, id: number): Promise<StorageRequest> {
  const [answer] = await requestAnswers(db, [id]);
  if (!answer) throw new Error(`storage request ${id} missing`);
  return answer;
}

/** Who hears the decision: the requester and the customer's admins (with their email-CC copies); else the customer's own address. */
async function decisionRecipients(db: Pick<Tx, 'select'>, request: StorageRequestRow): Promise<string[]> {
  const emails = new Set((await customerAdminEmails(db, request.customerId)).emails);
  if (request.requestedBy !== null) {
    const [who] = await db.select({ email: users.email, status: users.status }).from(users).where(eq(users.id, request.requestedBy));
    if (who?.status === 'active') emails.add(who.email);
  }
  if (emails.size === 0) {
    const [customer] = await db.select({ email: customers.email }).from(customers).where(eq(customers.id, request.customerId));
    if (customer) emails.add(customer.email);
  }
  return [...emails];
}

export function decisionMail(answer: StorageRequest, to: string) {
  const approved = answer.status === 'approved';
  const note = answer.decision_note ? ['', `Note: ${answer.decision_note}`] : [];
  return {
    to,
    subject: approved ? `Storage request approved: ${answer.requested_mb} MB more for ${answer.customer_name}` : `Storage request declined for ${answer.customer_name}`,
    text: [
      approved
        ? `Your request for ${answer.requested_mb} MB more storage was approved. ${answer.customer_name} now has ${answer.quota_mb} MB.`
        : `Your request for ${answer.requested_mb} MB more storage for ${answer.customer_name} was declined.`,
      ...note,
      '',
      '— Customer Portal',
    ].join('\n'),
  };
}

/**
 * The email-status step: mails the decision of a decided request and records whether the mailer took
 * it (`sent`) or refused it (`failed`). Answers the new status.
 */
export async function sendDecisionEmail(app: FastifyInstance, id: number): Promise<EmailStatus> {
  const answer = await requestAnswer(app.db, id);
  const [row] = await app.db.select().from(storageRequests).where(eq(storageRequests.id, id));
  if (!row || row.state === 'pending') return answer.email_status;
  let status: EmailStatus = 'sent';
  try {
    for (const to of await decisionRecipients(app.db, row)) app.mail.send(decisionMail(answer, to));
  } catch (error) {
    app.log.error({ err: error, requestId: id }, 'storage decision email failed');
    status = 'failed';
  }
  await app.db
    .update(storageRequests)
    .set({ emailStatus: status, ...(status === 'sent' ? { emailedAt: new Date() } : {}) })
    .where(eq(storageRequests.id, id));
  void app.realtime.recordChanged('storage', row.customerId);
  return status;
}
