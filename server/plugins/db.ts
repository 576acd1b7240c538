/** The database as `app.db`: opened and migrated on start, seeded when empty, closed with the app. */
import fp from 'fastify-plugin';
import { openDatabase, type Db, type PoolStats } from '../db/client';
import { seedDemo } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The PostgreSQL pool's counters; null on PGlite. */
    dbPool: PoolStats | null;
  }
}

export default fp(
  async (app) => {
    const started = performance.now();
    const database = await openDatabase(app.config);
    app.decorate('db', database.db);
    app.decorate('dbPool', database.pool);
    app.addHook('onClose', async () => {
      await database.close();
    });
    app.log.info({ kind: database.kind, ms: Math.round(performance.now() - started) }, 'database ready');
    if (app.config.seedOnStart && (await seedDemo(database.db))) app.log.info('demo seed written');
  },
  { name: 'db', dependencies: ['config'] },
);
