/**
 * `record:changed` (DESIGN §6): which record changed, and who may learn of it. The server publishes a
 * change only to the sockets whose user could see the record (the same scope rule its lists use,
 * src/domain/scope.ts); the client refreshes what shows records of that type. Pure, shared by the
 * server's realtime service, the gateway and the machines.
 *
 * Audiences are socket.io rooms. Each socket joins, per scoped permission key, the one room its
 * user's scope names (`Customer:partner:4`, `Enq:all`, …); a change is emitted to the rooms of the
 * record's owners, so nobody outside its scope receives even its id.
 */
import type { PermissionKey } from './permissions';
import type { RecordScope } from './scope';

export const RECORD_TYPES = [
  'customer',
  'branch',
  'user',
  'partner',
  'agent',
  'service',
  'addon',
  'software',
  'holiday',
  'role',
  'project',
  'invoice',
  'storage',
  'review',
  'playbook',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** The payload of `record:changed`; `id` is null when several records of the type changed at once. */
export interface RecordChange {
  type: RecordType;
  id: number | null;
}

/**
 * Catalog records (services, add-ons, software, holidays, roles) are the same for everyone signed
 * in; every other type belongs to a customer, branch, partner or agent and is held by a scope key.
 */
export const CATALOG_TYPES: ReadonlySet<RecordType> = new Set<RecordType>(['service', 'addon', 'software', 'holiday', 'role']);

/** The permission key whose scope decides who sees a record of each scoped type. */
export const SCOPE_KEY_OF: Readonly<Record<Exclude<RecordType, 'service' | 'addon' | 'software' | 'holiday' | 'role'>, PermissionKey>> = {
  customer: 'Customer',
  branch: 'Branch',
  user: 'User',
  partner: 'Partner',
  agent: 'Agents',
  project: 'Enq',
  invoice: 'Invoice',
  storage: 'Storage',
  review: 'NPS',
  playbook: 'Enq',
};

/** Every key that scopes some record type: a socket joins one room per key. */
export const SCOPE_KEYS: readonly PermissionKey[] = [...new Set(Object.values(SCOPE_KEY_OF))];

/**
 * The owners of one record. `branchId` undefined: the record belongs to the whole customer, and
 * branch-scoped users of that customer see it (a customer, its storage, its invoices). `branchId`
 * present (a number or null): only users of that branch see it, besides the customer's admins
 * (projects, branches, users, reviews).
 */
export interface RecordOwners {
  customerId: number | null;
  branchId?: number | null;
  partnerId: number | null;
  agentId: number | null;
}

export type RecordAudience = { kind: 'everyone' } | ({ kind: 'owners'; key: PermissionKey } & RecordOwners);

/** The room every signed-in socket joins: catalog changes and changes without an id go there. */
export const SIGNED_IN_ROOM = 'records';

/**
 * The rooms a socket joins for one key, given its user's scope for that key.
 * @example scopeRooms('Enq', { kind: 'branch', customerId: 3, branchId: 7 }) // ['Enq:branch:7', 'Enq:customer-any:3']
 */
export function scopeRooms(key: PermissionKey, scope: RecordScope): string[] {
  switch (scope.kind) {
    case 'all':
      return [`${key}:all`];
    case 'partner':
      return [`${key}:partner:${scope.partnerId}`];
    case 'agent':
      return [`${key}:agent:${scope.agentId}`];
    case 'customer':
      return [`${key}:customer:${scope.customerId}`, `${key}:customer-any:${scope.customerId}`];
    case 'branch':
      return [`${key}:branch:${scope.branchId}`, `${key}:customer-any:${scope.customerId}`];
    case 'none':
      return [];
  }
}

/**
 * The rooms a change is emitted to: everyone who sees all of the key, and the scopes of its owners.
 * @example audienceRooms({ kind: 'owners', key: 'Enq', customerId: 3, branchId: 7, partnerId: 1, agentId: null })
 * // ['Enq:all', 'Enq:partner:1', 'Enq:customer:3', 'Enq:branch:7']
 */
export function audienceRooms(audience: RecordAudience): string[] {
  if (audience.kind === 'everyone') return [SIGNED_IN_ROOM];
  const { key, customerId, branchId, partnerId, agentId } = audience;
  const rooms = [`${key}:all`];
  if (partnerId !== null) rooms.push(`${key}:partner:${partnerId}`);
  if (agentId !== null) rooms.push(`${key}:agent:${agentId}`);
  if (customerId !== null) {
    rooms.push(`${key}:customer:${customerId}`);
    if (branchId === undefined) rooms.push(`${key}:customer-any:${customerId}`);
  }
  if (branchId !== undefined && branchId !== null) rooms.push(`${key}:branch:${branchId}`);
  return rooms;
}

/** Whether a room is one of the scope rooms (left and joined again when a user's role or placement changes). */
export function isScopeRoom(room: string): boolean {
  return SCOPE_KEYS.some((key) => room.startsWith(`${key}:`));
}
