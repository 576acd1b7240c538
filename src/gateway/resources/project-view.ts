/**
 * The project view's calls (spec §7.6, issue 5): the detailed project, its lifecycle actions and
 * requests (one `projectAction` mutation mapped to each action's path), activities, chat, files,
 * addenda, RFIs with their comments, due-date and hours requests. The project itself is the `Project`
 * entity of resources/projects.ts, so an action's answer refreshes the list and the view alike.
 * Uploads go through upload.ts (`projects.uploadfile`), downloads through download.ts and
 * features/projects/view/save-download.ts (POSTed zip and PDF).
 */
import { gql } from 'urql';
import type { Cache } from '@urql/exchange-graphcache';
import type { ProjectAction } from '../../domain/project-lifecycle';
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, type GatewayContext, type GatewayResource } from '../resource';
import type { Operation, Page, RestAdapter } from '../rest-adapter';
import type { ProjectDetailsRecord } from './projects';

export interface ProjectPerson {
  id: number;
  name: string;
  image_uri?: string | null;
}

export interface ProjectCounts {
  messages: number | null;
  files: number | null;
  addenda: number | null;
  rfis_open: number | null;
  activities: number | null;
}

export interface ProjectMessageRecord {
  id: number;
  message: string;
  author: ProjectPerson | null;
  mine: boolean;
  edited_at: string | null;
  deleted: boolean;
  created_at: string;
  /** The people it mentions (issue 16). */
  mentions: ProjectPerson[];
  mentions_me: boolean;
  /** Who besides the author has read it. */
  seen_by: ProjectPerson[];
  /** Another's message past the caller's read receipt. */
  unread: boolean;
}

export interface ProjectActivityRecord {
  id: number;
  action: string;
  /** `{ field: { before, after } }` */
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
  actor: { id: number; name: string } | null;
  created_at: string;
}

export interface ProjectFileRecord {
  id: number;
  /** The name it was uploaded under (the API's `original_name`). */
  name: string;
  size_bytes: number;
  mime_type: string | null;
  addendum_id: number | null;
  uploaded_by: ProjectPerson | null;
  created_at: string;
  /** Whether the caller may delete it: its uploader, or the provider side. */
  can_delete: boolean | null;
}

/** A file as the API answers it: `original_name` is the name shown. */
type FileAnswer = Omit<ProjectFileRecord, 'name'> & { name?: string; original_name?: string };
type AddendumAnswer = Omit<ProjectAddendumRecord, 'files'> & { files: FileAnswer[] | null };
const fileOf = (file: FileAnswer): ProjectFileRecord => ({ ...file, name: file.original_name ?? file.name ?? 'file' });

export interface ProjectAddendumRecord {
  id: number;
  /** 1 for the project's first addendum. */
  number: number | null;
  description: string;
  created_by: ProjectPerson | null;
  created_at: string;
  files: ProjectFileRecord[] | null;
}

export interface ProjectRfiRecord {
  id: number;
  question: string;
  is_open: boolean;
  raised_by: ProjectPerson | null;
  closed_by: ProjectPerson | null;
  created_at: string;
  closed_at: string | null;
  comment_count: number | null;
}

export interface ProjectRfiCommentRecord {
  id: number;
  comment: string;
  author: ProjectPerson | null;
  created_at: string;
}

export interface ProjectDueRequestRecord {
  id: number;
  side: 'provider' | 'customer';
  current_due_date: string;
  requested_due_date: string;
  reason: string | null;
  /** pending | approved | rejected | dropped */
  state: string;
  requested_by: ProjectPerson | null;
  decided_by: ProjectPerson | null;
  decided_at: string | null;
  created_at: string;
}

export interface ProjectHoursRequestRecord {
  id: number;
  service: { id: number; name: string } | null;
  hours: number;
  description: string | null;
  state: string;
  requested_by: ProjectPerson | null;
  decided_by: ProjectPerson | null;
  decided_at: string | null;
  created_at: string;
}

/** What the view can ask of a project besides the chart's actions. */
export type ProjectViewAction = ProjectAction | 'CHANGE_ASSIGNEE' | 'REPORT_ERROR';

export interface ProjectActionFields {
  reason?: string | null;
  due_date?: string | null;
  service_id?: string | null;
  hours?: string | null;
  description?: string | null;
  assignee_id?: string | null;
  question?: string | null;
}

