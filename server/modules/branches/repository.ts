/**
 * Branches' queries as a Fastify plugin (`app.branches`), in the style of fastify/demo's repositories:
 * the routes say who asks and what, the repository says how it is read and stored. Every read takes
 * the caller's scope condition (server/records/scope.ts), so a branch outside it reads as none.
 */
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { agents, branches, customers, partners, users } from '../../db/schema';
import { revisedAnswer, revisedColumns } from '../../records/revision';
import { pick } from '../../records/fields';
import type { Option } from '../../records/fields';
import { customerCondition, customerIdCondition } from '../../records/scope';
import { correlatedCount } from '../../records/counts';
import { recordReads } from '../../records/reads';

type Q = Pick<Db, 'select'>;

// Written out, like the counts (server/records/counts.ts): drizzle would leave the outer column unqualified.
const leadName = sql<string | null>`(select "lead"."name" from "users" as "lead" where "lead"."id" = "branches"."lead_user_id")`;

const branchColumns = {
  ...pick(branches, 'id', 'name', 'city', 'email', 'phone', 'address', 'scopeOfWork', 'customerId'),
  customerName: customers.name,
  leadUserId: branches.leadUserId,
  leadName,
  partnerId: partners.id,
  partnerName: partners.name,
  agentId: agents.id,
  agentName: agents.name,
  userCount: correlatedCount(users, 'member', users.branchId, branches),
  status: branches.status,
  ...revisedColumns(branches),
};

function selectBranches(q: Q) {
  return q.select(branchColumns).from(branches).innerJoin(customers, eq(customers.id, branches.customerId)).leftJoin(partners, eq(partners.id, customers.partnerId)).leftJoin(agents, eq(agents.id, customers.agentId));
}
type BranchRow = Awaited<ReturnType<ReturnType<typeof selectBranches>['execute']>>[number];

const link = (id: number | null, name: string | null): Option | null => (id === null ? null : { id, name: name ?? '' });

function toBranchAnswer(row: BranchRow) {
  return {
    ...pick(row, 'id', 'name', 'city', 'email', 'phone', 'address'),
    scope_of_work: row.scopeOfWork,
    customer_id: row.customerId,
    customer: { id: row.customerId, name: row.customerName },
    lead_user_id: row.leadUserId,
    lead: link(row.leadUserId, row.leadName),
    partner: link(row.partnerId, row.partnerName),
    agent: link(row.agentId, row.agentName),
    user_count: Number(row.userCount),
    status: row.status,
    ...revisedAnswer(row),
  };
}
export type BranchAnswer = ReturnType<typeof toBranchAnswer>;

export interface BranchFilterOptions {
  customer: Option[];
  branch: Option[];
  lead: Option[];
  partner: Option[];
  agent: Option[];
}

export type BranchesRepository = ReturnType<typeof branchesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    branches: BranchesRepository;
  }
}

export function branchesRepository(db: Db) {
  const scopedCustomers = (scope: RecordScope): Promise<Option[]> =>
    db.select({ id: customers.id, name: customers.name }).from(customers).where(customerCondition(scope)).orderBy(asc(customers.name));

  return {
    /** Branches of `ids` (the list's page); one branch inside `where` (the caller's scope); answered. */
    ...recordReads(db, branches.id, selectBranches, toBranchAnswer),
    /** Whether the customer is in the scope. */
    async customerInScope(q: Q, scope: RecordScope, customerId: number) {
      const [customer] = await q.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), customerCondition(scope)));
      return customer !== undefined;
    },
    async isActiveUserOf(q: Q, userId: number, customerId: number) {
      const [user] = await q
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.customerId, customerId), eq(users.status, 'active')));
      return user !== undefined;
    },
    customers: scopedCustomers,
    /** Active users of the customer who may lead the branch: its own users or users of no branch. */
    async leadCandidates(customerId: number, branchId: number | null | undefined): Promise<Option[]> {
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.status, 'active'), branchId ? or(eq(users.branchId, branchId), isNull(users.branchId)) : undefined))
        .orderBy(asc(users.name));
    },
    /** The list filters' options inside `where` (the branch scope) and the scope's customers. */
    async filterOptions(scope: RecordScope, where: SQL | undefined): Promise<BranchFilterOptions> {
      const branchRows = await db.select({ id: branches.id, name: branches.name }).from(branches).where(where).orderBy(asc(branches.name), asc(branches.id));
      const leadRows = await db
        .selectDistinct({ id: users.id, name: users.name })
        .from(users)
        .innerJoin(branches, eq(branches.leadUserId, users.id))
        .where(where)
        .orderBy(asc(users.name), asc(users.id));
      const scopedCustomerIds = customerIdCondition(customers.id, scope);
      const partnerRows = await db
        .selectDistinct({ id: partners.id, name: partners.name })
        .from(partners)
        .innerJoin(customers, eq(customers.partnerId, partners.id))
        .where(scopedCustomerIds)
        .orderBy(asc(partners.name), asc(partners.id));
      const agentRows = await db
        .selectDistinct({ id: agents.id, name: agents.name })
        .from(agents)
        .innerJoin(customers, eq(customers.agentId, agents.id))
        .where(scopedCustomerIds)
        .orderBy(asc(agents.name), asc(agents.id));
      return { customer: await scopedCustomers(scope), branch: branchRows, lead: leadRows, partner: partnerRows, agent: agentRows };
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('branches', branchesRepository(app.db));
  },
  { name: 'branches-repository', dependencies: ['db'] },
);
