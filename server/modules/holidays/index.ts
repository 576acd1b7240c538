/**
 * Holidays, the days no due date may fall on, under /holidays: ./routes.ts says who may ask what,
 * ./repository.ts (`app.holidays`) how holidays are read and stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import holidaysRepository from './repository';
import holidayRoutes from './routes';

const holidaysModule: FastifyPluginAsync = async (app) => {
  await app.register(holidaysRepository);
  await app.register(holidayRoutes);
};

export default holidaysModule;
