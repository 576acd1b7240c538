/**
 * Users' queries as a Fastify plugin (`app.users`), in the style of fastify/demo's repositories: the
 * routes say who asks and what (placement and role checks, ./placement.ts), the repository how a
 * user and the form's options are read and stored. Reads take the caller's user scope condition
 * (`userScopeCondition`, server/records/scope.ts), so a user outside it reads as none.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { agents, branches, customers, partners, roles, users } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { pick, type Option } from '../../records/fields';
import { namedOptions } from '../../records/scope-options';

type Q = Pick<Db, 'select'>;

const userColumns = {
  ...pick(users, 'id', 'name', 'email', 'phone', 'roleId'),
  roleName: roles.name,
  type: users.type,
  customerId: users.customerId,
  customerName: customers.name,
  branchId: users.branchId,
  branchName: branches.name,
  partnerId: users.partnerId,
  partnerName: partners.name,
  agentId: users.agentId,
  agentName: agents.name,
  ...pick(users, 'isAdmin', 'ispartner', 'ispartneruser', 'isagent', 'billingType', 'twoFactor', 'mustChangePassword', 'status'),
  ...revisedColumns(users),
};

function selectUsers(q: Q) {
  return q
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(branches, eq(branches.id, users.branchId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(agents, eq(agents.id, users.agentId));
}
export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

const link = (id: number | null, name: string | null): Option | null => (id === null ? null : { id, name: name ?? '' });

export function toUserAnswer(row: UserRow) {
  return {
    ...pick(row, 'id', 'name', 'email', 'phone'),
    role_id: row.roleId,
    role: { id: row.roleId, name: row.roleName },
    type: row.type,
    customer_id: row.customerId,
    customer: link(row.customerId, row.customerName),
    branch_id: row.branchId,
    branch: link(row.branchId, row.branchName),
    partner_id: row.partnerId,
    partner: link(row.partnerId, row.partnerName),
    agent_id: row.agentId,
    agent: link(row.agentId, row.agentName),
    is_admin: row.isAdmin,
    ...pick(row, 'ispartner', 'ispartneruser', 'isagent'),
    billing_type: row.billingType,
    two_factor: row.twoFactor,
    must_change_password: row.mustChangePassword,
    status: row.status,
    ...revisedAnswer(row),
  };
}
export type UserAnswer = ReturnType<typeof toUserAnswer>;

export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

export function usersRepository(db: Db) {
  return {
    /** Users of `ids` (the list's page). */
    async read(q: Q, ids: number[]) {
      return (await selectUsers(q).where(inArray(users.id, ids))).map(toUserAnswer);
    },
    /** The user if `where` (the caller's user scope) shows them. */
    async find(q: Q, id: number, where: SQL | undefined): Promise<UserRow | undefined> {
      const [row] = await selectUsers(q).where(and(eq(users.id, id), where)).limit(1);
      return row;
    },
    /** The option lists of the user form and the list filters, each held to its condition. */
    roleOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, roles, where),
    customerOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, customers, where),
    branchOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, branches, where),
    partnerOptions: (where: SQL | undefined): Promise<Option[]> => namedOptions(db, partners, where),
    agentOptions: (): Promise<Option[]> => namedOptions(db, agents),
  };
}

export default fp(
  async (app) => {
    app.decorate('users', usersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
