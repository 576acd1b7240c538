/**
 * Every shell route of spec 2.2 with the title its screen shows; each has a built screen
 * (screen-routes.ts, checked by tests/unit/shell.test.ts); the router adds `/` and `/notfound`.
 */
export interface ShellRoute {
  path: string;
  title: string;
}

const crud = (base: string, list: string, thing: string, idParam: string): ShellRoute[] => [
  { path: `/${base}`, title: list },
  { path: `/${base}/create`, title: `Create ${thing}` },
  { path: `/${base}/edit/:${idParam}`, title: `Edit ${thing}` },
];

export const SHELL_ROUTES: readonly ShellRoute[] = [
  { path: '/customer-dashboard/:customerId', title: 'Customer Dashboard' },
  { path: '/view-customer/:customerId', title: 'View Customer' },
  { path: '/nps', title: 'Net Promoter Score' },
  { path: '/nps/nps-details', title: 'NPS Details' },
  { path: '/review', title: 'Review' },
  { path: '/profile', title: 'Profile' },
  ...crud('roles', 'Manage Roles', 'Role', 'role_id'),
  ...crud('added-services', 'Manage Added Services', 'Added Service', 'addon_id'),
  ...crud('partners', 'Manage Partners', 'Partner', 'partner_id'),
  ...crud('users', 'Manage Users', 'User', 'user_id'),
  ...crud('branches', 'Manage Branches', 'Branch', 'branch_id'),
  ...crud('services', 'Manage Services', 'Service', 'service_id'),
  { path: '/invoices', title: 'Invoices' },
  { path: '/invoices/view/:customer_id', title: 'View Invoice' },
  { path: '/analytics', title: 'Analytics' },
  { path: '/duedate-calendar', title: 'Duedate Calendar' },
  ...crud('projects', 'Manage Projects', 'Project', 'project_id'),
  { path: '/projects/view/:project_id', title: 'View Project' },
  ...crud('customers', 'Manage Customers', 'Customer', 'customer_id'),
  { path: '/reports', title: 'Reports' },
  { path: '/reports/projectReports', title: 'Project Reports' },
  { path: '/reports/errorReports', title: 'Error Reports' },
  { path: '/reports/addedProjectReports', title: 'Added Project Reports' },
  { path: '/reports/delayedprojectreports', title: 'Delayed Project Reports' },
  { path: '/storage', title: 'Manage Storage' },
  { path: '/storage/file-details/:name', title: 'File Details' },
  ...crud('holidays', 'Manage Holidays', 'Holiday', 'holiday_id'),
  ...crud('softwares', 'Manage Software', 'Software', 'software_id'),
  ...crud('agents', 'Manage Agents', 'Agent', 'agent_id'),
  { path: '/manage-approvals', title: 'Manage Approvals' },
  { path: '/customer-playbook', title: 'Customer Playbook' },
  { path: '/notifications', title: 'Notifications' },
  { path: '/comments', title: 'Chats' },
];
