/**
 * Which invoice filters a user gets, mirroring the server's Invoice scope (src/domain/scope.ts):
 * customer users see their own customer's invoices, so the customer, partner and agent filters go;
 * partners and agents see their customers (no partner filter for them); staff with Invoice.seeAll
 * filter by everything. The server holds every query to the scope whatever is sent.
 */
import { can, type UserPermissions } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';

export interface InvoiceFilterSet {
  customer: boolean;
  partner: boolean;
  agent: boolean;
}

export function invoiceFilters(user: SessionUser | null, permissions: UserPermissions): InvoiceFilterSet {
  if (!user) return { customer: false, partner: false, agent: false };
  if (can(permissions, 'Invoice', 'list')) return { customer: true, partner: true, agent: true };
  if (user.customer_id !== null) return { customer: false, partner: false, agent: false };
  return { customer: true, partner: false, agent: !user.isagent };
}
