/** The fields the project screens read, shared by the queries and mutations that return a project. */
import type { WorkType } from '../../domain/contracts/service';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { ProjectInput } from '../../gateway/resources/projects';

export type { ProjectInput, WorkType };

/** A project row of the list (the project view's fragment spreads it too); the add-ons and scope are the details'. */
export const PROJECT_FIELDS = graphql(`
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
`);

/** What the edit form needs beyond the row. */
export const PROJECT_FORM_FIELDS = graphql(
  `
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
`,
  [PROJECT_FIELDS],
);

export type Project = ResultOf<typeof PROJECT_FIELDS>;
export type ProjectDetails = ResultOf<typeof PROJECT_FORM_FIELDS>;
