/**
 * Partners under /partners: their records, files and prices. ./routes.ts says who may ask what about
 * a partner, ./prices.ts the service and add-on prices a partner pays (and the softwares of a service,
 * which the agents module reads through this index).
 */
import type { FastifyPluginAsync } from 'fastify';
import partnerRoutes from './routes';

const partnersModule: FastifyPluginAsync = async (app) => {
  await app.register(partnerRoutes);
};

export default partnersModule;
export { PARTNER_MESSAGES } from './routes';
export { PRICE_MESSAGES, softwaresOfService } from './prices';
