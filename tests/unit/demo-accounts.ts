/**
 * The demo accounts of DESIGN §8 as the seed builds them (each listed key with view, create, update
 * and delete; admins with all five actions on all 14 keys) and the exact menu column each must see.
 * Shared by the menu unit tests and the shell's browser tests.
 */
import { fullAccess, PERMISSION_KEYS, scopedAccess, type PermissionKey } from '../../src/domain/permissions';
import type { SessionUser } from '../../src/domain/user';

export interface DemoAccount {
  email: string;
  user: Pick<SessionUser, 'is_admin' | 'ispartner' | 'isagent' | 'ispartneruser' | 'billing_type' | 'type'>;
  keys: readonly PermissionKey[];
  menu: readonly string[];
}

const nobody = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: null } as const;

const ADMIN_MENU = [
  'Dashboard',
  'Analytics',
  'Manage Projects',
  'Duedate Calendar',
  'Invoices',
  'Manage Storage',
  'Net Promoter Score',
  'Manage Customers',
  'Manage Branches',
  'Manage Software',
  'Manage Services',
  'Manage Added Services',
  'Manage Approvals',
  'Manage Partners',
  'Manage Agents',
  'Manage Users',
  'Manage Roles',
  'Manage Holidays',
  'Reports',
];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@example.com', user: { ...nobody, is_admin: true }, keys: PERMISSION_KEYS, menu: ADMIN_MENU },
  { email: 'ops@example.com', user: { ...nobody, is_admin: true }, keys: PERMISSION_KEYS, menu: ADMIN_MENU },
  {
    email: 'partner@example.com',
    user: { ...nobody, ispartner: true },
    keys: ['Analytics', 'Enq', 'Invoice', 'Storage', 'NPS', 'Customer', 'Branch', 'Approval', 'Agents', 'User'],
    menu: [
      'Dashboard',
      'Analytics',
      'Manage Projects',
      'Duedate Calendar',
      'Invoices',
      'Manage Storage',
      'Net Promoter Score',
      'Manage Customers',
      'Manage Branches',
      'Manage Approvals',
      'Manage Agents',
      'Manage Users',
      'Reports',
    ],
  },
  {
    email: 'partneruser@example.com',
    user: { ...nobody, ispartneruser: true },
    keys: ['Enq', 'Customer', 'Approval'],
    menu: ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Manage Customers', 'Reports'],
  },
  {
    email: 'agent@example.com',
    user: { ...nobody, isagent: true },
    keys: ['Enq', 'Customer', 'Invoice'],
    menu: ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Invoices', 'Manage Customers', 'Reports'],
  },
  {
    email: 'customeradmin@example.com',
    user: { ...nobody, type: 'Customer Admin' },
    keys: ['Enq', 'Invoice', 'Storage', 'NPS', 'Branch', 'User', 'Approval'],
    menu: [
      'Dashboard',
      'Manage Projects',
      'Duedate Calendar',
      'Invoices',
      'Manage Storage',
      'Net Promoter Score',
      'Manage Branches',
      'Manage Users',
      'Reports',
      'Customer Playbook',
    ],
  },
  {
    email: 'branchadmin@example.com',
    user: { ...nobody, type: 'Branch Admin' },
    keys: ['Enq', 'Storage', 'NPS', 'Branch', 'User'],
    menu: [
      'Dashboard',
      'Manage Projects',
      'Duedate Calendar',
      'Manage Storage',
      'Net Promoter Score',
      'Manage Branches',
      'Manage Users',
      'Reports',
      'Customer Playbook',
    ],
  },
  {
    email: 'branchlead@example.com',
    user: { ...nobody, type: 'Customer Branch Lead' },
    keys: ['Enq', 'Branch', 'NPS'],
    menu: ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Net Promoter Score', 'Reports', 'Customer Playbook'],
  },
  {
    email: 'user@example.com',
    user: { ...nobody, type: 'User' },
    keys: ['Enq', 'NPS'],
    menu: ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Net Promoter Score', 'Reports', 'Customer Playbook'],
  },
  {
    email: 'guest@example.com',
    user: { ...nobody, type: 'User', billing_type: 'guest_account' },
    keys: ['Enq', 'Invoice'],
    menu: ['Dashboard', 'Manage Projects', 'Duedate Calendar', 'Reports', 'Customer Playbook'],
  },
];

export const permissionStringsOf = (account: DemoAccount): string[] =>
  account.user.is_admin ? fullAccess(account.keys) : scopedAccess(account.keys);
