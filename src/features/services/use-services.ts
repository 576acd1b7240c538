/** The services list query (searched, filtered, sorted, paged) and the software options of the forms and filters. */
import { gql, useQuery } from 'urql';
import { SERVICE_FIELDS, type Service } from './service-fields';

export const SERVICES_QUERY = gql`
  query Services($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $status: String, $work_type: String, $software: Int) {
    services(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, status: $status, work_type: $work_type, software: $software) {
      total
      hasMore
      pageNumber
      data {
        ...ServiceFields
      }
    }
  }
  ${SERVICE_FIELDS}
`;

export type ServiceSort = 'name' | '-name' | 'price' | '-price' | 'work_type' | '-work_type' | 'created' | '-created';

export interface ServicesVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: ServiceSort;
  status?: string;
  work_type?: string;
  software?: number;
}

export interface ServicesData {
  services: { total: number; hasMore: boolean; pageNumber: number; data: Service[] };
}

export function useServices(variables: ServicesVariables) {
  return useQuery<ServicesData, ServicesVariables>({ query: SERVICES_QUERY, variables });
}

export const SOFTWARE_OPTIONS_QUERY = gql`
  query SoftwareOptions {
    softwareOptions {
      id
      name
      vendor
    }
  }
`;

export interface SoftwareOption {
  id: string;
  name: string;
  vendor: string;
}

/** Every active software (GET /softwares/all). */
export function useSoftwareOptions() {
  return useQuery<{ softwareOptions: SoftwareOption[] }>({ query: SOFTWARE_OPTIONS_QUERY });
}
