/**
 * Roles (spec §7.3, paths exact; DESIGN §5, §7): list, create, details, update and delete, all POST
 * under /api, guarded by the `Role` permission key (view for list and details). A role is
 * `{ id, name, description, permissions: string[] }`; every permission string must parse as
 * `Resource.action`, names are unique case-insensitively, and a role some user holds cannot be deleted.
 */
import { z } from 'zod';
import { ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { ROLE_NAME_REQUIRED, roleContract } from '../../../src/domain/contracts/role';
import { roles, users } from '../../db/schema';
import { referencedBy, found, recordDeleteRoutes, type UniqueValue } from '../../records/resource';
import { createdColumn, type Reader, recordListRoutes } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { listShape, sortField } from '../../http/lists';
import { roleSchema, type RoleAnswer } from './repository';
import { recordAccess } from '../../http/define-route';

export const ROLE_MESSAGES = {
  listed: 'Roles fetched successfully',
  details: 'Role fetched successfully',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  notFound: 'Role not found',
  duplicate: 'A role with this name already exists',
  nameRequired: ROLE_NAME_REQUIRED,
} as const;

/** Names are unique in any letter case. */
const ROLE_NAME: UniqueValue = { table: roles, column: roles.name, lock: true, field: 'name', message: ROLE_MESSAGES.duplicate };

const CreateBody = objectBody({ ...roleContract.shape, description: z._default(roleContract.shape.description, '') });
/** Update replaces name and permissions; an omitted description is kept. */
const UpdateBody = objectBody({ ...roleContract.shape, revision: revisionField });
const ListBody = objectBody({ ...listShape, sort: sortField(['name', 'created']) });


const TAGS = ['roles'];
const ACCESS = recordAccess('Role');
const base = { path: 'roles', type: 'role', thing: 'role', table: roles, tags: TAGS, messages: ROLE_MESSAGES, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

const roleRoutes: FastifyPluginAsync = async (app) => {
  const { roles: repository } = app;

  async function answerOf(id: number): Promise<RoleAnswer> {
    return found(await repository.find(id), ROLE_MESSAGES.notFound);
  }

  recordListRoutes(app, {
    ...base,
    summary: 'The roles, a page at a time; search matches name and description',
    body: ListBody,
    item: roleSchema,
    sorts: { name: sql`lower(${roles.name})`, created: roles.createdAt },
    defaultSort: 'name',
    search: (pattern) => or(ilike(roles.name, pattern), ilike(roles.description, pattern)),
    read: (q: Reader, ids: number[]) => repository.read(q, ids),
    columns: [['Role', 'name'], ['Description', 'description'], { header: 'Permissions', value: (row) => row.permissions.length }, ['Users', 'user_count'], createdColumn],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a role; 409 when the name is taken (in any letter case)',
      details: 'One role with its permission strings',
      update: 'Replaces the name and permissions of a role (an omitted description is kept); applies to its users at once. 409 for a stale revision',
    },
    details: { url: 'role/:id' },
    schema: roleSchema,
    answer: (_request, id) => answerOf(id),
    unique: { rule: ROLE_NAME },
    columns: ({ name, description, permissions }) => ({ name, permissions, ...(description === undefined ? {} : { description }) }),
    afterUpdate: async (request, id) => {
      // Its users' menus and scopes follow at once (session:changed → whoami; scope rooms joined afresh).
      app.realtime
        .sessionsChanged(await repository.holders(id))
        .catch((error: unknown) => request.log.error({ err: error }, 'telling the role’s users failed'));
    },
  });

  recordDeleteRoutes(app, {
    ...base,
    summaries: { delete: 'Deletes a role; refused with 409 while any user holds it' },
    dependents: referencedBy([users.roleId, 'user', 'users']),
    dependentsAdvice: 'Give them another role before deleting it.',
  });
};

export default roleRoutes;
