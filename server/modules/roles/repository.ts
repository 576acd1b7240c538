/**
 * Roles' queries as a Fastify plugin (`app.roles`), in the style of fastify/demo's repositories: the
 * routes say who asks and what, the repository how roles are read and stored.
 */
import { eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { pick, recordSchema } from '../../records/fields';
import type { FromSchema } from '../../http/schemas';
import { correlatedCount } from '../../records/counts';

type Q = Pick<Db, 'select'>;

export const roleSchema = recordSchema(
  {
    name: { type: 'string' },
    description: { type: 'string' },
    permissions: { type: 'array', items: { type: 'string' } },
    user_count: { type: 'integer', description: 'How many users hold the role' },
  },
  ['name', 'description', 'permissions', 'user_count'],
);
export type RoleAnswer = FromSchema<typeof roleSchema>;

export interface RolesRepository {
  /** Roles of `ids` (the list's page). */
  read(q: Q, ids: number[]): Promise<RoleAnswer[]>;
  find(id: number): Promise<RoleAnswer | undefined>;
  /** The users holding the role. */
  holders(id: number): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    roles: RolesRepository;
  }
}


const roleColumns = {
  ...pick(roles, 'id', 'name', 'description', 'permissions'),
  userCount: correlatedCount(users, 'holder', users.roleId, roles),
  ...revisedColumns(roles),
};
type RoleRow = { id: number; name: string; description: string; permissions: string[]; userCount: number; revision: number; createdAt: Date; updatedAt: Date };

const toAnswer = (row: RoleRow): RoleAnswer => ({
  ...pick(row, 'id', 'name', 'description', 'permissions'),
  user_count: Number(row.userCount),
  ...revisedAnswer(row),
});

export default fp(
  async (app) => {
    const { db } = app;
    const repository: RolesRepository = {
      async read(q, ids) {
        return (await q.select(roleColumns).from(roles).where(inArray(roles.id, ids))).map(toAnswer);
      },
      async find(id) {
        const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1);
        return row && toAnswer(row);
      },
      async holders(id) {
        return (await db.select({ id: users.id }).from(users).where(eq(users.roleId, id))).map((holder) => holder.id);
      },
    };
    app.decorate('roles', repository);
  },
  { name: 'roles-repository', dependencies: ['db'] },
);
