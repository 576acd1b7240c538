/** The fields the project screens read, shared by the queries and mutations that return a project. */
import type { ProjectAction, ProjectSide, ProjectStatus } from '../../domain/project-lifecycle';
import type { ProjectInput, WorkType } from '../../gateway/resources/projects';

export type { ProjectInput, WorkType };

/** A linked record as GraphQL answers it (ids are strings). */
export interface Named {
  id: string;
  name: string;
}

/** A project row of the list. */
export interface Project {
  id: string;
  code: string;
  name: string;
  client_project_number: string | null;
  customer_id: number;
  customer: Named;
  branch_id: number;
  branch: Named;
  service_id: number;
  service: Named;
  software_id: number | null;
  software: Named | null;
  work_type: WorkType;
  due_date: string;
  assignee_id: number | null;
  assignee: Named | null;
  status: ProjectStatus;
  is_demo: boolean;
  open_rfis: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** What the edit form needs beyond the row. */
export interface ProjectDetails extends Project {
  scope_of_work: string | null;
  added_services: Named[] | null;
  actions: ProjectAction[] | null;
  side: ProjectSide | null;
  can_edit: boolean | null;
  can_delete: boolean | null;
}

export const PROJECT_FIELDS = /* GraphQL */ `
  fragment ProjectFields on Project {
    id
    code
    name
    client_project_number
    customer_id
    customer {
      id
      name
    }
    branch_id
    branch {
      id
      name
    }
    service_id
    service {
      id
      name
    }
    software_id
    software {
      id
      name
    }
    work_type
    due_date
    assignee_id
    assignee {
      id
      name
    }
    status
    is_demo
    open_rfis
    revision
    created_at
    updated_at
  }
`;

export const PROJECT_FORM_FIELDS = /* GraphQL */ `
  fragment ProjectFormFields on Project {
    ...ProjectFields
    scope_of_work
    added_services {
      id
      name
    }
    actions
    side
    can_edit
    can_delete
  }
  ${PROJECT_FIELDS}
`;
