/**
 * The project cards, all over the caller's `Enq` scope and one `group by` each (index-friendly at
 * 100,000 projects): counts per status, projects per service (the "user service" card), the top 5
 * customers by projects, and the project dashboard (overdue, due this week, created and completed per
 * month).
 */
import { count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES, PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import type { Db } from '../../db/client';
import { branches, customers, projects, services } from '../../db/schema';
import { dueCondition, projectCondition } from '../projects';
import { array, cardWhere, int, lastMonths, str, type CardScope } from './context';
import { objectSchema, workTypeSchema, type FromSchema } from '../../http/schemas';

const projectWhere = (card: CardScope, ...more: (SQL | undefined)[]) => cardWhere(card, projectCondition(card.scope), projects.customerId, ...more);

export const projectStatusSchema = array(objectSchema({ status: { type: 'string', enum: [...PROJECT_STATUSES] }, count: int }));
type StatusCount = FromSchema<typeof projectStatusSchema>[number];

/** Every status with its count (0 included), in the lifecycle's order. */
export async function projectStatusCounts(db: Db, card: CardScope): Promise<StatusCount[]> {
  const rows = await db.select({ status: projects.status, count: count() }).from(projects).where(projectWhere(card)).groupBy(projects.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.count]));
  return PROJECT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 }));
}

export const serviceCountsSchema = array(objectSchema({ service_id: int, service: str, work_type: workTypeSchema, count: int }));
type ServiceCount = FromSchema<typeof serviceCountsSchema>[number];

/** Projects per service, most first. */
export async function projectsPerService(db: Db, card: CardScope): Promise<ServiceCount[]> {
  const perService = db
    .select({ serviceId: projects.serviceId, count: count().as('count') })
    .from(projects)
    .where(projectWhere(card))
    .groupBy(projects.serviceId)
    .as('per_service');
  const rows = await db
    .select({ service_id: services.id, service: services.name, work_type: services.workType, count: perService.count })
    .from(perService)
    .innerJoin(services, eq(services.id, perService.serviceId))
    .orderBy(desc(perService.count), services.name);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The top customers or branches. */
export const topGroupsSchema = array(objectSchema({ id: int, name: str, projects: int, open: int, completed: int }));
type TopCustomer = FromSchema<typeof topGroupsSchema>[number];

export const TOP = 5;

/** The five of `group` (customers or branches) with the most projects, their open and completed counts. */
async function topByProjects(db: Db, card: CardScope, group: typeof projects.customerId | typeof projects.branchId, named: typeof customers | typeof branches): Promise<TopCustomer[]> {
  const perGroup = db
    .select({
      groupId: group,
      total: count().as('total'),
      open: sql<number>`count(*) filter (where ${inArray(projects.status, [...OPEN_STATUSES])})`.mapWith(Number).as('open'),
      completed: sql<number>`count(*) filter (where ${projects.status} = 'completed')`.mapWith(Number).as('completed'),
    })
    .from(projects)
    .where(projectWhere(card))
    .groupBy(group)
    .orderBy(desc(count()), group)
    .limit(TOP)
    .as('per_group');
  const rows = await db
    .select({ id: named.id, name: named.name, projects: perGroup.total, open: perGroup.open, completed: perGroup.completed })
    .from(perGroup)
    .innerJoin(named, eq(named.id, perGroup.groupId))
    .orderBy(desc(perGroup.total), named.id);
  return rows.map((row) => ({ id: row.id, name: row.name, projects: Number(row.projects), open: Number(row.open), completed: Number(row.completed) }));
}

/** The five customers with the most projects. */
export const topCustomers = (db: Db, card: CardScope) => topByProjects(db, card, projects.customerId, customers);

/**
 * The five branches with the most projects: for one customer (a customer user's dashboard, or the
 * customer dashboard) what "Top 5 Customers" would show as a single row.
 */
export const topBranches = (db: Db, card: CardScope) => topByProjects(db, card, projects.branchId, branches);

export const projectDashboardSchema = objectSchema({
  open: int,
  overdue: int,
  due_this_week: int,
  created_this_month: int,
  completed_this_month: int,
  months: array(objectSchema({ month: str, created: int, completed: int })),
});
type ProjectDashboard = FromSchema<typeof projectDashboardSchema>;

export const PROJECT_MONTHS = 6;

/** Open work that is overdue or due within seven days, and what was created and completed per month. */
export async function projectDashboard(db: Db, card: CardScope): Promise<ProjectDashboard> {
  const months = lastMonths(card.today, PROJECT_MONTHS);
  const since = `${months[0]}-01T00:00:00Z`;
  // The same conditions as the project list's `due` filter, which these counts link to.
  const [due] = await db
    .select({
      open: count(),
      overdue: sql<number>`count(*) filter (where ${dueCondition('overdue', card.today)})`.mapWith(Number),
      dueThisWeek: sql<number>`count(*) filter (where ${dueCondition('this_week', card.today)})`.mapWith(Number),
    })
    .from(projects)
    .where(projectWhere(card, dueCondition('open', card.today)));
  const monthOf = (column: typeof projects.createdAt | typeof projects.completedAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  const created = await db
    .select({ month: monthOf(projects.createdAt), count: count() })
    .from(projects)
    .where(projectWhere(card, gte(projects.createdAt, new Date(since))))
    .groupBy(monthOf(projects.createdAt));
  const completed = await db
    .select({ month: monthOf(projects.completedAt), count: count() })
    .from(projects)
    .where(projectWhere(card, eq(projects.status, 'completed'), gte(projects.completedAt, new Date(since))))
    .groupBy(monthOf(projects.completedAt));
  const createdBy = new Map(created.map((row) => [row.month, row.count]));
  const completedBy = new Map(completed.map((row) => [row.month, row.count]));
  const series = months.map((month) => ({ month, created: createdBy.get(month) ?? 0, completed: completedBy.get(month) ?? 0 }));
  const current = series[series.length - 1];
  return {
    open: due?.open ?? 0,
    overdue: due?.overdue ?? 0,
    due_this_week: due?.dueThisWeek ?? 0,
    created_this_month: current?.created ?? 0,
    completed_this_month: current?.completed ?? 0,
    months: series,
  };
}

/** How many projects the scope holds, and how many are open and completed (the count details). */
export async function projectTotals(db: Db, card: CardScope): Promise<{ total: number; open: number; completed: number }> {
  const counts = await projectStatusCounts(db, card);
  const total = counts.reduce((sum, row) => sum + row.count, 0);
  const open = counts.filter((row) => OPEN_STATUSES.includes(row.status)).reduce((sum, row) => sum + row.count, 0);
  return { total, open, completed: counts.find((row) => row.status === 'completed')?.count ?? 0 };
}
