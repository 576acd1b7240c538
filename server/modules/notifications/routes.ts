/**
 * Notifications of the signed-in user (spec §7.2): recent, all, update one, clear all; and
 * announcements: `POST /notifications/announce` (administrators) notifies every active user — or those
 * of one customer, or of one role, or both narrowed together — except the sender, pushed live and
 * copied by email per their email-CC lists.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { feedRoutes, NOTIFICATIONS } from '../../realtime/feed-routes';
import { objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { objectSchema } from '../../http/schemas';

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
  const { db, notifications } = app;
  feedRoutes(app, NOTIFICATIONS);

  defineRoute(app, {
    method: 'POST',
    url: '/notifications/announce',
    access: 'admin',
    tags: ['notifications'],
    summary: 'Sends an announcement to every active user (or those of a customer and/or a role) but the sender; answers how many it reached',
    body: AnnounceBody,
    data: objectSchema({ recipients: { type: 'integer' } }),
    errors: [404],
    handler: async (request) => {
      const senderId = requireUser(request).session.id;
      const { message } = request.body;
      const customerId = request.body.customer_id ?? null;
      const roleId = request.body.role_id ?? null;
      if (customerId !== null && !(await notifications.customerExists(customerId))) throw new HttpError(404, ANNOUNCE_MESSAGES.customerNotFound);
      if (roleId !== null && !(await notifications.roleExists(roleId))) throw new HttpError(404, ANNOUNCE_MESSAGES.roleNotFound);
      const audience = { senderId, customerId, roleId };
      const recipients = await notifications.recipients(audience);
      const events = await db.transaction((tx) => notifications.announce(tx, audience, recipients, message));
      await app.realtime.publish(events);
      return { status: 200, messages: ANNOUNCE_MESSAGES.sent, data: { recipients: events.length } };
    },
  });
};

export default notificationRoutes;
