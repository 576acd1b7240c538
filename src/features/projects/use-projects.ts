/**
 * The projects list, one project with what its edit form needs, and the writes
 * (src/ui/records/record-operations.ts over the project's record resource, src/gateway/resources/projects.ts,
 * which also refetches the lists); and the branch filter's options (its customers are the form's:
 * useProjectCustomerOptions).
 */
import { useQuery } from 'urql';
import { graphql } from '../../gateway/graphql';
import { projects } from '../../gateway/resources/projects';
import { recordOperations } from '../../ui/records/record-operations';
import type { ListVariables } from '../../ui/records/use-list-state';
import { PROJECT_FIELDS, PROJECT_FORM_FIELDS, type ProjectInput } from './project-fields';
import { queryVariables, type ProjectSort } from './project-list';

/** The list sends the filters its exports send; the writes answer what the form reads, so the saved project opens on it. */
export const projectOperations = recordOperations<ProjectInput, ListVariables<ProjectSort>>(queryVariables)(projects.definition, PROJECT_FIELDS, { fragment: PROJECT_FORM_FIELDS, writes: true });

export const { useProjects, useCreateProject, useUpdateProject, useDeleteProject } = projectOperations;

export const FILTER_BRANCHES = graphql(`
  query ProjectFilterBranches($customer_id: Int) {
    projectFilterBranches(customer_id: $customer_id) {
      id
      name
    }
  }
`);

/** The branches to filter by: of the chosen customer, or all in scope. */
export function useProjectFilterBranches(customerId: string | undefined) {
  return useQuery({ query: FILTER_BRANCHES, variables: customerId ? { customer_id: Number(customerId) } : {} });
}
