/**
 * Permission strings (`Resource.action`) and their grouping into per-resource flags (spec §3, §6;
 * DESIGN §7). `list` comes from `seeAll`.
 */
export const PERMISSION_KEYS = [
  'Analytics',
  'Enq',
  'Invoice',
  'Storage',
  'NPS',
  'Customer',
  'Branch',
  'Software',
  'Approval',
  'Partner',
  'Agents',
  'User',
  'Role',
  'Holiday',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const PERMISSION_ACTIONS = ['view', 'create', 'update', 'delete', 'seeAll'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export interface ActionFlags {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  list: boolean;
}
export type UserPermissions = Partial<Record<PermissionKey, ActionFlags>>;

const FLAG_OF: Record<PermissionAction, keyof ActionFlags> = {
  view: 'view',
  create: 'create',
  update: 'update',
  delete: 'delete',
  seeAll: 'list',
};

function isKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as readonly string[]).includes(value);
}
function isAction(value: string): value is PermissionAction {
  return (PERMISSION_ACTIONS as readonly string[]).includes(value);
}

/** Splits `Customer.view` into its key and action; null for anything that is not one. */
export function parsePermission(permission: string): { key: PermissionKey; action: PermissionAction } | null {
  const [key, action, ...rest] = permission.split('.');
  if (rest.length > 0 || key === undefined || action === undefined) return null;
  return isKey(key) && isAction(action) ? { key, action } : null;
}

/**
 * Groups permission strings per resource. Unknown strings are ignored.
 * @example groupPermissions(['Enq.view', 'Enq.seeAll']) // { Enq: { view: true, list: true, ... } }
 */
export function groupPermissions(permissions: readonly string[]): UserPermissions {
  const grouped: UserPermissions = {};
  for (const permission of permissions) {
    const parsed = parsePermission(permission);
    if (!parsed) continue;
    const flags = (grouped[parsed.key] ??= { view: false, create: false, update: false, delete: false, list: false });
    flags[FLAG_OF[parsed.action]] = true;
  }
  return grouped;
}

/** The flag for one feature and action (spec §6: "a check returns the flag"). */
export function can(permissions: UserPermissions, key: PermissionKey, action: keyof ActionFlags): boolean {
  return permissions[key]?.[action] ?? false;
}

/** A user "holds" a key when any flag of it is set. */
export function holds(permissions: UserPermissions, key: PermissionKey): boolean {
  const flags = permissions[key];
  return flags !== undefined && Object.values(flags).some(Boolean);
}

/** Every permission string for the given keys, all actions: staff roles that see every record. */
export function fullAccess(keys: readonly PermissionKey[]): string[] {
  return keys.flatMap((key) => PERMISSION_ACTIONS.map((action) => `${key}.${action}`));
}

/**
 * Every action but `seeAll` for the given keys: roles whose lists stay scoped to their own partner,
 * agent, customer or branch (DESIGN §7).
 */
export function scopedAccess(keys: readonly PermissionKey[]): string[] {
  return keys.flatMap((key) => PERMISSION_ACTIONS.filter((action) => action !== 'seeAll').map((action) => `${key}.${action}`));
}