/**
 * The REST call of one view action on project `id`: its operation and body (spec §7.6 paths).
 * RESOLVE_RFI is per RFI (closeProjectRfi), not per project.
 */
export function actionCall(action: ProjectViewAction, id: number, fields: ProjectActionFields): { operation: Operation; body: Record<string, unknown> } {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  switch (action) {
    case 'ACCEPT':
      return { operation: 'projects.accept', body: { id } };
    case 'COMPLETE':
      return { operation: 'projects.complete', body: { id } };
    case 'REQUEST_REOPEN':
      return { operation: 'projects.reopenrequest', body: { id, reason: text(fields.reason) } };
    case 'APPROVE_REOPEN':
      return { operation: 'projects.approvereopen', body: { id } };
    case 'REJECT_REOPEN':
      return { operation: 'projects.rejectreopen', body: { id } };
    case 'REQUEST_CANCELLATION':
    case 'CANCEL':
      return { operation: 'projects.cancelproject', body: { id, reason: text(fields.reason) } };
    case 'REJECT_CANCELLATION':
      return { operation: 'projects.cancelreject', body: { id } };
    case 'REQUEST_DUE_DATE':
      return { operation: 'projects.duerequest', body: { id, due_date: text(fields.due_date), reason: text(fields.reason) } };
    case 'APPROVE_DUE_DATE':
      return { operation: 'projects.approveduedate', body: { id } };
    case 'REJECT_DUE_DATE':
      return { operation: 'projects.rejectduedate', body: text(fields.reason) ? { id, reason: text(fields.reason) } : { id } };
    case 'REQUEST_HOURS':
      return { operation: 'projects.hoursrequest', body: { id, service_id: Number(fields.service_id), hours: Number(fields.hours), description: text(fields.description) } };
    case 'APPROVE_HOURS':
      return { operation: 'projects.approvehours', body: { id } };
    case 'REJECT_HOURS':
      return { operation: 'projects.rejecthours', body: { id } };
    case 'OPEN_RFI':
      return { operation: 'projects.createrfi', body: { project_id: id, question: text(fields.question) } };
    case 'CHANGE_ASSIGNEE':
      return { operation: 'projects.changeassignee', body: { id, assignee_id: Number(fields.assignee_id) } };
    case 'REPORT_ERROR':
      return { operation: 'projects.errorrequest', body: { id, description: text(fields.description) } };
    case 'RESOLVE_RFI':
      throw new Error('An RFI is closed through closeProjectRfi');
  }
}

/** A list answer may be a page or a plain array: the rows either way. */
export function rowsOf<T>(answer: Page<T> | T[] | null | undefined): T[] {
  if (Array.isArray(answer)) return answer;
  return answer?.data ?? [];
}

/** Whether an answer's data is the project's details (lifecycle routes answer them; some others do not). */
const isProject = (data: unknown): data is ProjectDetailsRecord =>
  typeof data === 'object' && data !== null && 'code' in data && 'actions' in data && Array.isArray((data as { actions: unknown }).actions);

/** The project an answer carries: its data, or its data's `project` (RFI changes answer `{ rfi, project }`). */
function projectIn(data: unknown): ProjectDetailsRecord | null {
  if (isProject(data)) return data;
  const inner = typeof data === 'object' && data !== null && 'project' in data ? (data as { project: unknown }).project : null;
  return isProject(inner) ? inner : null;
}

