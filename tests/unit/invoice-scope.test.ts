/** Which invoice filters each demo account gets (src/features/invoices/invoice-scope.ts mirrors the server's Invoice scope). */
import { describe, expect, it } from 'vitest';
import { fullAccess, groupPermissions, scopedAccess, PERMISSION_KEYS } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';
import { invoiceFilters } from '../../src/features/invoices/invoice-scope';

const base: SessionUser = {
  id: 1,
  email: 'someone@example.com',
  name: 'Someone',
  role: 'Role',
  image_uri: null,
  version: 'v1.0.0',
  permissions: [],
  is_admin: false,
  ispartner: false,
  isagent: false,
  ispartneruser: false,
  billing_type: 'standard',
  type: null,
  customer_id: null,
};

describe('invoice filters', () => {
  it('offers partner, agent and customer to staff who see every invoice', () => {
    expect(invoiceFilters({ ...base, is_admin: true }, groupPermissions(fullAccess(PERMISSION_KEYS)))).toEqual({ customer: true, partner: true, agent: true });
  });
  it('offers a partner its customers and agents, an agent its customers only', () => {
    const scoped = groupPermissions(scopedAccess(['Invoice']));
    expect(invoiceFilters({ ...base, ispartner: true }, scoped)).toEqual({ customer: true, partner: false, agent: true });
    expect(invoiceFilters({ ...base, isagent: true }, scoped)).toEqual({ customer: true, partner: false, agent: false });
  });
  it('offers a customer user no customer, partner or agent filter', () => {
    expect(invoiceFilters({ ...base, type: 'Customer Admin', customer_id: 4 }, groupPermissions(scopedAccess(['Invoice'])))).toEqual({ customer: false, partner: false, agent: false });
    expect(invoiceFilters(null, groupPermissions([]))).toEqual({ customer: false, partner: false, agent: false });
  });
});
