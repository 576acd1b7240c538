/**
 * Roles and their permission keys under /roles: ./routes.ts says who may ask what,
 * ./repository.ts (`app.roles`) how roles are read and stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import rolesRepository from './repository';
import roleRoutes from './routes';

const rolesModule: FastifyPluginAsync = async (app) => {
  await app.register(rolesRepository);
  await app.register(roleRoutes);
};

export default rolesModule;
