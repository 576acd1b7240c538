/** The fields the project screens read, shared by the queries and mutations that return a project. */
import type { ProjectAction, ProjectSide } from '../../domain/project-lifecycle';
import type { ProjectInput, ProjectRecord, WorkType } from '../../gateway/resources/projects';

export type { ProjectInput, WorkType };

/** A linked record as GraphQL answers it (ids are strings). */
export interface Named {
  id: string;
  name: string;
}

/** A project row of the list: the gateway's record, its id and links as GraphQL answers them (ids as strings). */
export interface Project extends Omit<ProjectRecord, 'id' | 'customer' | 'branch' | 'service' | 'software' | 'assignee'> {
  id: string;
  customer: Named;
  branch: Named;
  service: Named;
  software: Named | null;
  assignee: Named | null;
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
