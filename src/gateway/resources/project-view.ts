/**
 * The project view's calls (spec §7.6, issue 5): the detailed project, its lifecycle actions and
 * requests (one `projectAction` mutation mapped to each action's path), activities, chat, files,
 * addenda, RFIs with their comments, due-date and hours requests. The project itself is the `Project`
 * entity of resources/projects.ts, so an action's answer refreshes the list and the view alike.
 * Uploads go through upload.ts (`projects.uploadfile`), downloads through download.ts and
 * features/projects/view/save-download.ts (POSTed zip and PDF).
 */
import type { Cache } from '@urql/exchange-graphcache';
import type { ProjectAction } from '../../domain/project-lifecycle';
import type { ActionField, ViewAction } from '../../machines/project-actions';
import type { PushedChatMessage } from '../../machines/realtime';
import { graphql, type VariablesOf } from '../graphql';
import { ANSWER_SDL } from '../generated/answer-sdl';
import { guarded } from '../graphql-errors';
import { byId, embedded, invalidateLists, pageSdl, restResolvers, type GatewayContext, type GatewayResource, type RestField } from '../resource';
import type { Operation, Page } from '../rest-adapter';

/** A file as the API answers it: `original_name` is the name shown. */
type FileAnswer = { name?: string; original_name?: string };
const fileOf = <F extends FileAnswer>(file: F) => ({ ...file, name: file.original_name ?? file.name ?? 'file' });

/** An action's fields as `ProjectActionInput` brings them: each optional, null when sent empty. */
type ProjectActionFields = Partial<Record<ActionField, string | null>>;

/** Each view action's route and the fields it sends beside the project's id (`?`: only when filled). RESOLVE_RFI is per RFI (closeProjectRfi). */
const ACTION_CALLS: Record<Exclude<ViewAction, 'RESOLVE_RFI'>, readonly [Operation, ...string[]]> = {
  ACCEPT: ['projects.accept'],
  COMPLETE: ['projects.complete'],
  REQUEST_REOPEN: ['projects.reopenrequest', 'reason'],
  APPROVE_REOPEN: ['projects.approvereopen'],
  REJECT_REOPEN: ['projects.rejectreopen'],
  REQUEST_CANCELLATION: ['projects.cancelproject', 'reason'],
  CANCEL: ['projects.cancelproject', 'reason'],
  REJECT_CANCELLATION: ['projects.cancelreject'],
  REQUEST_DUE_DATE: ['projects.duerequest', 'due_date', 'reason'],
  APPROVE_DUE_DATE: ['projects.approveduedate'],
  REJECT_DUE_DATE: ['projects.rejectduedate', 'reason?'],
  REQUEST_HOURS: ['projects.hoursrequest', 'service_id', 'hours', 'description'],
  APPROVE_HOURS: ['projects.approvehours'],
  REJECT_HOURS: ['projects.rejecthours'],
  OPEN_RFI: ['projects.createrfi', 'question'],
  CHANGE_ASSIGNEE: ['projects.changeassignee', 'assignee_id'],
  REPORT_ERROR: ['projects.errorrequest', 'description'],
};

/** The fields that travel as numbers; the others are text, trimmed. */
const NUMBER_FIELDS: ReadonlySet<string> = new Set(['service_id', 'hours', 'assignee_id']);

/** The REST call of one view action on project `id`: its operation and body (spec §7.6 paths). */
export function actionCall(action: ViewAction, id: number, fields: ProjectActionFields): { operation: Operation; body: Record<string, unknown> } {
  if (action === 'RESOLVE_RFI') throw new Error('An RFI is closed through closeProjectRfi');
  const [operation, ...sent] = ACTION_CALLS[action];
  const body: Record<string, unknown> = { [action === 'OPEN_RFI' ? 'project_id' : 'id']: id };
  for (const field of sent) {
    const name = field.replace('?', '') as ActionField;
    const value = NUMBER_FIELDS.has(name) ? Number(fields[name]) : (fields[name] ?? '').trim();
    if (value !== '' || !field.endsWith('?')) body[name] = value;
  }
  return { operation, body };
}

/** A list answer may be a page or a plain array: the rows either way. */
export function rowsOf<T>(answer: Page<T> | T[] | null | undefined): T[] {
  if (Array.isArray(answer)) return answer;
  return answer?.data ?? [];
}

/** Whether an answer's data is the project's details (lifecycle routes answer them; some others do not). */
const isProject = (data: unknown): data is { code: string; actions: ProjectAction[] } =>
  typeof data === 'object' && data !== null && 'code' in data && 'actions' in data && Array.isArray((data as { actions: unknown }).actions);

/** The project an answer carries: its data, or its data's `project` (RFI changes answer `{ rfi, project }`). */
function projectIn(data: unknown): object | null {
  if (isProject(data)) return data;
  const inner = typeof data === 'object' && data !== null && 'project' in data ? (data as { project: unknown }).project : null;
  return isProject(inner) ? inner : null;
}

