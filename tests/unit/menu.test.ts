// The menu of spec 2.3 and its visibility rules of spec §6, rule by rule and per demo account (DESIGN §8).
import { describe, expect, it } from 'vitest';
import { isGroupOpen, MENU, visibleMenu, type MenuItem } from '../../src/domain/menu';
import { fullAccess, groupPermissions, PERMISSION_KEYS, type PermissionKey } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';
import { DEMO_ACCOUNTS, permissionStringsOf } from './demo-accounts';

type Subject = Parameters<typeof visibleMenu>[0];

const plainUser: Subject = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: 'User' };
const labels = (items: MenuItem[]) => items.map((item) => item.label);
const menuOf = (user: Partial<Subject>, keys: readonly PermissionKey[] = []) =>
  labels(visibleMenu({ ...plainUser, ...user }, groupPermissions(fullAccess(keys))));

describe('the menu of spec 2.3', () => {
  it('lists every item with its path, in order', () => {
    expect(MENU.map(({ label, path }) => [label, path])).toEqual([
      ['Dashboard', '/'],
      ['Analytics', '/analytics'],
      ['Manage Projects', '/projects'],
      ['Duedate Calendar', '/duedate-calendar'],
      ['Invoices', '/invoices'],
      ['Manage Storage', '/storage'],
      ['Net Promoter Score', '/nps'],
      ['Manage Customers', '/customers'],
      ['Manage Branches', '/branches'],
      ['Manage Software', '/softwares'],
      ['Manage Services', '/services'],
      ['Manage Added Services', '/added-services'],
      ['Manage Approvals', '/manage-approvals'],
      ['Manage Partners', '/partners'],
      ['Manage Agents', '/agents'],
      ['Manage Users', '/users'],
      ['Manage Roles', '/roles'],
      ['Manage Holidays', '/holidays'],
      ['Reports', '/reports'],
      ['Customer Playbook', '/customer-playbook'],
    ]);
  });

  it('nests the four report screens under Reports', () => {
    const reports = visibleMenu(plainUser, {}).find((item) => item.label === 'Reports');
    expect(reports?.children?.map(({ label, path }) => [label, path])).toEqual([
      ['Project Reports', '/reports/projectReports'],
      ['Error Reports', '/reports/errorReports'],
      ['Added Project Reports', '/reports/addedProjectReports'],
      ['Delayed Project Reports', '/reports/delayedprojectreports'],
    ]);
  });

  it('returns plain items without the visibility rule attached', () => {
    for (const item of visibleMenu({ ...plainUser, is_admin: true }, groupPermissions(fullAccess(PERMISSION_KEYS)))) {
      expect(Object.keys(item).sort()).toEqual(item.children ? ['children', 'label', 'path'] : ['label', 'path']);
    }
  });
});

