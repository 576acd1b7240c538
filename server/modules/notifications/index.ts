/**
 * Notifications of the signed-in user and administrators' announcements under /notifications:
 * ./routes.ts says who may ask what; ./repository.ts (`app.notifications`) who an announcement reaches
 * and how it is stored. The feed itself (recent, all, read, clear) is the realtime feed's
 * (server/realtime/feed-routes.ts), shared with conversations.
 */
import type { FastifyPluginAsync } from 'fastify';
import notificationsRepository from './repository';
import notificationRoutes from './routes';

const notificationsModule: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRepository);
  await app.register(notificationRoutes);
};

export default notificationsModule;
