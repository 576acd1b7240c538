/**
 * The checks a project create or update makes on what it links to (spec §7.6, DESIGN §7): whose
 * customer and branch it may be, that service, software, add-ons and assignee exist and are active,
 * that the software is offered for the service, and that the due date is not a blocked day. Each
 * refusal is a 400 at its field; routes run them before writing anything.
 */
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { blockReason } from '../../../src/domain/due-dates';
import type { ProjectSide } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import { holidaysBetween, serverToday } from '../../calendar/blocked-days';
import { addedServices, branches, customers, serviceSoftwares, services, softwares, users } from '../../db/schema';
import { fieldError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { Tx } from '../../realtime/notify';
import { customerCondition } from '../../records/scope';
import { DUE_DATE_BLOCKED, PROJECT_MESSAGES } from './shape';

type Reader = Pick<Tx, 'select'>;

/**
 * The customer and branch a project gets. A customer user's is their own customer; a customer admin
 * (or a user without a branch) picks any active branch of it, every other customer user gets their own
 * branch. Staff, partners and agents pick an active customer of their scope and one of its active branches.
 */
export async function resolvePlace(
  db: Reader,
  request: FastifyRequest,
  scope: RecordScope,
  input: { customer_id: number | null; branch_id: number | null },
): Promise<{ customerId: number; branchId: number }> {
  const { user } = requireUser(request).record;
  let customerId = input.customer_id;
  if (user.customerId !== null) {
    if (customerId !== null && customerId !== user.customerId) throw fieldError('customer_id', PROJECT_MESSAGES.ownCustomerOnly);
    customerId = user.customerId;
  }
  if (customerId === null) throw fieldError('customer_id', 'Choose a customer');
  const [customer] = await db
    .select({ id: customers.id, status: customers.status })
    .from(customers)
    .where(and(eq(customers.id, customerId), customerCondition(scope)));
  if (!customer) throw fieldError('customer_id', PROJECT_MESSAGES.customerNotFound);
  if (customer.status !== 'active') throw fieldError('customer_id', PROJECT_MESSAGES.customerInactive);

  let branchId = input.branch_id;
  const ownBranchOnly = user.customerId !== null && user.type !== 'Customer Admin' && user.branchId !== null;
  if (ownBranchOnly) {
    if (branchId !== null && branchId !== user.branchId) throw fieldError('branch_id', PROJECT_MESSAGES.ownBranchOnly);
    branchId = user.branchId;
  }
  if (branchId === null) throw fieldError('branch_id', 'Choose a branch');
  await checkBranch(db, customerId, branchId);
  return { customerId, branchId };
}

export async function checkBranch(db: Reader, customerId: number, branchId: number): Promise<void> {
  const [branch] = await db
    .select({ status: branches.status })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.customerId, customerId)));
  if (!branch) throw fieldError('branch_id', PROJECT_MESSAGES.branchNotFound);
  if (branch.status !== 'active') throw fieldError('branch_id', PROJECT_MESSAGES.branchInactive);
}

/** The service (active) and the work type the project gets: the service's, which a given one must match. */
export async function checkService(db: Reader, serviceId: number, workType: string | undefined): Promise<{ workType: 'QTO' | 'FTE' | 'Others' }> {
  const [service] = await db.select({ status: services.status, workType: services.workType, name: services.name }).from(services).where(eq(services.id, serviceId));
  if (!service) throw fieldError('service_id', PROJECT_MESSAGES.serviceNotFound);
  if (service.status !== 'active') throw fieldError('service_id', PROJECT_MESSAGES.serviceInactive);
  if (workType !== undefined && workType !== service.workType) throw fieldError('service_id', `${service.name} is ${service.workType} work, not ${workType}: choose a ${workType} service`);
  return { workType: service.workType };
}

/** The software exists, is active and (when the service lists its software) is offered for the service. */
export async function checkSoftware(db: Reader, serviceId: number, softwareId: number | null): Promise<void> {
  if (softwareId === null) return;
  const [software] = await db.select({ status: softwares.status }).from(softwares).where(eq(softwares.id, softwareId));
  if (!software) throw fieldError('software_id', PROJECT_MESSAGES.softwareNotFound);
  if (software.status !== 'active') throw fieldError('software_id', PROJECT_MESSAGES.softwareInactive);
  const offered = await db.select({ softwareId: serviceSoftwares.softwareId }).from(serviceSoftwares).where(eq(serviceSoftwares.serviceId, serviceId));
  if (offered.length > 0 && !offered.some((row) => row.softwareId === softwareId)) throw fieldError('software_id', PROJECT_MESSAGES.softwareNotOffered);
}

export async function checkAddons(db: Reader, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select({ id: addedServices.id, status: addedServices.status }).from(addedServices).where(inArray(addedServices.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row.status]));
  ids.forEach((id, i) => {
    const status = byId.get(id);
    if (status === undefined) throw fieldError(`added_service_ids.${i}`, PROJECT_MESSAGES.addonNotFound);
    if (status !== 'active') throw fieldError(`added_service_ids.${i}`, PROJECT_MESSAGES.addonInactive);
  });
}

/**
 * Who may be assigned projects: active provider users (no customer, not an agent). Administrators
 * choose among all of them; a partner or partner user among their own partner's people.
 */
export function assigneeCondition(scope: RecordScope): SQL | undefined {
  const provider = and(eq(users.status, 'active'), isNull(users.customerId), eq(users.isagent, false));
  if (scope.kind === 'all') return provider;
  if (scope.kind === 'partner') return and(provider, eq(users.partnerId, scope.partnerId));
  return undefined;
}

/**
 * Who may work on a customer's project: an active administrator, or an active provider user (not an
 * agent) of the customer's partner. Create, update and changeAssignee all hold to it.
 */
export function assigneeForCustomer(customerId: number): SQL {
  return and(
    eq(users.status, 'active'),
    isNull(users.customerId),
    eq(users.isagent, false),
    or(eq(users.isAdmin, true), eq(users.partnerId, sql`(select ${customers.partnerId} from ${customers} where ${customers.id} = ${customerId})`)),
  )!;
}

export async function checkAssignee(db: Reader, side: ProjectSide, scope: RecordScope, assigneeId: number | null, customerId: number): Promise<void> {
  if (assigneeId === null) return;
  if (side !== 'provider') throw fieldError('assignee_id', PROJECT_MESSAGES.assigneeByProvider);
  const condition = assigneeCondition(scope);
  if (!condition) throw fieldError('assignee_id', PROJECT_MESSAGES.assigneeNotFound);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, assigneeId), condition, assigneeForCustomer(customerId)));
  if (!row) throw fieldError('assignee_id', PROJECT_MESSAGES.assigneeNotFound);
}

/** 400 at `due_date` unless the day may be a due date today (not past, today, a Sunday or a holiday). */
export async function checkDueDate(db: Reader, day: string): Promise<void> {
  const holidays = await holidaysBetween(db, day, day);
  const reason = blockReason(day, serverToday(), holidays);
  if (!reason) return;
  const message = reason === 'holiday' && holidays[0] ? `${DUE_DATE_BLOCKED.holiday} (${holidays[0].name})` : DUE_DATE_BLOCKED[reason];
  throw fieldError('due_date', message);
}
