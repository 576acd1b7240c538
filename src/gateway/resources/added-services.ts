/** Added services, the add-ons (spec §7.10, administrators only): list, details, writes and status (src/gateway/record-resource.ts). */
import { addedServiceContract } from '../../domain/contracts/added-service';
import { recordResource } from '../record-resource';

export const addedServices = recordResource({
  type: 'AddOn',
  list: 'addOns',
  rest: 'addons',
  contract: addedServiceContract,
  fields: /* GraphQL */ `
    customer_count: Int!
    partner_count: Int!`,
  filters: { status: 'String' },
  status: true,
  // The add-on options of the service forms name add-ons too.
  alsoStale: ['addOnOptions'],
});
