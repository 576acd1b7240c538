/**
 * Roles' queries as a Fastify plugin (`app.roles`), in the style of fastify/demo's repositories: the
 * routes say who asks and what, the repository how roles are read and stored.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { pick, recordSchema } from '../../records/fields';
import type { FromSchema } from '../../http/schemas';
import { correlatedCount } from '../../records/counts';
import { recordReads } from '../../records/reads';


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

export type RolesRepository = ReturnType<typeof rolesRepository>;

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

export function rolesRepository(db: Db) {
  return {
    /** Roles of `ids` (the list's page), and one role. */
    ...recordReads(db, roles.id, (q) => q.select(roleColumns).from(roles), toAnswer),
    /** The users holding the role. */
    async holders(id: number) {
      return (await db.select({ id: users.id }).from(users).where(eq(users.roleId, id))).map((holder) => holder.id);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('roles', rolesRepository(app.db));
  },
  { name: 'roles-repository', dependencies: ['db'] },
);
