/** Roles (spec §7.3): the list, details and writes (src/gateway/record-resource.ts). */
import { roleContract } from '../../domain/contracts/role';
import { recordResource } from '../record-resource';

export const roles = recordResource({
  type: 'Role',
  rest: 'roles',
  contract: roleContract,
  doc: 'A role, e.g. Administrator with permissions such as Role.view and the number of its users.',
  fields: /* GraphQL */ `
    user_count: Int!`,
});