const typeDefs = /* GraphQL */ `
${ANSWER_SDL.projectView}
  extend type Project {
    "The detailed view only."
    counts: ProjectCounts
  }

  extend type ProjectFile {
    "The name shown: the file's original name."
    name: String!
  }

  "Field by field, what an activity changed: { field: { before, after } }."
  scalar ProjectChanges

${pageSdl('ProjectMessage')}
${pageSdl('ProjectActivity')}
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
    projectMentionable(id: ID!): [Person!]!
    projectFiles(id: ID!): [ProjectFile!]!
    projectAddenda(id: ID!): [ProjectAddendum!]!
    projectRfis(id: ID!): [ProjectRfi!]!
    projectRfiComments(rfi_id: ID!): [ProjectRfiComment!]!
    projectDueRequests(id: ID!): [ProjectDueRequest!]!
    projectHoursRequests(id: ID!): [ProjectHoursRequest!]!
    "The services of work type Others, for hours requests."
    projectOtherServices: [NamedRef!]!
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

/** An action's answer: the message, and the project when the data is one (the cache refreshes it). */
const answered = (data: unknown, messages: string) => ({ messages, project: projectIn(data) });
/** A list of the view: its rows, whether the answer is a page or an array. */
const rows = { answer: rowsOf } as const;

/** The view's fields over one REST route each. */
const FIELDS: Readonly<Record<string, RestField>> = {
  projectView: { route: 'projects.detailed', id: 'id' },
  projectActivities: { route: 'projects.activities', id: 'id' },
  projectChat: { route: 'projects.conversations', id: 'id' },
  projectMentionable: { route: 'projects.mentionable', id: 'id' },
  projectFiles: { route: 'projects.files', id: 'id', answer: (answer: Page<FileAnswer> | FileAnswer[]) => rowsOf(answer).map(fileOf) },
  projectAddenda: {
    route: 'projects.addenda',
    id: 'id',
    answer: (answer: Page<{ files: FileAnswer[] | null }>) => rowsOf(answer).map((addendum) => ({ ...addendum, files: (addendum.files ?? []).map(fileOf) })),
  },
  projectRfis: { route: 'projects.rfis', id: 'id', ...rows },
  projectRfiComments: { route: 'projects.rficomments', id: 'rfi_id', ...rows },
  projectDueRequests: { route: 'projects.duerequestdetails', id: 'id', ...rows },
  projectHoursRequests: { route: 'projects.hoursrequestdetails', id: 'id', ...rows },
  projectOtherServices: { route: 'projects.otherservices', ...rows },
  closeProjectRfi: { route: 'projects.closerfi', id: 'id', answer: answered },
  addProjectRfiComment: { route: 'projects.addrficomment', id: 'rfi_id', answer: answered },
  readProjectMessage: { route: 'projects.readconversation', id: 'id' },
  editProjectMessage: { route: 'projects.editconversation', id: 'id', answer: answered },
  deleteProjectMessage: { route: 'projects.deleteconversation', id: 'id', answer: answered },
  createProjectAddendum: { route: 'projects.createaddendum', numbers: ['project_id'], answer: (addendum: object | undefined, messages: string) => ({ messages, addendum: addendum ?? null }) },
  deleteProjectFile: { route: (addendum) => (addendum === 'true' ? 'projects.removefile' : 'projects.deleteattachment'), by: 'addendum', id: 'id', answer: answered },
};

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

/** The ids and size of a cached chat page, to put a pushed message first. */
const CHAT_PAGE = graphql(`
  query CachedProjectChatPage($id: ID!, $pageNumber: Int!, $pageSize: Int) {
    projectChat(id: $id, pageNumber: $pageNumber, pageSize: $pageSize) {
      data {
        id
      }
      total
      hasMore
    }
  }
`);

/**
 * A pushed message goes first in every cached first page of its project's chat (newest first), which
 * keeps its size: the active thread shows it from the cache at once. A page that has it already (the
 * refetch won the race) is left alone.
 */
export function addPushedMessage(cache: Cache, message: PushedChatMessage): void {
  const id = String(message.id);
  for (const field of cache.inspectFields('Query')) {
    const args = field.arguments ?? {};
    if (field.fieldName !== 'projectChat' || String(args.id) !== String(message.project_id) || args.pageNumber !== 1) continue;
    // The cached field's own arguments: those a `projectChat` query was sent with.
    cache.updateQuery({ query: CHAT_PAGE, variables: args as VariablesOf<typeof CHAT_PAGE> }, (page) => {
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
    ...restResolvers(api, FIELDS),
    projectAction: async ({ id, action, input }: { id: string; action: ViewAction; input?: ProjectActionFields | null }, { signal }: GatewayContext) => {
      const { operation, body } = actionCall(action, Number(id), input ?? {});
      const envelope = await guarded(api.call<unknown>(operation, { body, signal }));
      return answered(envelope.data, envelope.messages);
    },
    postProjectMessage: async ({ project_id, message, mentions }: { project_id: string; message: string; mentions?: string[] | null }, { signal }: GatewayContext) => {
      const envelope = await guarded(api.call<unknown>('projects.conversation', { id: project_id, body: { message, mentions: (mentions ?? []).map(Number) }, signal }));
      return answered(envelope.data, envelope.messages);
    },
    receiveProjectMessage: ({ message }: { message: PushedChatMessage }) => message,
  }),
  cache: {
    // Messages, files and requests are shown in their lists only: kept inside the list that answered them.
    keys: {
      Person: embedded,
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
      receiveProjectMessage: (_result, args, cache) => addPushedMessage(cache, args.message as PushedChatMessage),
    },
  },
};
