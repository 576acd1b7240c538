/**
 * Notifications of the signed-in user (spec §7.2): recent, all, update one, clear all; and
 * announcements: `POST /notifications/announce` (administrators) notifies every active user — or those
 * of one customer, or of one role, or both narrowed together — except the sender, pushed live and
 * copied by email per their email-CC lists.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { announcements, customers, roles, users } from '../db/schema';
import { HttpError } from '../errors';
import { requireUser } from '../plugins/auth';
import { feedRoutes, NOTIFICATIONS } from '../realtime/feed-routes';
import { notify } from '../realtime/notify';
import { objectBody } from '../validation';
import { defineRoute } from '../http/define-route';

export const ANNOUNCE_MESSAGES = {
  sent: 'Announcement sent successfully',
  customerNotFound: 'Customer not found',
  roleNotFound: 'Role not found',
  messageRequired: 'Enter a message',
  messageTooLong: 'The message must be at most 1000 characters',
} as const;

const optionalId = (name: string) =>
  z
    .number({ error: `${name} must be a positive whole number` })
    .int(`${name} must be a positive whole number`)
    .min(1, `${name} must be a positive whole number`)
    .max(2_147_483_647, `${name} must be a positive whole number`)
    .nullable()
    .optional();

const AnnounceBody = objectBody({
  message: z
    .string({ error: ANNOUNCE_MESSAGES.messageRequired })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, ANNOUNCE_MESSAGES.messageRequired).max(1000, ANNOUNCE_MESSAGES.messageTooLong)),
  customer_id: optionalId('customer_id'),
  role_id: optionalId('role_id'),
});

const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  feedRoutes(app, NOTIFICATIONS);

  defineRoute(app, {
    method: 'POST',
    url: '/notifications/announce',
    access: 'admin',
    tags: ['notifications'],
    summary: 'Sends an announcement to every active user (or those of a customer and/or a role) but the sender; answers how many it reached',
    body: AnnounceBody,
    data: { type: 'object', required: ['recipients'], properties: { recipients: { type: 'integer' } } },
    errors: [404],
    handler: async (request) => {
      const senderId = requireUser(request).session.id;
      const { message } = request.body;
      const customerId = request.body.customer_id ?? null;
      const roleId = request.body.role_id ?? null;
      if (customerId !== null && (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId))).length === 0) {
        throw new HttpError(404, ANNOUNCE_MESSAGES.customerNotFound);
      }
      if (roleId !== null && (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId))).length === 0) {
        throw new HttpError(404, ANNOUNCE_MESSAGES.roleNotFound);
      }
      const conditions: SQL[] = [eq(users.status, 'active'), ne(users.id, senderId)];
      if (customerId !== null) conditions.push(eq(users.customerId, customerId));
      if (roleId !== null) conditions.push(eq(users.roleId, roleId));
      const recipients = (await db.select({ id: users.id }).from(users).where(and(...conditions))).map((row) => row.id);
      const events = await db.transaction(async (tx) => {
        const stored = await notify(tx, recipients, { actorId: senderId, customerId, message });
        await tx.insert(announcements).values({ authorId: senderId, message, customerId, roleId, recipientCount: stored.length });
        return stored;
      });
      await app.realtime.publish(events);
      return { status: 200, messages: ANNOUNCE_MESSAGES.sent, data: { recipients: events.length } };
    },
  });
};

export default notificationRoutes;
