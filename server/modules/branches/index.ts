/**
 * Branches of a customer: list, create, details, update, delete, status, scope of work and options
 * under /branches. ./routes.ts says who may ask what; ./repository.ts (`app.branches`) how it is read
 * and stored; deleting goes through the records kernel (server/records/resource.ts), refused while
 * users belong to the branch.
 */
import type { FastifyPluginAsync } from 'fastify';
import branchesRepository from './repository';
import branchRoutes from './routes';

const branchesModule: FastifyPluginAsync = async (app) => {
  await app.register(branchesRepository);
  await app.register(branchRoutes);
};

export default branchesModule;
