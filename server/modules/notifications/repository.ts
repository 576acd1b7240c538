/**
 * Announcements' queries as a Fastify plugin (`app.notifications`), in the style of fastify/demo's
 * repositories: the routes say who may announce what, the repository who is reached and how an
 * announcement is stored.
 */
import { and, eq, ne, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { announcements, customers, roles, users } from '../../db/schema';
import { notify, type Tx, type UserEvent } from '../../realtime/notify';

/** Who an announcement reaches: every active user but the sender, narrowed to a customer and/or a role. */
export interface AnnouncementAudience {
  senderId: number;
  customerId: number | null;
  roleId: number | null;
}

export interface NotificationsRepository {
  customerExists(id: number): Promise<boolean>;
  roleExists(id: number): Promise<boolean>;
  recipients(audience: AnnouncementAudience): Promise<number[]>;
  /** Inside a write: notifies the recipients and stores the announcement; answers the stored events. */
  announce(tx: Tx, audience: AnnouncementAudience, recipients: number[], message: string): Promise<UserEvent[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const repository: NotificationsRepository = {
      async customerExists(id) {
        return (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id))).length > 0;
      },
      async roleExists(id) {
        return (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))).length > 0;
      },
      async recipients({ senderId, customerId, roleId }) {
        const conditions: SQL[] = [eq(users.status, 'active'), ne(users.id, senderId)];
        if (customerId !== null) conditions.push(eq(users.customerId, customerId));
        if (roleId !== null) conditions.push(eq(users.roleId, roleId));
        return (await db.select({ id: users.id }).from(users).where(and(...conditions))).map((row) => row.id);
      },
      async announce(tx, { senderId, customerId, roleId }, recipients, message) {
        const stored = await notify(tx, recipients, { actorId: senderId, customerId, message });
        await tx.insert(announcements).values({ authorId: senderId, message, customerId, roleId, recipientCount: stored.length });
        return stored;
      },
    };
    app.decorate('notifications', repository);
  },
  { name: 'notifications-repository', dependencies: ['db'] },
);
