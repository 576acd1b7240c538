/**
 * The services: the list (searched, filtered, sorted, paged), details and writes from the service
 * record (src/ui/records/record-operations.ts), and the software options of the forms and filters.
 */
import { gql } from 'urql';
import { services } from '../../gateway/resources/services';
import { queryHook, recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { SERVICE_FIELDS, type ServiceInput } from './service-fields';

export type ServiceSort = 'name' | '-name' | 'price' | '-price' | 'work_type' | '-work_type' | 'created' | '-created';

export interface ServicesVariables extends RecordListVariables {
  sort: ServiceSort;
  status?: string;
  work_type?: string;
  software?: number;
}

export const serviceOperations = recordOperations<ServiceInput, ServicesVariables>()(services.definition, SERVICE_FIELDS);

export const { useServices, useSetServiceStatus, useDeleteService } = serviceOperations;

export interface SoftwareOption {
  id: string;
  name: string;
  vendor: string;
}

export const SOFTWARE_OPTIONS_QUERY = gql`query SoftwareOptions { softwareOptions { id name vendor } }`;

/** Every active software (GET /softwares/all). */
export const useSoftwareOptions = queryHook<{ softwareOptions: SoftwareOption[] }>(SOFTWARE_OPTIONS_QUERY);
