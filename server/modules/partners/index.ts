/**
 * Partners under /partners: their records, files and prices. ./routes.ts says who may ask what about
 * a partner, ./repository.ts (`app.partners`) how it is read and stored, ./prices.ts the service and
 * add-on prices a partner pays (and the softwares of a service, which the agents module reads through
 * this index).
 */
import type { FastifyPluginAsync } from 'fastify';
import partnersRepository from './repository';
import partnerRoutes from './routes';

const partnersModule: FastifyPluginAsync = async (app) => {
  await app.register(partnersRepository);
  await app.register(partnerRoutes);
};

export default partnersModule;
export { PARTNER_MESSAGES } from './routes';
export { PRICE_MESSAGES } from './prices';