const typeDefs = /* GraphQL */ `
  "Someone named beside a message, file, RFI or request."
  type ProjectPerson {
    id: ID!
    name: String!
    image_uri: String
  }

  "How many of each the project has (the detailed view)."
  type ProjectCounts {
    messages: Int
    files: Int
    addenda: Int
    rfis_open: Int
    activities: Int
  }

  extend type Project {
    "The detailed view only."
    counts: ProjectCounts
  }

  type ProjectMessage {
    id: ID!
    message: String!
    author: ProjectPerson
    mine: Boolean!
    edited_at: String
    deleted: Boolean!
    created_at: String!
    "The people it mentions; the text names them as @Name."
    mentions: [ProjectPerson!]!
    mentions_me: Boolean!
    "Who besides the author has read it."
    seen_by: [ProjectPerson!]!
    "Another's message past the caller's read receipt."
    unread: Boolean!
  }

  "Where a reader's receipt stands in a project's chat."
  type ProjectChatReceipt {
    project_id: ID!
    last_read_id: ID!
  }

  type ProjectMessagePage {
    data: [ProjectMessage!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  "Field by field, what an activity changed: { field: { before, after } }."
  scalar ProjectChanges

  type ProjectActivity {
    id: ID!
    action: String!
    changes: ProjectChanges
    actor: ProjectPerson
    created_at: String!
  }

  type ProjectActivityPage {
    data: [ProjectActivity!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type ProjectFile {
    id: ID!
    name: String!
    size_bytes: Int!
    mime_type: String
    addendum_id: Int
    uploaded_by: ProjectPerson
    created_at: String!
    can_delete: Boolean
  }

  type ProjectAddendum {
    id: ID!
    number: Int
    description: String!
    created_by: ProjectPerson
    created_at: String!
    files: [ProjectFile!]
  }

  type ProjectRfi {
    id: ID!
    question: String!
    is_open: Boolean!
    raised_by: ProjectPerson
    closed_by: ProjectPerson
    created_at: String!
    closed_at: String
    comment_count: Int
  }

  type ProjectRfiComment {
    id: ID!
    comment: String!
    author: ProjectPerson
    created_at: String!
  }

  type ProjectDueRequest {
    id: ID!
    side: String
    current_due_date: String
    requested_due_date: String
    reason: String
    state: String!
    requested_by: ProjectPerson
    decided_by: ProjectPerson
    decided_at: String
    created_at: String!
  }

  type ProjectHoursRequest {
    id: ID!
    service: ProjectLink
    hours: Float!
    description: String
    state: String!
    requested_by: ProjectPerson
    decided_by: ProjectPerson
    decided_at: String
    created_at: String!
  }

  "What an action answers: the server's message and, when it sends it, the fresh project."
  type ProjectActionResult {
    messages: String!
    project: Project
  }

  input ProjectActionInput {
    reason: String
    due_date: String
    service_id: String
    hours: String
    description: String
    assignee_id: String
    question: String
  }

  extend type Query {
    "The detailed project: its details and counts."
    projectView(id: ID!): Project!
    projectActivities(id: ID!, pageNumber: Int!, pageSize: Int): ProjectActivityPage!
    "The chat, newest first."
    projectChat(id: ID!, pageNumber: Int!, pageSize: Int): ProjectMessagePage!
    "The people who can see the project, who may be mentioned in its chat."
    projectMentionable(id: ID!): [ProjectPerson!]!
    projectFiles(id: ID!): [ProjectFile!]!
    projectAddenda(id: ID!): [ProjectAddendum!]!
    projectRfis(id: ID!): [ProjectRfi!]!
    projectRfiComments(rfi_id: ID!): [ProjectRfiComment!]!
    projectDueRequests(id: ID!): [ProjectDueRequest!]!
    projectHoursRequests(id: ID!): [ProjectHoursRequest!]!
    "The services of work type Others, for hours requests."
    projectOtherServices: [ProjectLink!]!
  }

  extend type Mutation {
    projectAction(id: ID!, action: String!, input: ProjectActionInput): ProjectActionResult!
    closeProjectRfi(id: ID!): ProjectActionResult!
    addProjectRfiComment(rfi_id: ID!, comment: String!): ProjectActionResult!
    postProjectMessage(project_id: ID!, message: String!, mentions: [ID!]): ProjectActionResult!
    "A message someone else posted, as the push brought it (conversation:new): answered as given, no call; the open thread shows it from the cache."
    receiveProjectMessage(message: ProjectMessagePush!): ProjectMessage!
    "The caller has seen the message (and every earlier one of its chat)."
    readProjectMessage(id: ID!): ProjectChatReceipt!
    editProjectMessage(id: ID!, message: String!): ProjectActionResult!
    deleteProjectMessage(id: ID!): ProjectActionResult!
    createProjectAddendum(project_id: ID!, description: String!): ProjectAddendumResult!
    "Deletes an attachment of the project, or (addendum true) a file of one of its addenda."
    deleteProjectFile(id: ID!, addendum: Boolean): ProjectActionResult!
  }

  "A chat message as the server pushes it (the REST shape, with project_id)."
  scalar ProjectMessagePush

  type ProjectAddendumResult {
    messages: String!
    addendum: ProjectAddendum
  }
`;

