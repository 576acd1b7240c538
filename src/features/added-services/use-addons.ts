/** The add-ons: the list (searched, filtered by status, sorted, paged), details and writes, from the add-on record (src/ui/records/record-operations.ts). */
import { addedServices } from '../../gateway/resources/added-services';
import { recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { ADDON_FIELDS, type AddOnInput } from './addon-fields';

export type AddOnSort = 'name' | '-name' | 'price' | '-price' | 'created' | '-created';

export interface AddOnsVariables extends RecordListVariables {
  sort: AddOnSort;
  status?: string;
}

export const addOnOperations = recordOperations<AddOnInput, AddOnsVariables>()(addedServices.definition, ADDON_FIELDS);

export const { useList: useAddOns, useSetStatus: useSetAddOnStatus, useRemove: useDeleteAddOn } = addOnOperations;
