/**
 * The services: the list (searched, filtered, sorted, paged), details and writes from the service
 * record (src/ui/records/record-operations.ts), and the software options of the forms and filters.
 */
import { graphql } from '../../gateway/graphql';
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

export const SOFTWARE_OPTIONS_QUERY = graphql(`query SoftwareOptions { softwareOptions { id name vendor } }`);

/** Every active software (GET /softwares/all). */
export const useSoftwareOptions = queryHook(SOFTWARE_OPTIONS_QUERY);
