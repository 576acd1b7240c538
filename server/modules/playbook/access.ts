/**
 * Whose playbook a caller may read or edit. Customer users read their own customer's (another
 * customer's is not found); customer admins edit it. Staff (admins, partners, partner users, agents)
 * with `Enq.view` read the playbook of any customer in their project scope, named by `customer_id`.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { PERMISSION_DENIED, userCan } from '../../auth/permissions';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { projectScopeOf } from '../projects';
import { customerCondition } from '../../records/scope';
import { MESSAGES } from '../../../src/domain/validation';

export const PLAYBOOK_NOT_FOUND = 'Customer not found';
export const ONLY_CUSTOMER_ADMINS = 'Only customer admins can edit the playbook';

export function isCustomerAdmin(request: FastifyRequest): boolean {
  const { user } = requireUser(request).record;
  return user.customerId !== null && user.type === 'Customer Admin';
}

/** A preValidation guard: 403 unless the caller is a customer admin. */
export async function requireCustomerAdmin(request: FastifyRequest): Promise<void> {
  if (!isCustomerAdmin(request)) throw new HttpError(403, ONLY_CUSTOMER_ADMINS);
}

/**
 * The customer whose playbook the caller reads: their own, or for staff the one asked for.
 * @throws HttpError 403 staff without `Enq.view`; 400 staff naming no customer; 404 out of scope.
 */
export async function readableCustomer(db: Pick<Db, 'select'>, request: FastifyRequest, requested: number | undefined): Promise<{ id: number; name: string }> {
  const { user } = requireUser(request).record;
  let id: number;
  if (user.customerId !== null) {
    if (requested !== undefined && requested !== user.customerId) throw new HttpError(404, PLAYBOOK_NOT_FOUND);
    id = user.customerId;
  } else {
    if (!userCan(request, 'Enq', 'view')) throw new HttpError(403, PERMISSION_DENIED);
    if (requested === undefined) throw new HttpError(400, MESSAGES.fieldRequired, { customer_id: MESSAGES.fieldRequired });
    id = requested;
  }
  const scoped = user.customerId !== null ? undefined : customerCondition(projectScopeOf(request));
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(scoped ? and(eq(customers.id, id), scoped) : eq(customers.id, id));
  if (!row) throw new HttpError(404, PLAYBOOK_NOT_FOUND);
  return row;
}
