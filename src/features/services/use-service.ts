/** One service's details, for the edit form. */
import { gql, useQuery } from 'urql';
import { SERVICE_FIELDS, type Service } from './service-fields';

export const SERVICE_QUERY = gql`
  query Service($id: ID!) {
    service(id: $id) {
      ...ServiceFields
    }
  }
  ${SERVICE_FIELDS}
`;

export function useService(id: string, pause = false) {
  return useQuery<{ service: Service }, { id: string }>({ query: SERVICE_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
