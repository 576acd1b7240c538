/**
 * Projects (spec §7.6, issue 5) on the generic record resource (src/gateway/record-resource.ts): the
 * list with every filter of the contract, details, create, update, delete, plus the filter lists
 * (customers, partners, branches) and the options of the project form (branches of a customer,
 * services, add-ons, software of a service, assignees, agents, the scope of work of a service). The
 * project view's own calls (detailed, lifecycle actions, chat, files, RFIs, requests) live in their
 * own module; exports go through download.ts.
 */
import type { z } from 'zod/mini';
import type { projectFormContract } from '../../domain/contracts/project';
import { RECORD_SDL } from '../generated/record-sdl';
import { recordResource } from '../record-resource';
import { embedded } from '../resource';

/** What a create or update sends: the project form contract's input, and on update the revision the edit was made from. */
export type ProjectInput = z.input<typeof projectFormContract> & { revision?: number };

/** The scope answer may be the text itself or an object carrying it. */
function scopeText(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  const scope = answer && typeof answer === 'object' && 'scope_of_work' in answer ? answer.scope_of_work : '';
  return typeof scope === 'string' ? scope : '';
}

export const projects = recordResource({
  type: 'Project',
  rest: 'projects',
  sdl: RECORD_SDL.Project,
  // A list row names its customer, branch, service, software and assignee; the details the add-ons.
  answered: { client_project_number: 'String', added_service_ids: null, scope_of_work: null },
  fields: /* GraphQL */ `
    code: String!
    customer: NamedRef!
    branch: NamedRef!
    service: NamedRef!
    software: NamedRef
    assignee_id: Int
    assignee: NamedRef
    status: ProjectStatus!
    is_demo: Boolean!
    open_rfis: Int!
    "Details only."
    scope_of_work: String
    approved_hours: Float
    added_services: [NamedRef!]
    cancel_reason: String
    accepted_at: String
    completed_at: String
    created_by: NamedRef
    updated_by: NamedRef
    lifecycle: ProjectLifecycle
    actions: [ProjectAction!]
    side: ProjectSide
    can_edit: Boolean
    can_delete: Boolean`,
  filters: {
    customer: 'Int',
    branch: 'Int',
    status: 'String',
    service: 'Int',
    work_type: 'String',
    due: 'String',
    project_code: 'String',
    client_project_number: 'String',
    filter_start_date: 'String',
    filter_end_date: 'String',
  },
  alsoStale: ['projectFilterCustomers', 'projectFilterBranches'],
  typeDefs: /* GraphQL */ `
  "A service a project may be for, with its work type when the server tells it."
  type ProjectServiceOption {
    id: ID!
    name: String!
    work_type: String
  }

  "Where the project stands in the parallel regions of the lifecycle chart."
  type ProjectLifecycle {
    resume_status: ProjectStatus
    due_requested_by: String
    hours_requested: Boolean!
  }

  extend type Query {
    projectFilterCustomers: [NamedRef!]!
    projectFilterPartners: [NamedRef!]!
    projectFilterBranches(customer_id: Int): [NamedRef!]!
    "The branches a project of this customer may be for (the caller's scope)."
    projectBranchOptions(customer_id: Int!): [NamedRef!]!
    projectServiceOptions: [ProjectServiceOption!]!
    projectAddedServiceOptions: [NamedRef!]!
    "The software a service is delivered in."
    projectSoftwareOptions(service_id: Int!): [NamedRef!]!
    "Active provider users a project may be assigned to."
    projectAssigneeOptions: [NamedRef!]!
    projectAgentOptions: [NamedRef!]!
    "The scope of work a new project starts from: the branch's standing scope when it has one, else the service's."
    projectScopeByService(service_id: Int!, branch_id: Int): String!
  }
`,
  extra: {
    rest: {
      projectFilterCustomers: 'projects.filtercustomers',
      projectFilterPartners: 'projects.filterpartners',
      projectFilterBranches: 'projects.filterbranches',
      projectBranchOptions: 'projects.branches',
      projectServiceOptions: 'projects.services',
      projectAddedServiceOptions: 'projects.addedservices',
      projectSoftwareOptions: { route: 'services.softwaredetail', id: 'service_id' },
      projectAssigneeOptions: 'projects.users',
      projectAgentOptions: 'projects.agents',
      projectScopeByService: { route: 'projects.scopebyservice', id: 'service_id', answer: scopeText },
    },
    // Options and the lifecycle are kept inside their project or list.
    keys: { ProjectServiceOption: embedded, ProjectLifecycle: embedded },
  },
});
