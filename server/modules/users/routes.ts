/**
 * Users (spec §7.9; DESIGN §5): list, create, details, update, delete and status under /api/users,
 * guarded by the `User` key, plus the option lists of the user form and the list filters. Every
 * query is held to the caller's user scope (userScopeCondition, server/records/scope.ts): a user outside it is 404. Deactivating
 * or deleting a user, or setting their password, ends their sessions (sessionVersion).
 */
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { USER_TYPES } from '../../../src/domain/user';
import { hashPassword, isCommonPassword } from '../../auth/passwords';
import { branches, customers, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { type Reader, recordListRoutes, stampColumns } from '../../records/list-resource';
import { found, recordWriteRoutes, referencedBy, type UniqueValue } from '../../records/resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisionField } from '../../records/revision';
import { branchIdCondition, customerCondition, partnerCondition, userScopeCondition } from '../../records/scope';
import { objectBody } from '../../validation';
import { linkSchema, type Option, pick, recordSchema } from '../../records/fields';
import { idField, statusField } from '../../../src/domain/contracts/fields';
import { userCreateFields, userPlacement, userUpdateFields } from '../../../src/domain/contracts/user';
import { recordAccess } from '../../http/define-route';
import { optionRoutes } from '../../http/option-routes';
import { routeHead } from '../../http/route-head';
import { listShape, sortField } from '../../http/lists';
import { assignableRoleCondition, callerOf, checkPlacement, checkRole, checkTouchable, rolesInScope, type Caller, type Placement } from './placement';
import { billingTypeSchema, userTypeSchema } from '../../http/schemas';
import { toUserAnswer, type UserAnswer, type UserRow } from './repository';

export const USER_MESSAGES = {
  listed: 'Users fetched successfully',
  details: 'User fetched successfully',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  statusChanged: 'User status updated successfully',
  options: 'Options fetched successfully',
  notFound: 'User not found',
  duplicateEmail: 'A user with this email already exists',
  notYourself: 'You cannot delete or deactivate your own account',
  stillReferenced: 'This user is still named on other records. Make the user inactive instead.',
  commonPassword: 'This password is too common. Choose a less guessable one.',
} as const;

/** The contract's password rule, and not one of the common passwords (a list the server holds). */
const notCommon = <Schema extends ZodMiniType<string | undefined>>(password: Schema) =>
  password.check(z.refine((value) => value === undefined || !isCommonPassword(value), USER_MESSAGES.commonPassword));

const CreateBody = objectBody({ ...userCreateFields, password: notCommon(userCreateFields.password) }).superRefine(userPlacement);
const UpdateBody = objectBody({ ...userUpdateFields, password: notCommon(userUpdateFields.password), revision: revisionField }).superRefine(userPlacement);
const ListBody = objectBody({
  ...listShape,
  sort: sortField(['name', 'email', 'created', 'status']),
  role: z.optional(idField('role')),
  customer: z.optional(idField('customer')),
  branch: z.optional(idField('branch')),
  partner: z.optional(idField('partner')),
  agent: z.optional(idField('agent')),
  status: z.optional(statusField),
  type: z.enum(USER_TYPES, { error: `type must be one of ${USER_TYPES.join(', ')}` }).optional(),
});
const BranchOptionsBody = objectBody({ customer_id: z.nullish(idField('customer_id')) });

const userSchema = recordSchema(
  {
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    role_id: { type: 'integer' },
    role: linkSchema,
    type: userTypeSchema,
    customer_id: { type: ['integer', 'null'] },
    customer: linkSchema,
    branch_id: { type: ['integer', 'null'] },
    branch: linkSchema,
    partner_id: { type: ['integer', 'null'] },
    partner: linkSchema,
    agent_id: { type: ['integer', 'null'] },
    agent: linkSchema,
    is_admin: { type: 'boolean' },
    ispartner: { type: 'boolean' },
    ispartneruser: { type: 'boolean' },
    isagent: { type: 'boolean' },
    billing_type: billingTypeSchema,
    two_factor: { type: 'boolean' },
    must_change_password: { type: 'boolean' },
    status: { type: 'string', enum: ['active', 'inactive', 'pending'] },
  },
  ['name', 'email', 'role', 'status'],
);

type UserBody = z.output<typeof CreateBody> | z.output<typeof UpdateBody>;

function placementOf(body: UserBody): Placement {
  const { role_id: roleId, is_admin: isAdmin, customer_id: customerId, branch_id: branchId, partner_id: partnerId, agent_id: agentId } = body;
  return { roleId, isAdmin, ...pick(body, 'ispartner', 'ispartneruser', 'isagent', 'type'), customerId, branchId, partnerId, agentId };
}

function placementOfRow(row: UserRow): Placement {
  return { ...pick(row, 'roleId', 'isAdmin', 'ispartner', 'ispartneruser', 'isagent', 'customerId', 'branchId', 'partnerId', 'agentId'), type: row.type as Placement['type'] };
}

function columnsOf(body: UserBody) {
  return { ...pick(body, 'name', 'email', 'phone'), ...placementOf(body), twoFactor: body.two_factor, billingType: body.billing_type };
}

/** One account per email; the unique index is the guard against a writer outside these routes. */
const USER_EMAIL: UniqueValue = { table: users, column: users.email, field: 'email', message: USER_MESSAGES.duplicateEmail };

const TAGS = ['users'];
const ACCESS = recordAccess('User');
const head = routeHead(TAGS);
const base = { path: 'users', type: 'user', thing: 'user', table: users, tags: TAGS, messages: USER_MESSAGES, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

const userRoutes: FastifyPluginAsync = async (app) => {
  const { db, users: repository } = app;

  /** The user if the caller's scope shows them. */
  const findUser = (q: Reader, caller: Caller, id: number): Promise<UserRow | undefined> => repository.find(q, id, userScopeCondition(caller.scope));
  async function answerOf(caller: Caller, id: number): Promise<UserAnswer> {
    return toUserAnswer(found(await findUser(db, caller, id), USER_MESSAGES.notFound));
  }

  recordListRoutes(app, {
    ...base,
    summary: 'The users in scope, a page at a time; search matches name and email',
    body: ListBody,
    item: userSchema,
    sorts: { name: sql`lower(${users.name})`, email: users.email, created: users.createdAt, status: users.status },
    defaultSort: 'name',
    scope: (request) => userScopeCondition(callerOf(request).scope),
    search: (pattern) => or(ilike(users.name, pattern), ilike(users.email, pattern)),
    equals: { role: users.roleId, customer: users.customerId, branch: users.branchId, partner: users.partnerId, agent: users.agentId, status: users.status, type: users.type },
    read: (q: Reader, ids: number[]) => repository.read(q, ids),
    columns: [['Name', 'name'], ['Email', 'email'], ['Phone', 'phone'], ['Role', 'role'], ['Customer', 'customer'], ['Branch', 'branch'], ['Partner', 'partner'], ['Agent', 'agent'], ...stampColumns],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a user inside the caller’s scope with a role they may hand out; 409 when the email is taken',
      details: 'One user in scope',
      update: 'Replaces a user’s fields (the password only when given); 409 for a stale revision or a taken email',
    },
    schema: userSchema,
    answer: (request, id) => answerOf(callerOf(request), id),
    /** The new password's hash, made before the transaction (it is slow on purpose). */
    prepare: async (_request, body) => (body.password === undefined ? undefined : hashPassword(body.password)),
    check: async (tx, { request }, body, id) => {
      const caller = callerOf(request);
      const current = id === undefined ? undefined : found(await findUser(tx, caller, id), USER_MESSAGES.notFound);
      if (current) await checkTouchable(tx, caller, current);
      await checkRole(tx, caller, body.role_id);
      await checkPlacement(tx, caller, placementOf(body), current && placementOfRow(current));
    },
    unique: { rule: USER_EMAIL },
    columns: (body, { prep: passwordHash }) => ({
      ...columnsOf(body),
      ...(body.must_change_password === undefined ? {} : { mustChangePassword: body.must_change_password }),
      ...(passwordHash === undefined ? {} : { passwordHash }),
      ...('revision' in body && passwordHash !== undefined ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    }),
    afterUpdate: (request, id, body) => {
      // A new role changes the user's menu (session:changed); a new password or placement ends or rescopes their sockets.
      const sessions = body.role_id === undefined ? app.realtime.recheckSessions(id) : app.realtime.sessionsChanged([id]);
      sessions.catch((error: unknown) => request.log.error({ err: error }, 'updating the user’s sessions failed'));
    },
  });

  recordWriteRoutes(app, {
    ...base,
    scope: (request) => userScopeCondition(callerOf(request).scope),
    summaries: {
      status: 'Sets a user active, inactive or pending; anything but active ends their sessions',
      delete: 'Deletes a user; refused for oneself and while the user leads a branch or is a customer’s sales person',
    },
    rowSchema: userSchema,
    row: (request, id) => answerOf(callerOf(request), id),
    refuseStatus: async (request, tx, id, status) => {
      const caller = callerOf(request);
      if (id === caller.id && status !== 'active') throw new HttpError(409, USER_MESSAGES.notYourself);
      await checkTouchable(tx, caller, found(await findUser(tx, caller, id), USER_MESSAGES.notFound));
    },
    statusColumns: (status) => (status === 'active' ? {} : { sessionVersion: sql`${users.sessionVersion} + 1` }),
    afterStatus: (request, id) => {
      app.realtime.recheckSessions(id).catch((error: unknown) => request.log.error({ err: error }, 'checking the user’s sessions failed'));
    },
    refuseDelete: async (request, tx, id) => {
      const caller = callerOf(request);
      if (id === caller.id) throw new HttpError(409, USER_MESSAGES.notYourself);
      await checkTouchable(tx, caller, found(await findUser(tx, caller, id), USER_MESSAGES.notFound));
    },
    dependents: referencedBy([branches.leadUserId, 'branch to lead', 'branches to lead'], [customers.salesPersonId, 'customer as sales person', 'customers as sales person']),
    dependentsAdvice: 'Give them someone else first, or make the user inactive instead.',
    stillReferenced: USER_MESSAGES.stillReferenced,
    afterDelete: (request, id) => {
      app.realtime.recheckSessions(id).catch((error: unknown) => request.log.error({ err: error }, 'closing the user’s sessions failed'));
    },
  });

  // Option lists of the user form and the list's filters: `data: [{ id, name }]`.
  const option = optionRoutes(app, { head, access: ACCESS.view, messages: USER_MESSAGES.options });
  const options = (url: string, summary: string, load: (caller: Caller, body: { customer_id?: number | null | undefined }) => Promise<Option[]>, withCustomer = false) =>
    option(url, summary, (request) => load(callerOf(request), (request.body ?? {}) as { customer_id?: number | null }), withCustomer ? { body: BranchOptionsBody } : {});

  const assignableRoles = (caller: Caller) => repository.roleOptions(assignableRoleCondition(caller));
  const scopedCustomers = (caller: Caller) => repository.customerOptions(customerCondition(caller.scope));
  const scopedBranches = (caller: Caller, body: { customer_id?: number | null }) =>
    repository.branchOptions(and(branchIdCondition(branches.id, branches.customerId, caller.scope), body.customer_id ? eq(branches.customerId, body.customer_id) : undefined));

  options('/users/roles', 'Roles the caller may give a user (no rights beyond their own)', assignableRoles);
  options('/users/customers', 'Customers the caller may place users in', scopedCustomers);
  options('/users/branches', 'Branches the caller may place users in, optionally of one customer', scopedBranches, true);
  options('/users/partners', 'Partners a user may be linked to (administrators: all; a partner: its own)', async ({ scope }) => {
    if (scope.kind !== 'all' && scope.kind !== 'partner') return [];
    return repository.partnerOptions(partnerCondition(scope));
  });
  options('/users/agents', 'Agent records a user may be linked to (administrators only)', async (caller) => (caller.scope.kind === 'all' ? repository.agentOptions() : []));
  options('/users/filterRoles', 'Roles held by users in scope, for the role filter', (caller) => repository.roleOptions(rolesInScope(caller.scope)));
  options('/users/filterCustomers', 'Customers in scope, for the customer filter', scopedCustomers);
  options('/users/filterBranches', 'Branches in scope, optionally of one customer, for the branch filter', scopedBranches, true);
};

export default userRoutes;