type Ctx = GatewayContext;

/** An action's answer: the message, and the project when the data is one (the cache refreshes it). */
async function answered(api: RestAdapter, operation: Operation, input: { id?: string | number; body?: unknown; signal: AbortSignal }) {
  const envelope = await guarded(api.call<unknown>(operation, input));
  return { messages: envelope.messages, project: projectIn(envelope.data) };
}

/** Every query of the view: any write may change counts, lists and the activities. */
export const PROJECT_VIEW_QUERIES = [
  'projectView',
  'project',
  'projectActivities',
  'projectChat',
  'projectFiles',
  'projectAddenda',
  'projectRfis',
  'projectRfiComments',
  'projectDueRequests',
  'projectHoursRequests',
] as const;

/** A pushed chat message: the REST record (ProjectMessageRecord) with its project. */
export interface ProjectMessagePush {
  id: number;
  project_id: number;
}

/** The ids and size of a cached chat page, to put a pushed message first. */
const CHAT_PAGE = gql`
  query CachedProjectChatPage($id: ID!, $pageNumber: Int!, $pageSize: Int) {
    projectChat(id: $id, pageNumber: $pageNumber, pageSize: $pageSize) {
      data {
        id
      }
      total
      hasMore
    }
  }
`;

interface ChatPageIds {
  projectChat: { __typename: string; data: { __typename: string; id: string }[]; total: number; hasMore: boolean };
}

/**
 * A pushed message goes first in every cached first page of its project's chat (newest first), which
 * keeps its size: the active thread shows it from the cache at once. A page that has it already (the
 * refetch won the race) is left alone.
 */
export function addPushedMessage(cache: Cache, message: ProjectMessagePush): void {
  const id = String(message.id);
  for (const field of cache.inspectFields('Query')) {
    const args = field.arguments ?? {};
    if (field.fieldName !== 'projectChat' || String(args.id) !== String(message.project_id) || args.pageNumber !== 1) continue;
    cache.updateQuery<ChatPageIds>({ query: CHAT_PAGE, variables: args }, (page) => {
      if (!page || page.projectChat.data.some((entry) => entry.id === id)) return page;
      const { data, total } = page.projectChat;
      const size = typeof args.pageSize === 'number' ? args.pageSize : data.length + 1;
      const more = [{ __typename: 'ProjectMessage', id }, ...data];
      return { projectChat: { ...page.projectChat, data: more.slice(0, size), total: total + 1, hasMore: page.projectChat.hasMore || more.length > size } };
    });
  }
}

