/**
 * Users under /users: ./routes.ts says who may ask what, ./repository.ts (`app.users`) how users and
 * the form's options are read and stored, ./placement.ts where a caller may place a user and which
 * roles they may hand out. Which users a caller sees is a scope rule every area shares
 * (`userScopeCondition`, server/records/scope.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import usersRepository from './repository';
import userRoutes from './routes';

const usersModule: FastifyPluginAsync = async (app) => {
  await app.register(usersRepository);
  await app.register(userRoutes);
};

export default usersModule;
export { USER_MESSAGES } from './routes';
export { USER_SCOPE_MESSAGES } from './placement';
