/**
 * A new customer user due for the rating popup: a user of Summit Builders' Denver branch, which has
 * completed work, who has never rated (the demo accounts rated lately, so the server does not ask them).
 * Used by the suites that need the popup to open (nps, sign-in dialogs, rating popup paths).
 */
import { apiData } from './harness';

export interface NewCustomerUser {
  name: string;
  email: string;
  phone: string;
  password: string;
}

type Option = { id: number; name: string };

/** Creates the user as the administrator whose token is given. */
export async function createDueCustomerUser(baseUrl: string, adminToken: string, user: NewCustomerUser): Promise<void> {
  const customers = await apiData<Option[]>(baseUrl, adminToken, '/review/filters/customers', {});
  const summit = customers.find((c) => c.name === 'Summit Builders');
  if (!summit) throw new Error('seeded customer Summit Builders missing');
  const branches = await apiData<Option[]>(baseUrl, adminToken, '/review/filters/branches', { customer_id: summit.id });
  const denver = branches.find((b) => b.name === 'Denver Headquarters');
  const roles = await apiData<{ data: Option[] }>(baseUrl, adminToken, '/roles', { pageNumber: 1, pageSize: 100 });
  const role = roles.data.find((r) => r.name === 'User');
  if (!denver || !role) throw new Error('seeded branch Denver Headquarters or role User missing');
  await apiData(baseUrl, adminToken, '/users/create', {
    ...user,
    role_id: role.id,
    type: 'User',
    customer_id: summit.id,
    branch_id: denver.id,
    must_change_password: false,
  });
}
