/** The fields the software screens read, shared by the queries and mutations that return a software. */
import type { softwareContract } from '../../domain/contracts/software';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const SOFTWARE_FIELDS = graphql(`
  fragment SoftwareFields on Software {
    id
    name
    vendor
    status
    service_count
    revision
    updated_at
  }
`);

export type Software = ResultOf<typeof SOFTWARE_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type SoftwareInput = RecordInput<typeof softwareContract>;