export const projectView: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    projectView: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<ProjectDetailsRecord>('projects.detailed', { id, signal })),
    projectActivities: async ({ id, pageNumber, pageSize }: { id: string; pageNumber: number; pageSize?: number | null }, { signal }: Ctx) =>
      guarded(api.data<Page<ProjectActivityRecord>>('projects.activities', { id, body: pageSize ? { pageNumber, pageSize } : { pageNumber }, signal })),
    projectChat: ({ id, pageNumber, pageSize }: { id: string; pageNumber: number; pageSize?: number | null }, { signal }: Ctx) =>
      guarded(api.data<Page<ProjectMessageRecord>>('projects.conversations', { id, body: pageSize ? { pageNumber, pageSize } : { pageNumber }, signal })),
    projectMentionable: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<ProjectPerson[]>('projects.mentionable', { id, signal })),
    projectFiles: async ({ id }: { id: string }, { signal }: Ctx) => rowsOf(await guarded(api.data<Page<FileAnswer>>('projects.files', { id, signal }))).map(fileOf),
    projectAddenda: async ({ id }: { id: string }, { signal }: Ctx) =>
      rowsOf(await guarded(api.data<Page<AddendumAnswer>>('projects.addenda', { id, signal }))).map((addendum) => ({ ...addendum, files: (addendum.files ?? []).map(fileOf) })),
    projectRfis: async ({ id }: { id: string }, { signal }: Ctx) => rowsOf(await guarded(api.data<Page<ProjectRfiRecord>>('projects.rfis', { id, signal }))),
    projectRfiComments: async ({ rfi_id }: { rfi_id: string }, { signal }: Ctx) =>
      rowsOf(await guarded(api.data<Page<ProjectRfiCommentRecord>>('projects.rficomments', { id: rfi_id, signal }))),
    projectDueRequests: async ({ id }: { id: string }, { signal }: Ctx) =>
      rowsOf(await guarded(api.data<Page<ProjectDueRequestRecord>>('projects.duerequestdetails', { id, signal }))),
    projectHoursRequests: async ({ id }: { id: string }, { signal }: Ctx) =>
      rowsOf(await guarded(api.data<Page<ProjectHoursRequestRecord>>('projects.hoursrequestdetails', { id, signal }))),
    projectOtherServices: async (_args: unknown, { signal }: Ctx) => rowsOf(await guarded(api.data<{ id: number; name: string }[]>('projects.otherservices', { signal }))),
    projectAction: ({ id, action, input }: { id: string; action: ProjectViewAction; input?: ProjectActionFields | null }, { signal }: Ctx) => {
      const { operation, body } = actionCall(action, Number(id), input ?? {});
      return answered(api, operation, { body, signal });
    },
    closeProjectRfi: ({ id }: { id: string }, { signal }: Ctx) => answered(api, 'projects.closerfi', { id, signal }),
    addProjectRfiComment: ({ rfi_id, comment }: { rfi_id: string; comment: string }, { signal }: Ctx) =>
      answered(api, 'projects.addrficomment', { id: rfi_id, body: { comment }, signal }),
    postProjectMessage: ({ project_id, message, mentions }: { project_id: string; message: string; mentions?: string[] | null }, { signal }: Ctx) =>
      answered(api, 'projects.conversation', { id: project_id, body: { message, mentions: (mentions ?? []).map(Number) }, signal }),
    readProjectMessage: ({ id }: { id: string }, { signal }: Ctx) => guarded(api.data<{ project_id: number; last_read_id: number }>('projects.readconversation', { id, signal })),
    editProjectMessage: ({ id, message }: { id: string; message: string }, { signal }: Ctx) => answered(api, 'projects.editconversation', { id, body: { message }, signal }),
    deleteProjectMessage: ({ id }: { id: string }, { signal }: Ctx) => answered(api, 'projects.deleteconversation', { id, signal }),
    receiveProjectMessage: ({ message }: { message: ProjectMessagePush }) => message,
    createProjectAddendum: async ({ project_id, description }: { project_id: string; description: string }, { signal }: Ctx) => {
      const envelope = await guarded(api.call<ProjectAddendumRecord>('projects.createaddendum', { body: { project_id: Number(project_id), description }, signal }));
      return { messages: envelope.messages, addendum: envelope.data ?? null };
    },
    deleteProjectFile: ({ id, addendum }: { id: string; addendum?: boolean | null }, { signal }: Ctx) =>
      answered(api, addendum ? 'projects.removefile' : 'projects.deleteattachment', { id, signal }),
  }),
  cache: {
    // Messages, files and requests are shown in their lists only: kept inside the list that answered them.
    keys: {
      ProjectPerson: embedded,
      ProjectCounts: embedded,
      ProjectMessage: byId,
      ProjectMessagePage: embedded,
      ProjectChatReceipt: embedded,
      ProjectActivity: byId,
      ProjectActivityPage: embedded,
      ProjectFile: byId,
      ProjectAddendum: byId,
      ProjectRfi: byId,
      ProjectRfiComment: byId,
      ProjectDueRequest: byId,
      ProjectHoursRequest: byId,
      ProjectActionResult: embedded,
      ProjectAddendumResult: embedded,
    },
    mutations: {
      ...Object.fromEntries(
        ['projectAction', 'closeProjectRfi', 'addProjectRfiComment', 'postProjectMessage', 'editProjectMessage', 'deleteProjectMessage', 'createProjectAddendum', 'deleteProjectFile'].map((name) => [
          name,
          (_result: unknown, _args: unknown, cache: Cache) => invalidateLists(cache, [...PROJECT_VIEW_QUERIES, 'projects']),
        ]),
      ),
      receiveProjectMessage: (_result, args, cache) => addPushedMessage(cache, args.message as ProjectMessagePush),
    },
  },
};
