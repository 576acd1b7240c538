/** Conversations (chat entries) of the signed-in user (spec §7.2): recent, all, update one, clear all. */
import type { FastifyPluginAsync } from 'fastify';
import { CONVERSATIONS, feedRoutes } from '../realtime/feed-routes';

const conversationRoutes: FastifyPluginAsync = async (app) => {
  feedRoutes(app, CONVERSATIONS);
};

export default conversationRoutes;
