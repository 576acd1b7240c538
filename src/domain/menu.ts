/**
 * The navigation menu of spec 2.3 and the one rule deciding which items a user sees (spec §6).
 * The server enforces permissions; this only mirrors them.
 */
import { holds, type PermissionKey, type UserPermissions } from './permissions';
import type { SessionUser } from './user';

export interface MenuItem {
  label: string;
  path: string;
  children?: MenuItem[];
}

type Visibility =
  | { kind: 'always' }
  | { kind: 'permission'; key: PermissionKey }
  | { kind: 'adminOnly' }
  | { kind: 'approvals' }
  | { kind: 'invoices' }
  | { kind: 'branches' }
  | { kind: 'playbook' };

interface MenuEntry extends MenuItem {
  shownWhen: Visibility;
}

export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', path: '/', shownWhen: { kind: 'always' } },
  { label: 'Analytics', path: '/analytics', shownWhen: { kind: 'permission', key: 'Analytics' } },
  { label: 'Manage Projects', path: '/projects', shownWhen: { kind: 'permission', key: 'Enq' } },
  { label: 'Duedate Calendar', path: '/duedate-calendar', shownWhen: { kind: 'always' } },
  { label: 'Invoices', path: '/invoices', shownWhen: { kind: 'invoices' } },
  { label: 'Manage Storage', path: '/storage', shownWhen: { kind: 'permission', key: 'Storage' } },
  { label: 'Net Promoter Score', path: '/nps', shownWhen: { kind: 'permission', key: 'NPS' } },
  { label: 'Manage Customers', path: '/customers', shownWhen: { kind: 'permission', key: 'Customer' } },
  { label: 'Manage Branches', path: '/branches', shownWhen: { kind: 'branches' } },
  { label: 'Manage Software', path: '/softwares', shownWhen: { kind: 'permission', key: 'Software' } },
  { label: 'Manage Services', path: '/services', shownWhen: { kind: 'adminOnly' } },
  { label: 'Manage Added Services', path: '/added-services', shownWhen: { kind: 'adminOnly' } },
  { label: 'Manage Approvals', path: '/manage-approvals', shownWhen: { kind: 'approvals' } },
  { label: 'Manage Partners', path: '/partners', shownWhen: { kind: 'permission', key: 'Partner' } },
  { label: 'Manage Agents', path: '/agents', shownWhen: { kind: 'permission', key: 'Agents' } },
  { label: 'Manage Users', path: '/users', shownWhen: { kind: 'permission', key: 'User' } },
  { label: 'Manage Roles', path: '/roles', shownWhen: { kind: 'permission', key: 'Role' } },
  { label: 'Manage Holidays', path: '/holidays', shownWhen: { kind: 'permission', key: 'Holiday' } },
  {
    label: 'Reports',
    path: '/reports',
    shownWhen: { kind: 'always' },
    children: [
      { label: 'Project Reports', path: '/reports/projectReports' },
      { label: 'Error Reports', path: '/reports/errorReports' },
      { label: 'Added Project Reports', path: '/reports/addedProjectReports' },
      { label: 'Delayed Project Reports', path: '/reports/delayedprojectreports' },
    ],
  },
  { label: 'Customer Playbook', path: '/customer-playbook', shownWhen: { kind: 'playbook' } },
];

export type MenuSubject = Pick<SessionUser, 'is_admin' | 'ispartner' | 'isagent' | 'ispartneruser' | 'billing_type' | 'type'>;

function isShown(rule: Visibility, user: MenuSubject, permissions: UserPermissions): boolean {
  switch (rule.kind) {
    case 'always':
      return true;
    case 'permission':
      return holds(permissions, rule.key);
    case 'adminOnly':
      return user.is_admin;
    case 'approvals':
      return holds(permissions, 'Approval') && (user.is_admin || user.ispartner);
    case 'invoices':
      return holds(permissions, 'Invoice') && user.billing_type !== 'guest_account';
    case 'branches':
      return holds(permissions, 'Branch') && user.type !== 'Customer Branch Lead';
    case 'playbook':
      return !(user.is_admin || user.ispartner || user.isagent || user.ispartneruser);
  }
}

/** Whether the menu item at `path` is shown to the user (false for a path the menu does not hold). */
export function isMenuItemShown(path: string, user: MenuSubject, permissions: UserPermissions): boolean {
  const entry = MENU.find((item) => item.path === path);
  return entry !== undefined && isShown(entry.shownWhen, user, permissions);
}

/** The menu items a user sees, in menu order. Admins hold every key through their role's permissions. */
export function visibleMenu(user: MenuSubject, permissions: UserPermissions): MenuItem[] {
  return MENU.filter((entry) => isShown(entry.shownWhen, user, permissions)).map(({ label, path, children }) =>
    children ? { label, path, children } : { label, path },
  );
}

/** A group is open when the current path starts with its target (spec 2.3). */
export function isGroupOpen(item: MenuItem, currentPath: string): boolean {
  return item.path !== '/' && currentPath.startsWith(item.path);
}
