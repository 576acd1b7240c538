/** The fields the added-services screens read, shared by the queries and mutations that return an add-on. */
import type { addedServiceContract } from '../../domain/contracts/added-service';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const ADDON_FIELDS = graphql(`
  fragment AddOnFields on AddOn {
    id
    name
    price
    description
    status
    customer_count
    partner_count
    revision
    updated_at
  }
`);

/** What a non-administrator sees on these screens (spec 2.3: admins only). */
export const ADMINS_ONLY = 'Only administrators can manage added services.';

export type AddOn = ResultOf<typeof ADDON_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type AddOnInput = RecordInput<typeof addedServiceContract>;
