/** Every demo account of DESIGN §8 signs in and sees exactly the menu of its row. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibleMenu } from '../../src/domain/menu';
import { groupPermissions } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';
import { BACKENDS, dataOf, checkin, enc, json, latestCode, login, post, startApp, type TestApp } from './helper';

const ADMIN_MENU = [
  'Dashboard', 'Analytics', 'Manage Projects', 'Duedate Calendar', 'Invoices', 'Manage Storage', 'Net Promoter Score',
  'Manage Customers', 'Manage Branches', 'Manage Software', 'Manage Services', 'Manage Added Services', 'Manage Approvals',
  'Manage Partners', 'Manage Agents', 'Manage Users', 'Manage Roles', 'Manage Holidays', 'Reports',
];

const EXPECTED: Record<string, string[]> = {
  'admin@example.com': ADMIN_MENU,
  'ops@example.com': ADMIN_MENU,
  'partner@example.com': ['Dashboard', 'Analytics', 'Manage Projects', 'Duedate Calendar', 'Invoices', 'Manage Storage', 'Net Promoter Score', 'Manage Customers', 'Manage Branches', 'Manage Approvals', 'Manage Agents', 'Manage Users', 'Reports'],
  'partneruser@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Manage Customers', 'Reports'],
  'agent@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Invoices', 'Manage Customers', 'Reports'],
  'customeradmin@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Invoices', 'Manage Storage', 'Net Promoter Score', 'Manage Branches', 'Manage Users', 'Reports', 'Customer Playbook'],
  'branchadmin@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Manage Storage', 'Net Promoter Score', 'Manage Branches', 'Manage Users', 'Reports', 'Customer Playbook'],
  'branchlead@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Net Promoter Score', 'Reports', 'Customer Playbook'],
  'user@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Net Promoter Score', 'Reports', 'Customer Playbook'],
  'guest@example.com': ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Reports', 'Customer Playbook'],
};

describe.each(BACKENDS)('demo accounts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function tokenOf(email: string): Promise<string> {
    if (email !== 'ops@example.com') return login(t.app, email);
    expect(json(await checkin(t.app, { email })).status).toBe(206);
    const code = await latestCode(t, email);
    return dataOf(await post(t.app, '/api/auth/checkotplogin', { email, customerid: 0, code: enc(code) }));
  }

  it.each(Object.entries(EXPECTED))('%s sees its menu', async (email, menu) => {
    const token = await tokenOf(email);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const user = (response.json() as { data: SessionUser }).data;
    expect(user.email).toBe(email);
    expect(visibleMenu(user, groupPermissions(user.permissions)).map((item) => item.label)).toEqual(menu);
  });

  it('expired@example.com must change its password (205)', async () => {
    expect(json(await checkin(t.app, { email: 'expired@example.com' })).status).toBe(205);
  });

  it('holds the demo data the screens need', async () => {
    const { sql } = await import('drizzle-orm');
    const count = async (table: string) => {
      const result = await t.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    expect(await count('partners')).toBe(3);
    expect(await count('agents')).toBe(3);
    expect(await count('customers')).toBe(6);
    expect(await count('branches')).toBeGreaterThanOrEqual(12);
    expect(await count('services')).toBeGreaterThanOrEqual(3);
    expect(await count('added_services')).toBeGreaterThanOrEqual(3);
    expect(await count('softwares')).toBeGreaterThanOrEqual(3);
    const soon = await t.app.db.execute(
      sql`select count(*)::int as n from holidays where holiday_to >= current_date + 1 and holiday_from <= current_date + 14`,
    );
    expect(Number((soon as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThanOrEqual(1);
  });
});
