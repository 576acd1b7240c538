/**
 * Conversations (chat entries) of the signed-in user (spec §7.2) under /conversations: recent, all,
 * update one, clear all. The feed is the realtime feed's (server/realtime/feed-routes.ts), shared with
 * notifications; the module has no queries of its own, so no repository.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONVERSATIONS, feedRoutes } from '../../realtime/feed-routes';

const conversationRoutes: FastifyPluginAsync = async (app) => {
  feedRoutes(app, CONVERSATIONS);
};

export default conversationRoutes;
