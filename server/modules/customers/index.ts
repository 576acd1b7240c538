/**
 * Customers: list, create, details, update, delete, status, trial extension, the option lists of the
 * customer screens and the customer's files under /customers. ./routes.ts, ./option-routes.ts and
 * ./file-routes.ts say who may ask what; ./repository.ts (`app.customers`) how it is read and stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import customersRepository from './repository';
import customerRoutes from './routes';
import customerOptionRoutes from './option-routes';
import customerFileRoutes from './file-routes';

const customersModule: FastifyPluginAsync = async (app) => {
  await app.register(customersRepository);
  await app.register(customerRoutes);
  await app.register(customerOptionRoutes);
  await app.register(customerFileRoutes);
};

export default customersModule;
