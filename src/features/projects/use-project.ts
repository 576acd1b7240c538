/** One project with what its edit form needs. */
import { gql, useQuery } from 'urql';
import { PROJECT_FORM_FIELDS, type ProjectDetails } from './project-fields';

export const PROJECT_QUERY = gql`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFormFields
    }
  }
  ${PROJECT_FORM_FIELDS}
`;

export function useProject(id: string, pause = false) {
  return useQuery<{ project: ProjectDetails }, { id: string }>({ query: PROJECT_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}
