/** The projects list and its branch filter's options (its customers are the form's: useProjectCustomerOptions). */
import { gql, useQuery } from 'urql';
import type { ListVariables } from '../../ui/records/use-list-state';
import { PROJECT_FIELDS, type Named, type Project } from './project-fields';
import { queryVariables, type ProjectSort } from './project-list';

export const PROJECTS_QUERY = gql`
  query Projects(
    $pageNumber: Int!
    $pageSize: Int
    $search: String
    $sort: String
    $customer: Int
    $branch: Int
    $status: String
    $service: Int
    $work_type: String
    $due: String
    $project_code: String
    $client_project_number: String
    $filter_start_date: String
    $filter_end_date: String
  ) {
    projects(
      pageNumber: $pageNumber
      pageSize: $pageSize
      search: $search
      sort: $sort
      customer: $customer
      branch: $branch
      status: $status
      service: $service
      work_type: $work_type
      due: $due
      project_code: $project_code
      client_project_number: $client_project_number
      filter_start_date: $filter_start_date
      filter_end_date: $filter_end_date
    ) {
      total
      hasMore
      pageNumber
      data {
        ...ProjectFields
      }
    }
  }
  ${PROJECT_FIELDS}
`;

export interface ProjectPage {
  total: number;
  hasMore: boolean;
  pageNumber: number;
  data: Project[];
}

export function useProjects(variables: ListVariables<ProjectSort>, pause = false) {
  return useQuery<{ projects: ProjectPage }>({ query: PROJECTS_QUERY, variables: queryVariables(variables), pause });
}

export const FILTER_BRANCHES = gql`
  query ProjectFilterBranches($customer_id: Int) {
    projectFilterBranches(customer_id: $customer_id) {
      id
      name
    }
  }
`;

/** The branches to filter by: of the chosen customer, or all in scope. */
export function useProjectFilterBranches(customerId: string | undefined) {
  return useQuery<{ projectFilterBranches: Named[] }>({ query: FILTER_BRANCHES, variables: customerId ? { customer_id: Number(customerId) } : {} });
}
