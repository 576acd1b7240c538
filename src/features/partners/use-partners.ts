/** The partner queries and mutations of the screens (the gateway resource is src/gateway/resources/partners.ts). */
import { gql, useMutation, useQuery } from 'urql';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { PARTNER_DETAILS_FIELDS, PARTNER_FIELDS, type Partner, type PartnerCatalogue, type PartnerDetails, type PartnerFile, type PartnerInput, type PartnerSort } from './partner-fields';

const PARTNERS_QUERY = gql`
  query Partners($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $status: String) {
    partners(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, status: $status) {
      total
      hasMore
      pageNumber
      data {
        ...PartnerFields
      }
    }
  }
  ${PARTNER_FIELDS}
`;

export interface PartnersVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: PartnerSort;
  status?: string;
}

export function usePartners(variables: PartnersVariables) {
  return useQuery<{ partners: { total: number; hasMore: boolean; pageNumber: number; data: Partner[] } }, PartnersVariables>({ query: PARTNERS_QUERY, variables });
}

const PARTNER_QUERY = gql`
  query Partner($id: ID!) {
    partner(id: $id) {
      ...PartnerDetailsFields
    }
  }
  ${PARTNER_DETAILS_FIELDS}
`;

export function usePartner(id: string, pause = false) {
  return useQuery<{ partner: PartnerDetails }, { id: string }>({ query: PARTNER_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}

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

const CREATE_PARTNER = gql`
  mutation CreatePartner($input: PartnerInput!) {
    createPartner(input: $input) {
      ...PartnerFields
    }
  }
  ${PARTNER_FIELDS}
`;
export function useCreatePartner() {
  return useMutation<{ createPartner: Partner }, { input: PartnerInput }>(CREATE_PARTNER);
}

const UPDATE_PARTNER = gql`
  mutation UpdatePartner($id: ID!, $input: PartnerInput!) {
    updatePartner(id: $id, input: $input) {
      ...PartnerFields
    }
  }
  ${PARTNER_FIELDS}
`;
export function useUpdatePartner() {
  return useMutation<{ updatePartner: Partner }, { id: string; input: PartnerInput }>(UPDATE_PARTNER);
}

const DELETE_PARTNER = gql`
  mutation DeletePartner($id: ID!) {
    deletePartner(id: $id) {
      id
      messages
    }
  }
`;
export function useDeletePartner() {
  return useMutation<{ deletePartner: { id: string; messages: string } }, { id: string }>(DELETE_PARTNER);
}

const SET_PARTNER_STATUS = gql`
  mutation SetPartnerStatus($id: ID!, $status: String!) {
    setPartnerStatus(id: $id, status: $status) {
      ...PartnerFields
    }
  }
  ${PARTNER_FIELDS}
`;
export function useSetPartnerStatus() {
  return useMutation<{ setPartnerStatus: Partner }, { id: string; status: EntityStatus }>(SET_PARTNER_STATUS);
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
