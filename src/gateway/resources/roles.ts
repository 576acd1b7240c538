/** Roles (spec §7.3): the list, details and writes (src/gateway/record-resource.ts). */
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';

export const roles = recordResource({
  type: 'Role',
  rest: 'roles',
  sdl: RECORD_SDL.Role,
  doc: 'A role, e.g. Administrator with permissions such as Role.view and the number of its users.',
  fields: /* GraphQL */ `
    user_count: Int!`,
});
