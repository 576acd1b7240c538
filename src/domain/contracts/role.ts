/** A role as a create or update sends it (spec §7.3): name, description and `Resource.action` permissions. */
import { z } from 'zod/mini';
import { PERMISSION_ACTIONS, PERMISSION_KEYS, parsePermission } from '../permissions';
import { requiredText, trimmedThen } from './fields';

export const ROLE_NAME_REQUIRED = 'Role name is required';

const permissionsField = z
  .pipe(
    z
      .array(z.string({ error: 'Each permission must be a string such as Customer.view' }).check(z.maxLength(100, 'Unknown permission')), {
        error: 'permissions must be a list of permission strings such as Customer.view',
      })
      .check(
        z.maxLength(PERMISSION_KEYS.length * PERMISSION_ACTIONS.length * 2, 'Too many permissions'),
        z.superRefine((list, ctx) => {
    const unknown = list.filter((permission) => parsePermission(permission) === null);
    if (unknown.length > 0) {
      const shown = unknown.slice(0, 3).map((p) => JSON.stringify(p.slice(0, 40)));
      ctx.addIssue({ code: 'custom', message: `Unknown permission${unknown.length > 1 ? 's' : ''}: ${shown.join(', ')}${unknown.length > 3 ? ', ...' : ''}` });
          }
        }),
      ),
    // Stored once each, in the order of PERMISSION_KEYS × PERMISSION_ACTIONS.
    z.transform((list: string[]) => {
      const held = new Set(list);
      return PERMISSION_KEYS.flatMap((key) => PERMISSION_ACTIONS.map((action) => `${key}.${action}`)).filter((p) => held.has(p));
    }),
  )
  .check(z.describe('Permission strings `Resource.action`; actions view, create, update, delete, seeAll'));

/** An update that omits the description keeps it; a create stores '' (see the role routes). */
export const roleContract = z.object({
  name: requiredText(100, 'Role name', ROLE_NAME_REQUIRED),
  description: z.optional(trimmedThen(z.string({ error: 'description must be text' }), z.string().check(z.maxLength(500, 'description must be at most 500 characters')))),
  permissions: permissionsField,
});
