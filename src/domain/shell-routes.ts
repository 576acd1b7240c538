/**
 * The one table of shell routes of spec 2.2 with what each needs: the route guard reads it, the
 * server enforces the same keys on the calls behind each screen (docs/client-guards.md).
 */
import { isMenuItemShown, type MenuSubject } from './menu';
import { can, type ActionFlags, type PermissionKey, type UserPermissions } from './permissions';

/**
 * What opening a shell route needs, every given part at once: the menu item of its area shown to the
 * user (spec 2.3's rules: admin only, hidden for a Branch Lead, ...) and one flag of a permission key.
 * No part: any signed-in user.
 */
export interface RouteAccess {
  menu?: string;
  needs?: { key: PermissionKey; action: keyof ActionFlags };
}

/** A shell route of spec 2.2: its path (wouter pattern), the title its screen shows and its access. */
export interface ShellRoute {
  path: string;
  title: string;
  access: RouteAccess;
}

const SIGNED_IN: RouteAccess = {};

/** An area's menu item and key: its view flag for reading, create and update for the forms. */
const area = (menu: string, key: PermissionKey | null, action: keyof ActionFlags = 'view'): RouteAccess =>
  key ? { menu, needs: { key, action } } : { menu };

/**
 * A record area of spec 2.2: list, create and edit, behind its menu item and key. An area whose form
 * shows itself read-only to a user without the update flag (`readOnlyView`) opens its edit route
 * with the view flag (ADR 0050, 0081).
 */
const crud = (base: string, list: string, thing: string, idParam: string, key: PermissionKey | null, readOnlyView = false): ShellRoute[] => [
  { path: `/${base}`, title: list, access: area(`/${base}`, key) },
  { path: `/${base}/create`, title: `Create ${thing}`, access: area(`/${base}`, key, 'create') },
  { path: `/${base}/edit/:${idParam}`, title: `Edit ${thing}`, access: area(`/${base}`, key, readOnlyView ? 'view' : 'update') },
];

/** Every shell route but `/` and `/notfound` (open to any signed-in user), in spec order. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  // The Dashboard's cards over one customer: each card asks for its own key, the server scopes the customer.
  { path: '/customer-dashboard/:customerId', title: 'Customer Dashboard', access: SIGNED_IN },
  { path: '/view-customer/:customerId', title: 'View Customer', access: area('/customers', 'Customer') },
  { path: '/nps', title: 'Net Promoter Score', access: area('/nps', 'NPS') },
  { path: '/nps/nps-details', title: 'NPS Details', access: area('/nps', 'NPS') },
  { path: '/review', title: 'Review', access: area('/nps', 'NPS') },
  { path: '/profile', title: 'Profile', access: SIGNED_IN },
  ...crud('roles', 'Manage Roles', 'Role', 'role_id', 'Role', true),
  // Services and added services are administrators' (their menu items are admin only).
  ...crud('added-services', 'Manage Added Services', 'Added Service', 'addon_id', null),
  ...crud('partners', 'Manage Partners', 'Partner', 'partner_id', 'Partner', true),
  ...crud('users', 'Manage Users', 'User', 'user_id', 'User', true),
  ...crud('branches', 'Manage Branches', 'Branch', 'branch_id', 'Branch'),
  ...crud('services', 'Manage Services', 'Service', 'service_id', null),
  { path: '/invoices', title: 'Invoices', access: area('/invoices', 'Invoice') },
  { path: '/invoices/view/:customer_id', title: 'View Invoice', access: area('/invoices', 'Invoice') },
  { path: '/analytics', title: 'Analytics', access: area('/analytics', 'Analytics') },
  { path: '/duedate-calendar', title: 'Duedate Calendar', access: SIGNED_IN },
  ...crud('projects', 'Manage Projects', 'Project', 'project_id', 'Enq'),
  { path: '/projects/view/:project_id', title: 'View Project', access: area('/projects', 'Enq') },
  ...crud('customers', 'Manage Customers', 'Customer', 'customer_id', 'Customer', true),
  { path: '/reports', title: 'Reports', access: SIGNED_IN },
  { path: '/reports/projectReports', title: 'Project Reports', access: SIGNED_IN },
  { path: '/reports/errorReports', title: 'Error Reports', access: SIGNED_IN },
  { path: '/reports/addedProjectReports', title: 'Added Project Reports', access: SIGNED_IN },
  { path: '/reports/delayedprojectreports', title: 'Delayed Project Reports', access: SIGNED_IN },
  { path: '/storage', title: 'Manage Storage', access: area('/storage', 'Storage') },
  { path: '/storage/file-details/:name', title: 'File Details', access: area('/storage', 'Storage') },
  ...crud('holidays', 'Manage Holidays', 'Holiday', 'holiday_id', 'Holiday', true),
  ...crud('softwares', 'Manage Software', 'Software', 'software_id', 'Software', true),
  ...crud('agents', 'Manage Agents', 'Agent', 'agent_id', 'Agents'),
  { path: '/manage-approvals', title: 'Manage Approvals', access: area('/manage-approvals', 'Approval') },
  // The menu hides it from staff, yet they read any customer's playbook there (the server scopes it).
  { path: '/customer-playbook', title: 'Customer Playbook', access: SIGNED_IN },
  { path: '/notifications', title: 'Notifications', access: SIGNED_IN },
  { path: '/comments', title: 'Chats', access: SIGNED_IN },
];

/** Whether a signed-in user may open a route with this access (the guard shows 403 otherwise). */
export function mayOpen(access: RouteAccess, user: MenuSubject, permissions: UserPermissions): boolean {
  if (access.menu !== undefined && !isMenuItemShown(access.menu, user, permissions)) return false;
  return access.needs === undefined || can(permissions, access.needs.key, access.needs.action);
}
