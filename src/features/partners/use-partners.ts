/** The partner queries and mutations of the screens: list, details with prices and files, and writes from the partner record (src/ui/records/record-operations.ts), the catalogue and the files. */
import { gql, useMutation, useQuery } from 'urql';
import { partners } from '../../gateway/resources/partners';
import { recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { PARTNER_DETAILS_FIELDS, PARTNER_FIELDS, type Partner, type PartnerCatalogue, type PartnerDetails, type PartnerFile, type PartnerInput, type PartnerSort } from './partner-fields';

export interface PartnersVariables extends RecordListVariables {
  sort: PartnerSort;
  status?: string;
}

export const partnerOperations = recordOperations<Partner, PartnerInput, PartnersVariables, PartnerDetails>()(partners.definition, PARTNER_FIELDS, { fragment: PARTNER_DETAILS_FIELDS });

export const { useList: usePartners, useRemove: useDeletePartner, useSetStatus: useSetPartnerStatus } = partnerOperations;

const CATALOGUE_QUERY = gql`
  query PartnerCatalogue {
    partnerCatalogue {
      services {
        id
        name
        work_type
        price
        softwares {
          id
          name
        }
      }
      addons {
        id
        name
        price
      }
    }
  }
`;

export function usePartnerCatalogue() {
  return useQuery<{ partnerCatalogue: PartnerCatalogue }>({ query: CATALOGUE_QUERY });
}

const DESCRIBE_PARTNER_FILE = gql`
  mutation DescribePartnerFile($id: ID!, $file_id: ID!, $description: String!) {
    describePartnerFile(id: $id, file_id: $file_id, description: $description) {
      id
      description
    }
  }
`;
export function useDescribePartnerFile() {
  return useMutation<{ describePartnerFile: Pick<PartnerFile, 'id' | 'description'> }, { id: string; file_id: string; description: string }>(DESCRIBE_PARTNER_FILE);
}

const REMOVE_PARTNER_FILE = gql`
  mutation RemovePartnerFile($id: ID!, $file_id: ID!) {
    removePartnerFile(id: $id, file_id: $file_id) {
      id
      messages
    }
  }
`;
export function useRemovePartnerFile() {
  return useMutation<{ removePartnerFile: { id: string; messages: string } }, { id: string; file_id: string }>(REMOVE_PARTNER_FILE);
}
