/** The fields the project screens read, shared by the queries and mutations that return a project. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { projectFormContract } from '../../domain/contracts/project';
import type { ProjectAction, ProjectSide, ProjectStatus } from '../../domain/project-lifecycle';
import type { WorkType } from '../../domain/contracts/service';
import type { ProjectInput } from '../../gateway/resources/projects';

export type { ProjectInput, WorkType };

/** A linked record as GraphQL answers it (ids are strings). */
export interface Named {
  id: string;
  name: string;
}

/** A project row of the list: the project form contract's fields, the records it names and its lifecycle; the add-ons and scope are the details'. */
export type Project = AnsweredRecord<
  typeof projectFormContract,
  {
    code: string;
    client_project_number: string | null;
    customer: Named;
    branch: Named;
    service: Named;
    software: Named | null;
    assignee_id: number | null;
    assignee: Named | null;
    status: ProjectStatus;
    is_demo: boolean;
    open_rfis: number;
    created_at: string;
    updated_at: string;
  },
  'added_service_ids' | 'scope_of_work'
>;

/** What the edit form needs beyond the row. */
export type ProjectDetails = Project & {
  scope_of_work: string | null;
  added_services: Named[] | null;
  actions: ProjectAction[] | null;
  side: ProjectSide | null;
  can_edit: boolean | null;
  can_delete: boolean | null;
};

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
