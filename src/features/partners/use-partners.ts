/** The partner queries and mutations of the screens: list, details with prices and files, writes and file calls from the partner record (src/ui/records/record-operations.ts), plus the catalogue. */
import { partners } from '../../gateway/resources/partners';
import { queryHook, recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { PARTNER_CATALOGUE, PARTNER_DETAILS_FIELDS, PARTNER_FIELDS, type PartnerInput, type PartnerSort } from './partner-fields';

export interface PartnersVariables extends RecordListVariables {
  sort: PartnerSort;
  status?: string;
}

export const partnerOperations = recordOperations<PartnerInput, PartnersVariables>()(partners.definition, PARTNER_FIELDS, { fragment: PARTNER_DETAILS_FIELDS });

export const { usePartners, useDeletePartner, useSetPartnerStatus, useRemovePartnerFile, useDescribePartnerFile } = partnerOperations;

/** What the partner form's price grid offers. */
export const usePartnerCatalogue = queryHook(PARTNER_CATALOGUE);
