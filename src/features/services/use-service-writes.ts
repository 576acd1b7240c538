/** Create, update, status change and delete of a service; the cache refetches the lists (src/gateway/resources/services.ts). */
import { gql, useMutation } from 'urql';
import { SERVICE_FIELDS, type Service, type ServiceInput } from './service-fields';

export const CREATE_SERVICE = gql`
  mutation CreateService($input: ServiceInput!) {
    createService(input: $input) {
      ...ServiceFields
    }
  }
  ${SERVICE_FIELDS}
`;

export const UPDATE_SERVICE = gql`
  mutation UpdateService($id: ID!, $input: ServiceInput!) {
    updateService(id: $id, input: $input) {
      ...ServiceFields
    }
  }
  ${SERVICE_FIELDS}
`;

export const SET_SERVICE_STATUS = gql`
  mutation SetServiceStatus($id: ID!, $status: String!) {
    setServiceStatus(id: $id, status: $status) {
      ...ServiceFields
    }
  }
  ${SERVICE_FIELDS}
`;

export const DELETE_SERVICE = gql`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id) {
      id
      messages
    }
  }
`;

export function useCreateService() {
  return useMutation<{ createService: Service }, { input: ServiceInput }>(CREATE_SERVICE);
}

export function useUpdateService() {
  return useMutation<{ updateService: Service }, { id: string; input: ServiceInput }>(UPDATE_SERVICE);
}

export function useSetServiceStatus() {
  return useMutation<{ setServiceStatus: Service }, { id: string; status: string }>(SET_SERVICE_STATUS);
}

export function useDeleteService() {
  return useMutation<{ deleteService: { id: string; messages: string } }, { id: string }>(DELETE_SERVICE);
}
