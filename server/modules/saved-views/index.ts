/** The saved-views module: its repository and its routes under the given prefix. */
import type { FastifyPluginAsync } from 'fastify';
import savedViewsRepository from './repository';
import savedViewRoutes from './routes';

const savedViewsModule: FastifyPluginAsync = async (app) => {
  await app.register(savedViewsRepository);
  await app.register(savedViewRoutes);
};

export default savedViewsModule;
