/**
 * The projects module's repositories as one Fastify plugin, in the style of fastify/demo's
 * repositories: each ./*repository.ts builds its queries on the database, this decorates the app
 * with them once `db` is there. Routes say who may ask what; the repositories how it is read and
 * stored.
 */
import fp from 'fastify-plugin';
import { projectChatRepository, type ProjectChatRepository } from './chat-repository';
import { projectOptionsRepository, type ProjectOptionsRepository } from './options-repository';
import { projectsRepository, type ProjectsRepository } from './repository';
import { projectRequestsRepository, type ProjectRequestsRepository } from './requests-repository';
import { projectRfisRepository, type ProjectRfisRepository } from './rfis-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The project record: add-ons, counts, activities, addenda, error reports, the header search. */
    projects: ProjectsRepository;
    /** Due-date and hours requests. */
    projectRequests: ProjectRequestsRepository;
    /** RFIs and their comments. */
    projectRfis: ProjectRfisRepository;
    /** The project screens' option lists. */
    projectOptions: ProjectOptionsRepository;
    /** Chat messages. */
    projectChat: ProjectChatRepository;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    app.decorate('projects', projectsRepository(db));
    app.decorate('projectRequests', projectRequestsRepository(db));
    app.decorate('projectRfis', projectRfisRepository(db));
    app.decorate('projectOptions', projectOptionsRepository(db));
    app.decorate('projectChat', projectChatRepository(db));
  },
  { name: 'projects-repositories', dependencies: ['db'] },
);