describe('visibility rules of spec §6', () => {
  it('shows Dashboard, Duedate Calendar, Reports and Customer Playbook to an ordinary user without permissions', () => {
    expect(menuOf({})).toEqual(['Dashboard', 'Duedate Calendar', 'Reports', 'Customer Playbook']);
  });

  it('always shows the Dashboard, whoever the user is', () => {
    for (const kind of ['is_admin', 'ispartner', 'isagent', 'ispartneruser'] as const) {
      expect(menuOf({ [kind]: true, type: null })[0]).toBe('Dashboard');
    }
  });

  it.each([
    ['Analytics', 'Analytics'],
    ['Manage Projects', 'Enq'],
    ['Manage Storage', 'Storage'],
    ['Net Promoter Score', 'NPS'],
    ['Manage Customers', 'Customer'],
    ['Manage Software', 'Software'],
    ['Manage Partners', 'Partner'],
    ['Manage Agents', 'Agents'],
    ['Manage Users', 'User'],
    ['Manage Roles', 'Role'],
    ['Manage Holidays', 'Holiday'],
  ] as const)('shows %s only with permission %s', (label, key) => {
    expect(menuOf({}, [key])).toContain(label);
    expect(menuOf({})).not.toContain(label);
    const allButThis = PERMISSION_KEYS.filter((k) => k !== key);
    expect(menuOf({}, allButThis)).not.toContain(label);
  });

  it('counts a key as held when any one action of it is granted', () => {
    for (const action of ['view', 'create', 'update', 'delete', 'seeAll']) {
      expect(labels(visibleMenu(plainUser, groupPermissions([`Enq.${action}`])))).toContain('Manage Projects');
    }
  });

  it('shows Duedate Calendar and Reports to everyone', () => {
    for (const user of [{}, { is_admin: true }, { ispartner: true }, { isagent: true }, { ispartneruser: true }]) {
      expect(menuOf(user)).toEqual(expect.arrayContaining(['Duedate Calendar', 'Reports']));
    }
  });

  describe('Invoices', () => {
    it('shows with permission Invoice', () => expect(menuOf({}, ['Invoice'])).toContain('Invoices'));
    it('hides without it', () => expect(menuOf({})).not.toContain('Invoices'));
    it('hides for billing type guest_account even with the permission', () =>
      expect(menuOf({ billing_type: 'guest_account' }, ['Invoice'])).not.toContain('Invoices'));
  });

  describe('Manage Branches', () => {
    it('shows with permission Branch', () => expect(menuOf({ type: 'Branch Admin' }, ['Branch'])).toContain('Manage Branches'));
    it('hides without it', () => expect(menuOf({})).not.toContain('Manage Branches'));
    it('hides for a Customer Branch Lead even with the permission', () =>
      expect(menuOf({ type: 'Customer Branch Lead' }, ['Branch'])).not.toContain('Manage Branches'));
  });

  describe('Manage Services and Manage Added Services (admins only)', () => {
    it('show for an admin, even without any permission', () =>
      expect(menuOf({ is_admin: true, type: null })).toEqual(expect.arrayContaining(['Manage Services', 'Manage Added Services'])));
    it.each(['ispartner', 'isagent', 'ispartneruser'] as const)('hide for %s holding every key', (kind) => {
      const menu = menuOf({ [kind]: true, type: null }, PERMISSION_KEYS);
      expect(menu).not.toContain('Manage Services');
      expect(menu).not.toContain('Manage Added Services');
    });
    it('hide for a customer user holding every key', () => {
      expect(menuOf({ type: 'Customer Admin' }, PERMISSION_KEYS)).not.toContain('Manage Services');
    });
  });

  describe('Manage Approvals (permission Approval, admins or partners)', () => {
    it('shows for an admin with Approval', () => expect(menuOf({ is_admin: true, type: null }, ['Approval'])).toContain('Manage Approvals'));
    it('shows for a partner with Approval', () => expect(menuOf({ ispartner: true, type: null }, ['Approval'])).toContain('Manage Approvals'));
    it('hides for an admin without Approval', () => expect(menuOf({ is_admin: true, type: null })).not.toContain('Manage Approvals'));
    it('hides for a partner without Approval', () => expect(menuOf({ ispartner: true, type: null })).not.toContain('Manage Approvals'));
    it.each([
      ['an agent', { isagent: true, type: null }],
      ['a partner user', { ispartneruser: true, type: null }],
      ['a Customer Admin', { type: 'Customer Admin' }],
      ['an ordinary user', {}],
    ] as const)('hides for %s even with Approval', (_who, user) => expect(menuOf(user, ['Approval'])).not.toContain('Manage Approvals'));
  });

  describe('Customer Playbook (everyone except admins, partners, agents and partner users)', () => {
    it.each(['is_admin', 'ispartner', 'isagent', 'ispartneruser'] as const)('hides for %s', (kind) =>
      expect(menuOf({ [kind]: true, type: null })).not.toContain('Customer Playbook'));
    it.each(['User', 'Customer Admin', 'Branch Admin', 'Customer Branch Lead'] as const)('shows for a %s', (type) =>
      expect(menuOf({ type })).toContain('Customer Playbook'));
    it('shows for a guest_account user', () => expect(menuOf({ billing_type: 'guest_account' })).toContain('Customer Playbook'));
  });

  it('keeps the menu order whatever order the permissions come in', () => {
    const reversed = [...fullAccess(PERMISSION_KEYS)].reverse();
    expect(labels(visibleMenu({ ...plainUser, is_admin: true, type: null }, groupPermissions(reversed)))).toEqual(
      DEMO_ACCOUNTS[0]?.menu,
    );
  });
});

describe('the demo accounts of DESIGN §8', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))('%s sees exactly its menu column', (_email, account) => {
    const user: Pick<SessionUser, keyof Subject> = account.user;
    expect(labels(visibleMenu(user, groupPermissions(permissionStringsOf(account))))).toEqual(account.menu);
  });

  it('admin sees every item but Customer Playbook', () => {
    const admin = DEMO_ACCOUNTS.find((account) => account.email === 'admin@example.com');
    expect(admin?.menu).toEqual(MENU.map((item) => item.label).filter((label) => label !== 'Customer Playbook'));
  });
});

describe('isGroupOpen', () => {
  const reports = MENU.find((item) => item.label === 'Reports') as MenuItem;
  const dashboard = MENU.find((item) => item.label === 'Dashboard') as MenuItem;

  it('opens a group while the current path starts with its target', () => {
    expect(isGroupOpen(reports, '/reports')).toBe(true);
    expect(isGroupOpen(reports, '/reports/')).toBe(true);
    expect(isGroupOpen(reports, '/reports/errorReports')).toBe(true);
    expect(isGroupOpen(reports, '/reports/delayedprojectreports')).toBe(true);
  });

  it('keeps it closed elsewhere', () => {
    expect(isGroupOpen(reports, '/')).toBe(false);
    expect(isGroupOpen(reports, '/projects')).toBe(false);
    expect(isGroupOpen(reports, '/customer-playbook')).toBe(false);
  });

  it('never counts the Dashboard as a group every path is inside of', () => {
    expect(isGroupOpen(dashboard, '/')).toBe(false);
    expect(isGroupOpen(dashboard, '/projects')).toBe(false);
  });
});
