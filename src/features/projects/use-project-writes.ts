/** The project writes of the form; the cache refetches the lists (src/gateway/resources/projects.ts). */
import { gql, useMutation } from 'urql';
import { PROJECT_FORM_FIELDS, type ProjectDetails, type ProjectInput } from './project-fields';

export const CREATE_PROJECT = gql`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      ...ProjectFormFields
    }
  }
  ${PROJECT_FORM_FIELDS}
`;

export const UPDATE_PROJECT = gql`
  mutation UpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      ...ProjectFormFields
    }
  }
  ${PROJECT_FORM_FIELDS}
`;

export function useCreateProject() {
  return useMutation<{ createProject: ProjectDetails }, { input: ProjectInput }>(CREATE_PROJECT);
}
export function useUpdateProject() {
  return useMutation<{ updateProject: ProjectDetails }, { id: string; input: ProjectInput }>(UPDATE_PROJECT);
}

const DELETE_PROJECT = gql`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id) {
      id
      messages
    }
  }
`;

export function useDeleteProject() {
  return useMutation<{ deleteProject: { id: string; messages: string } }, { id: string }>(DELETE_PROJECT);
}
