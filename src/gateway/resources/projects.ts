/**
 * Projects (spec §7.6, issue 5): the list with every filter of the contract, details, create, update,
 * delete, the filter lists (customers, partners, branches) and the options of the project form
 * (branches of a customer, services, add-ons, software of a service, assignees, agents, the scope of
 * work of a service). The project view's own calls (detailed, lifecycle actions, chat, files, RFIs,
 * requests) live in their own module; exports go through download.ts.
 */
import type { ProjectAction, ProjectSide, ProjectStatus } from '../../domain/project-lifecycle';
import { guarded } from '../graphql-errors';
import { RECORD_SDL } from '../generated/record-sdl';
import { recordTypeDefs } from '../record-resource';
import { byId, cachedEntity, embedded, listBody, recordMutations, type GatewayContext, type GatewayResource, type ListArgs } from '../resource';
import type { Operation, Page } from '../rest-adapter';
import type { z } from 'zod/mini';
import type { projectFormContract } from '../../domain/contracts/project';
import type { WorkType } from '../../domain/contracts/service';

/** The work types are the domain's (contracts/service.ts); screens take the type from here with the project's. */
export type { WorkType };

export interface ProjectLink {
  id: number;
  name: string;
}

/** A project as the list answers it. */
export interface ProjectRecord {
  id: number;
  /** e.g. `PRJ-000123` */
  code: string;
  name: string;
  client_project_number: string | null;
  customer_id: number;
  customer: ProjectLink;
  branch_id: number;
  branch: ProjectLink;
  service_id: number;
  service: ProjectLink;
  software_id: number | null;
  software: ProjectLink | null;
  work_type: WorkType;
  /** YYYY-MM-DD */
  due_date: string;
  assignee_id: number | null;
  assignee: ProjectLink | null;
  status: ProjectStatus;
  is_demo: boolean;
  open_rfis: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** The details add the scope, add-ons, people, lifecycle and what the caller may do. */
export interface ProjectDetailsRecord extends ProjectRecord {
  scope_of_work: string;
  approved_hours: number | null;
  added_services: ProjectLink[];
  cancel_reason: string | null;
  accepted_at: string | null;
  completed_at: string | null;
  created_by: ProjectLink | null;
  updated_by: ProjectLink | null;
  lifecycle: { resume_status: ProjectStatus | null; due_requested_by: 'provider' | 'customer' | null; hours_requested: boolean };
  actions: ProjectAction[];
  side: ProjectSide;
  can_edit: boolean;
  can_delete: boolean;
}

/** What a create or update sends: the project form contract's input, and on update the revision the edit was made from. */
export type ProjectInput = z.input<typeof projectFormContract> & { revision?: number };

/** The list filters of the contract; record ids are numbers, days YYYY-MM-DD. */
export interface ProjectFilters {
  customer?: number | null;
  branch?: number | null;
  status?: string | null;
  service?: number | null;
  work_type?: string | null;
  due?: string | null;
  project_code?: string | null;
  client_project_number?: string | null;
  filter_start_date?: string | null;
  filter_end_date?: string | null;
}

export const PROJECT_FILTER_NAMES = ['customer', 'branch', 'status', 'service', 'work_type', 'due', 'project_code', 'client_project_number', 'filter_start_date', 'filter_end_date'] as const;

/** The REST body of a list or export: the set filters, search and sort (no paging for exports). */
export function projectListBody(args: ListArgs & ProjectFilters): Record<string, unknown> {
  const { pageNumber, pageSize, search, sort, ...filters } = args;
  const extra: Record<string, unknown> = {};
  for (const name of PROJECT_FILTER_NAMES) extra[name] = filters[name];
  return listBody({ pageNumber, pageSize: pageSize ?? null, search: search ?? null, sort: sort ?? null }, extra);
}

/** `type Project` and `input ProjectInput`: the project form contract's fields (generated, ADR 0263) and what a project answers beyond them. */
const projectTypes = recordTypeDefs('Project', RECORD_SDL.Project, {
  // A list row names its customer, branch, service, software and assignee; the details the add-ons.
  answered: { client_project_number: 'String', added_service_ids: null, scope_of_work: null },
  fields: /* GraphQL */ `
    code: String!
    customer: ProjectLink!
    branch: ProjectLink!
    service: ProjectLink!
    software: ProjectLink
    assignee_id: Int
    assignee: ProjectLink
    status: String!
    is_demo: Boolean!
    open_rfis: Int!
    "Details only."
    scope_of_work: String
    approved_hours: Float
    added_services: [ProjectLink!]
    cancel_reason: String
    accepted_at: String
    completed_at: String
    created_by: ProjectLink
    updated_by: ProjectLink
    lifecycle: ProjectLifecycle
    actions: [String!]
    side: String
    can_edit: Boolean
    can_delete: Boolean`,
});

const typeDefs = /* GraphQL */ `
  "A record a project names (customer, branch, service, person), or an option of its form and filters."
  type ProjectLink {
    id: ID!
    name: String!
  }

  "A service a project may be for, with its work type when the server tells it."
  type ProjectServiceOption {
    id: ID!
    name: String!
    work_type: String
  }

  "Where the project stands in the parallel regions of the lifecycle chart."
  type ProjectLifecycle {
    resume_status: String
    due_requested_by: String
    hours_requested: Boolean!
  }

${projectTypes}
  type ProjectPage {
    data: [Project!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  extend type Query {
    projects(
      pageNumber: Int!
      pageSize: Int
      search: String
      sort: String
      customer: Int
      branch: Int
      status: String
      service: Int
      work_type: String
      due: String
      project_code: String
      client_project_number: String
      filter_start_date: String
      filter_end_date: String
    ): ProjectPage!
    project(id: ID!): Project!
    projectFilterCustomers: [ProjectLink!]!
    projectFilterPartners: [ProjectLink!]!
    projectFilterBranches(customer_id: Int): [ProjectLink!]!
    "The branches a project of this customer may be for (the caller's scope)."
    projectBranchOptions(customer_id: Int!): [ProjectLink!]!
    projectServiceOptions: [ProjectServiceOption!]!
    projectAddedServiceOptions: [ProjectLink!]!
    "The software a service is delivered in."
    projectSoftwareOptions(service_id: Int!): [ProjectLink!]!
    "Active provider users a project may be assigned to."
    projectAssigneeOptions: [ProjectLink!]!
    projectAgentOptions: [ProjectLink!]!
    "The scope of work a new project starts from: the branch's standing scope when it has one, else the service's."
    projectScopeByService(service_id: Int!, branch_id: Int): String!
  }

  extend type Mutation {
    createProject(input: ProjectInput!): Project!
    updateProject(id: ID!, input: ProjectInput!): Project!
    deleteProject(id: ID!): DeleteResult!
  }
`;

type Ctx = GatewayContext;
type Option = { id: number; name: string };

/** The scope answer may be the text itself or an object carrying it. */
function scopeText(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  if (answer && typeof answer === 'object' && 'scope_of_work' in answer) {
    const scope = (answer as { scope_of_work: unknown }).scope_of_work;
    return typeof scope === 'string' ? scope : '';
  }
  return '';
}

/** Every query field that lists projects or names them in an option list. */
export const PROJECT_LISTS = ['projects', 'projectFilterCustomers', 'projectFilterBranches'] as const;

export const projects: GatewayResource = {
  typeDefs,
  resolvers: (api) => {
    const options = (operation: Operation, body?: object) => (_args: unknown, { signal }: Ctx) => guarded(api.data<Option[]>(operation, { ...(body ? { body } : {}), signal }));
    return {
      projects: (args: ListArgs & ProjectFilters, { signal }: Ctx) => guarded(api.data<Page<ProjectRecord>>('projects.list', { body: projectListBody(args), signal })),
      project: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<ProjectDetailsRecord>('projects.details', { id, signal })),
      projectFilterCustomers: options('projects.filtercustomers'),
      projectFilterPartners: options('projects.filterpartners'),
      projectFilterBranches: ({ customer_id }: { customer_id?: number | null }, { signal }: Ctx) =>
        guarded(api.data<Option[]>('projects.filterbranches', { body: customer_id ? { customer_id } : {}, signal })),
      projectBranchOptions: ({ customer_id }: { customer_id: number }, { signal }: Ctx) => guarded(api.data<Option[]>('projects.branches', { body: { customer_id }, signal })),
      projectServiceOptions: options('projects.services'),
      projectAddedServiceOptions: options('projects.addedservices'),
      projectSoftwareOptions: ({ service_id }: { service_id: number }, { signal }: Ctx) => guarded(api.data<Option[]>('services.softwaredetail', { id: service_id, signal })),
      projectAssigneeOptions: options('projects.users'),
      projectAgentOptions: options('projects.agents'),
      projectScopeByService: async ({ service_id, branch_id }: { service_id: number; branch_id?: number | null }, { signal }: Ctx) =>
        scopeText(await guarded(api.data<unknown>('projects.scopebyservice', { id: service_id, body: branch_id ? { branch_id } : {}, signal }))),
      createProject: ({ input }: { input: ProjectInput }, { signal }: Ctx) => guarded(api.data<ProjectDetailsRecord>('projects.create', { body: input, signal })),
      updateProject: ({ id, input }: { id: string; input: ProjectInput }, { signal }: Ctx) => guarded(api.data<ProjectDetailsRecord>('projects.update', { id, body: input, signal })),
      deleteProject: async ({ id }: { id: string }, { signal }: Ctx) => ({ id, messages: await guarded(api.messages('projects.delete', { id, signal })) }),
    };
  },
  cache: {
    // Links name records of other tables (customer 1, branch 1): kept inside their project.
    keys: { Project: byId, ProjectPage: embedded, ProjectLink: embedded, ProjectServiceOption: embedded, ProjectLifecycle: embedded },
    queries: { project: cachedEntity('Project') },
    mutations: recordMutations('Project', PROJECT_LISTS, { create: 'createProject', update: 'updateProject', remove: 'deleteProject' }),
  },
};
