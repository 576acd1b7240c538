// Public routes of spec 2.1 and the "never redirected to login" rule; the shell routes' access table.
import { describe, expect, it } from 'vitest';
import { MENU, visibleMenu } from '../../src/domain/menu';
import { groupPermissions } from '../../src/domain/permissions';
import { ROUTES, isPublicPath } from '../../src/domain/routes';
import { SHELL_ROUTES, mayOpen } from '../../src/domain/shell-routes';
import { DEMO_ACCOUNTS, permissionStringsOf } from './demo-accounts';

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/login/',
    '/forgot-password',
    '/forgot-password/',
    '/forgot-password/verify-email/a%40b.co/12',
    '/forgot-password/reset-password/a%40b.co',
    '/otpVerification/a%40b.co/12',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/', '/projects', '/profile', '/notfound', '/loginx', '/login/extra', '/logins', '/customers/login'])(
    '%s is not public',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});

describe('ROUTES', () => {
  it('encodes the parts of the parameterised routes', () => {
    expect(ROUTES.otpVerification('a+b@c.co', 12)).toBe('/otpVerification/a%2Bb%40c.co/12');
    expect(ROUTES.verifyEmail('a@b.co', '7')).toBe('/forgot-password/verify-email/a%40b.co/7');
    expect(ROUTES.resetPassword('a/b@c.co')).toBe('/forgot-password/reset-password/a%2Fb%40c.co');
  });

  it('names the fixed routes', () => {
    expect([ROUTES.home, ROUTES.login, ROUTES.notFound, ROUTES.forgotPassword, ROUTES.profile]).toEqual([
      '/', '/login', '/notfound', '/forgot-password', '/profile',
    ]);
  });
});

describe('the route guard table (SHELL_ROUTES access)', () => {
  const accountOf = (email: string) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    if (!account) throw new Error(`no demo account ${email}`);
    return account;
  };
  const opens = (email: string, path: string) => {
    const account = accountOf(email);
    const route = SHELL_ROUTES.find((candidate) => candidate.path === path);
    if (!route) throw new Error(`no route ${path}`);
    return mayOpen(route.access, account.user, groupPermissions(permissionStringsOf(account)));
  };

  it('opens every route to an administrator', () => {
    expect(SHELL_ROUTES.filter((route) => !opens('admin@example.com', route.path)).map((route) => route.path)).toEqual([]);
  });

  it('refuses the forms of the issue to a user without their keys', () => {
    expect(opens('user@example.com', '/roles/create')).toBe(false);
    expect(opens('user@example.com', '/users/create')).toBe(false);
    expect(opens('user@example.com', '/holidays')).toBe(false);
    expect(opens('user@example.com', '/customers/edit/:customer_id')).toBe(false);
  });

  it('refuses every Branches route to a Branch Lead, who holds the Branch key but not its menu item', () => {
    for (const path of ['/branches', '/branches/create', '/branches/edit/:branch_id']) expect(opens('branchlead@example.com', path)).toBe(false);
    expect(opens('branchadmin@example.com', '/branches')).toBe(true);
  });

  it('refuses the admin-only areas to a partner and the Invoices to a guest account', () => {
    expect(opens('partner@example.com', '/services/create')).toBe(false);
    expect(opens('partner@example.com', '/added-services')).toBe(false);
    expect(opens('guest@example.com', '/invoices/view/:customer_id')).toBe(false);
    expect(opens('agent@example.com', '/invoices/view/:customer_id')).toBe(true);
  });

  it('needs the exact flag: view for a list, create for a create form, update for an edit form unless it can show itself read-only', () => {
    const user = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: null } as const;
    const viewOnly = groupPermissions(['Role.view']);
    const route = (path: string) => SHELL_ROUTES.find((candidate) => candidate.path === path)?.access ?? {};
    expect(mayOpen(route('/roles'), user, viewOnly)).toBe(true);
    expect(mayOpen(route('/roles/create'), user, viewOnly)).toBe(false);
    // The role, user and customer forms show themselves read-only without the update flag.
    expect(mayOpen(route('/roles/edit/:role_id'), user, viewOnly)).toBe(true);
    expect(mayOpen(route('/users/edit/:user_id'), user, groupPermissions(['User.view']))).toBe(true);
    expect(mayOpen(route('/customers/edit/:customer_id'), user, groupPermissions(['Customer.view']))).toBe(true);
    expect(mayOpen(route('/customers/create'), user, groupPermissions(['Customer.view']))).toBe(false);
  });

  it('opens a menu area exactly to the accounts whose menu shows it (menu and guard agree)', () => {
    for (const account of DEMO_ACCOUNTS) {
      const permissions = groupPermissions(permissionStringsOf(account));
      for (const item of MENU) {
        const route = SHELL_ROUTES.find((candidate) => candidate.path === item.path);
        if (route?.access.menu !== item.path) continue;
        const shown = visibleMenu(account.user, permissions).some((visible) => visible.path === item.path);
        expect(mayOpen(route.access, account.user, permissions), `${account.email} ${item.path}`).toBe(shown);
      }
    }
  });

  it('names only menu paths the menu holds', () => {
    const menuPaths = new Set(MENU.map((item) => item.path));
    for (const route of SHELL_ROUTES) if (route.access.menu !== undefined) expect(menuPaths.has(route.access.menu), route.path).toBe(true);
  });
});
