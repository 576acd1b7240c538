/**
 * Manage Storage (./routes.ts: usage against quota, a customer's files, more-space requests) and
 * Manage Approvals (./approval-routes.ts: deciding those requests), under /storage. The quota and its
 * alerts are shared infrastructure (server/storage): every upload, in any area, is checked against them.
 */
import type { FastifyPluginAsync } from 'fastify';
import storageApprovalRoutes from './approval-routes';
import storageRoutes from './routes';

const storageModule: FastifyPluginAsync = async (app) => {
  await app.register(storageRoutes);
  await app.register(storageApprovalRoutes);
};

export default storageModule;
