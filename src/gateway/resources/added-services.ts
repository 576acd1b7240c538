/** Added services, the add-ons (spec §7.10, administrators only): list, details, writes and status (src/gateway/record-resource.ts). */
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';

export const addedServices = recordResource({
  type: 'AddOn',
  list: 'addOns',
  rest: 'addons',
  sdl: RECORD_SDL.AddOn,
  fields: /* GraphQL */ `
    customer_count: Int!
    partner_count: Int!`,
  filters: { status: 'String' },
  status: true,
  // The add-on options of the service forms name add-ons too.
  alsoStale: ['addOnOptions'],
});
