/**
 * Email CC (spec §3 "Email-CC record: keyed by customer_id and user_id", §7.2 "Email CC: POST insert;
 * GET with query customer_id and user_id"): the addresses that get a copy of a customer user's
 * notification emails. `GET /emailcc` reads one list, `POST /emailcc/insert` replaces it.
 *
 * Who may (decided here, the spec does not say): the user for their own record, an administrator for
 * anyone, a Customer Admin for the users of their customer; everyone else gets 403. The access check
 * runs before the addresses are checked, so a refused caller learns nothing from their input; a pair
 * whose user does not belong to that customer is 404.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES } from '../../../src/domain/validation';
import { PERMISSION_DENIED } from '../../auth/permissions';
import { emailCc, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { objectBody } from '../../validation';
import type { FromSchema } from '../../http/schemas';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';

export const EMAIL_CC_MESSAGES = {
  fetched: 'Email CC fetched successfully',
  saved: 'Email CC saved successfully',
  notFound: 'No such user for this customer',
  tooMany: 'Add at most 10 email addresses',
} as const;

/** The most copies one user's notifications may go to. */
export const MAX_CC_EMAILS = 10;

const idField = (name: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, `${name} must be a positive whole number`).transform(Number)], {
      error: `${name} must be a positive whole number`,
    })
    .pipe(z.number().int(`${name} must be a positive whole number`).min(1, `${name} must be a positive whole number`).max(2_147_483_647, `${name} is too large`));

const Target = { customer_id: idField('customer_id'), user_id: idField('user_id') };
const Query = z.object(Target);
// Only the shape here: the addresses are checked after the access check (see above).
const InsertBody = objectBody({
  ...Target,
  emails: z
    .array(z.string({ error: MESSAGES.invalidEmail }).max(512, MESSAGES.invalidEmail), { error: 'emails must be a list of email addresses' })
    .max(100, EMAIL_CC_MESSAGES.tooMany)
    .describe(`Replaces the list; at most ${MAX_CC_EMAILS} after de-duplication, stored lower-case`),
});

const emailCcSchema = {
  type: 'object',
  required: ['customer_id', 'user_id', 'emails'],
  properties: { customer_id: { type: 'integer' }, user_id: { type: 'integer' }, emails: { type: 'array', items: { type: 'string' } } },
} as const;

export type EmailCcAnswer = FromSchema<typeof emailCcSchema>;

/** Trimmed, lower-case, de-duplicated addresses; a 400 naming the first bad one (`emails.N`). */
export function cleanEmails(raw: readonly string[]): string[] {
  const emails: string[] = [];
  raw.forEach((value, index) => {
    const email = value.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new HttpError(400, MESSAGES.invalidEmail, { [`emails.${index}`]: MESSAGES.invalidEmail });
    if (!emails.includes(email)) emails.push(email);
  });
  if (emails.length > MAX_CC_EMAILS) throw new HttpError(400, EMAIL_CC_MESSAGES.tooMany, { emails: EMAIL_CC_MESSAGES.tooMany });
  return emails;
}

const TAGS = ['email-cc'];
const head = routeHead(TAGS);

const emailCcRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /**
   * The pair's list, read or (given `emails`, checked after the access) replaced: refuses (403) a caller
   * who may not manage it, then 404 when the pair does not exist.
   */
  async function emailList(request: FastifyRequest, pair: { customer_id: number; user_id: number }, raw?: readonly string[]): Promise<EmailCcAnswer> {
    const { customer_id: customerId, user_id: userId } = pair;
    const { user } = requireUser(request).record;
    const own = user.id === userId && user.customerId === customerId;
    const customerAdmin = user.type === 'Customer Admin' && user.customerId === customerId;
    if (!user.isAdmin && !own && !customerAdmin) throw new HttpError(403, PERMISSION_DENIED);
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.customerId, customerId)))
      .limit(1);
    if (!found) throw new HttpError(404, EMAIL_CC_MESSAGES.notFound);
    if (raw === undefined) {
      const [row] = await db.select({ emails: emailCc.emails }).from(emailCc).where(and(eq(emailCc.customerId, customerId), eq(emailCc.userId, userId)));
      return { customer_id: customerId, user_id: userId, emails: row?.emails ?? [] };
    }
    const emails = cleanEmails(raw);
    const updatedAt = new Date();
    await db
      .insert(emailCc)
      .values({ customerId, userId, emails, updatedAt })
      .onConflictDoUpdate({ target: [emailCc.customerId, emailCc.userId], set: { emails, updatedAt } });
    return { customer_id: customerId, user_id: userId, emails };
  }

  defineRoute(app, {
    ...head('signedIn', '/emailcc', "A customer user's email-CC list (empty when none is kept)", 'GET'),
    querystring: Query,
    data: emailCcSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: EMAIL_CC_MESSAGES.fetched, data: await emailList(request, request.query) }),
  });

  defineRoute(app, {
    ...head('signedIn', '/emailcc/insert', "Replaces a customer user's email-CC list"),
    body: InsertBody,
    data: emailCcSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: EMAIL_CC_MESSAGES.saved, data: await emailList(request, request.body, request.body.emails) }),
  });
};

export default emailCcRoutes;
