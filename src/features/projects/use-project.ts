/** One project with what its edit form needs. */
import { gql } from 'urql';
import { PROJECT_FORM_FIELDS } from './project-fields';

export const PROJECT_QUERY = gql`
  query Project($id: ID!) {
    project(id: $id) {
      ...ProjectFormFields
    }
  }
  ${PROJECT_FORM_FIELDS}
`;
