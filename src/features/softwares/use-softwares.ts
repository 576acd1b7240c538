/**
 * The software: the list (searched, filtered by status and vendor, sorted, paged), details and writes
 * from the software record (src/ui/records/record-operations.ts), and the vendor options.
 */
import { graphql } from '../../gateway/graphql';
import { softwares } from '../../gateway/resources/softwares';
import { queryHook, recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { SOFTWARE_FIELDS, type SoftwareInput } from './software-fields';

export type SoftwareSort = 'name' | '-name' | 'vendor' | '-vendor' | 'created' | '-created';

export interface SoftwaresVariables extends RecordListVariables {
  sort: SoftwareSort;
  status?: string;
  vendor?: string;
}

/** `useSoftware`: GET /softwares/details/{id}; leaving the screen cancels it (urql tears the operation down). */
export const softwareOperations = recordOperations<SoftwareInput, SoftwaresVariables>()(softwares.definition, SOFTWARE_FIELDS);

export const { useSoftwares, useSetSoftwareStatus, useDeleteSoftware } = softwareOperations;

export const SOFTWARE_VENDORS_QUERY = graphql(`query SoftwareVendors { softwareVendors { id name } }`);

export const useSoftwareVendors = queryHook(SOFTWARE_VENDORS_QUERY);
