/**
 * The project view's queries and writes over the gateway (src/gateway/resources/project-view.ts).
 * Every query is network-only: the view shows what the server holds now, and live events refetch it.
 */
import { gql, useMutation, useQuery } from 'urql';
import type { ProjectAction, ProjectSide } from '../../../domain/project-lifecycle';
import type { ProjectActionFields, ProjectViewAction } from '../../../gateway/resources/project-view';
import type { PushedChatMessage } from '../../../machines/realtime';
import { PROJECT_FIELDS, type Named, type Project } from '../project-fields';

export interface Person {
  id: string;
  name: string;
  image_uri: string | null;
}

export interface ProjectViewDetails extends Project {
  scope_of_work: string | null;
  approved_hours: number | null;
  added_services: Named[] | null;
  cancel_reason: string | null;
  accepted_at: string | null;
  completed_at: string | null;
  created_by: Named | null;
  updated_by: Named | null;
  lifecycle: { resume_status: string | null; due_requested_by: ProjectSide | null; hours_requested: boolean } | null;
  actions: ProjectAction[] | null;
  side: ProjectSide | null;
  can_edit: boolean | null;
  can_delete: boolean | null;
  counts: { messages: number | null; files: number | null; addenda: number | null; rfis_open: number | null; activities: number | null } | null;
}

export const PROJECT_VIEW_FIELDS = /* GraphQL */ `
  fragment ProjectViewFields on Project {
    ...ProjectFields
    scope_of_work
    approved_hours
    added_services {
      id
      name
    }
    cancel_reason
    accepted_at
    completed_at
    created_by {
      id
      name
    }
    updated_by {
      id
      name
    }
    lifecycle {
      resume_status
      due_requested_by
      hours_requested
    }
    actions
    side
    can_edit
    can_delete
  }
  ${PROJECT_FIELDS}
`;

const PROJECT_VIEW = gql`
  query ProjectView($id: ID!) {
    projectView(id: $id) {
      ...ProjectViewFields
      counts {
        messages
        files
        addenda
        rfis_open
        activities
      }
    }
  }
  ${PROJECT_VIEW_FIELDS}
`;

export function useProjectView(id: string) {
  return useQuery<{ projectView: ProjectViewDetails }, { id: string }>({ query: PROJECT_VIEW, variables: { id }, requestPolicy: 'network-only' });
}

const PERSON = /* GraphQL */ `
  fragment ProjectPersonFields on ProjectPerson {
    id
    name
    image_uri
  }
`;

export interface ChatMessage {
  id: string;
  message: string;
  author: Person | null;
  mine: boolean;
  edited_at: string | null;
  deleted: boolean;
  created_at: string;
  /** The people it mentions; the text names them as "@Name". */
  mentions: Person[];
  mentions_me: boolean;
  /** Who besides the author has read it. */
  seen_by: Person[];
  /** Another's message past the caller's read receipt. */
  unread: boolean;
}

export const CHAT_PAGE_SIZE = 50;

/** What the thread shows of a message: a pushed one is written with the same fields. */
const MESSAGE = /* GraphQL */ `
  fragment ProjectMessageFields on ProjectMessage {
    id
    message
    author {
      ...ProjectPersonFields
    }
    mine
    edited_at
    deleted
    created_at
    mentions {
      ...ProjectPersonFields
    }
    mentions_me
    seen_by {
      ...ProjectPersonFields
    }
    unread
  }
  ${PERSON}
`;

export const PROJECT_CHAT = gql`
  query ProjectChat($id: ID!, $pageNumber: Int!, $pageSize: Int) {
    projectChat(id: $id, pageNumber: $pageNumber, pageSize: $pageSize) {
      data {
        ...ProjectMessageFields
      }
      total
      hasMore
      pageNumber
    }
  }
  ${MESSAGE}
`;

export const RECEIVE_MESSAGE = gql`
  mutation ReceiveProjectMessage($message: ProjectMessagePush!) {
    receiveProjectMessage(message: $message) {
      ...ProjectMessageFields
    }
  }
  ${MESSAGE}
`;

/** Puts a message pushed by the server (conversation:new) first in the cached thread: shown without a call. */
export const useReceiveMessage = () => useMutation<{ receiveProjectMessage: ChatMessage }, { message: PushedChatMessage }>(RECEIVE_MESSAGE);

export function useProjectChat(id: string) {
  return useQuery<{ projectChat: { data: ChatMessage[]; total: number; hasMore: boolean } }>({
    query: PROJECT_CHAT,
    variables: { id, pageNumber: 1, pageSize: CHAT_PAGE_SIZE },
    requestPolicy: 'network-only',
  });
}

const PROJECT_MENTIONABLE = gql`
  query ProjectMentionable($id: ID!) {
    projectMentionable(id: $id) {
      ...ProjectPersonFields
    }
  }
  ${PERSON}
`;

/** The people who can see the project: whom its chat may mention. */
export function useProjectMentionable(id: string) {
  return useQuery<{ projectMentionable: Person[] }>({ query: PROJECT_MENTIONABLE, variables: { id }, requestPolicy: 'cache-and-network' });
}

export interface Activity {
  id: string;
  action: string;
  changes: Record<string, { before?: unknown; after?: unknown }> | null;
  actor: Person | null;
  created_at: string;
}

const PROJECT_ACTIVITIES = gql`
  query ProjectActivities($id: ID!, $pageNumber: Int!) {
    projectActivities(id: $id, pageNumber: $pageNumber, pageSize: 50) {
      data {
        id
        action
        changes
        actor {
          ...ProjectPersonFields
        }
        created_at
      }
      total
      hasMore
      pageNumber
    }
  }
  ${PERSON}
`;

export function useProjectActivities(id: string, pageNumber: number) {
  return useQuery<{ projectActivities: { data: Activity[]; total: number; hasMore: boolean; pageNumber: number } }>({
    query: PROJECT_ACTIVITIES,
    variables: { id, pageNumber },
    requestPolicy: 'network-only',
  });
}

export interface ProjectFile {
  id: string;
  name: string;
  size_bytes: number;
  mime_type: string | null;
  addendum_id: number | null;
  uploaded_by: Person | null;
  created_at: string;
  can_delete: boolean | null;
}

const FILE_FIELDS = /* GraphQL */ `
  fragment ProjectFileFields on ProjectFile {
    id
    name
    size_bytes
    mime_type
    addendum_id
    uploaded_by {
      ...ProjectPersonFields
    }
    created_at
    can_delete
  }
  ${PERSON}
`;

const PROJECT_FILES = gql`
  query ProjectFiles($id: ID!) {
    projectFiles(id: $id) {
      ...ProjectFileFields
    }
  }
  ${FILE_FIELDS}
`;

export function useProjectFiles(id: string) {
  return useQuery<{ projectFiles: ProjectFile[] }>({ query: PROJECT_FILES, variables: { id }, requestPolicy: 'network-only' });
}

export interface Addendum {
  id: string;
  number: number | null;
  description: string;
  created_by: Person | null;
  created_at: string;
  files: ProjectFile[] | null;
}

const PROJECT_ADDENDA = gql`
  query ProjectAddenda($id: ID!) {
    projectAddenda(id: $id) {
      id
      number
      description
      created_by {
        ...ProjectPersonFields
      }
      created_at
      files {
        ...ProjectFileFields
      }
    }
  }
  ${FILE_FIELDS}
`;

export function useProjectAddenda(id: string) {
  return useQuery<{ projectAddenda: Addendum[] }>({ query: PROJECT_ADDENDA, variables: { id }, requestPolicy: 'network-only' });
}

export interface Rfi {
  id: string;
  question: string;
  is_open: boolean;
  raised_by: Person | null;
  closed_by: Person | null;
  created_at: string;
  closed_at: string | null;
  comment_count: number | null;
}

const PROJECT_RFIS = gql`
  query ProjectRfis($id: ID!) {
    projectRfis(id: $id) {
      id
      question
      is_open
      raised_by {
        ...ProjectPersonFields
      }
      closed_by {
        ...ProjectPersonFields
      }
      created_at
      closed_at
      comment_count
    }
  }
  ${PERSON}
`;

export function useProjectRfis(id: string) {
  return useQuery<{ projectRfis: Rfi[] }>({ query: PROJECT_RFIS, variables: { id }, requestPolicy: 'network-only' });
}

export interface RfiComment {
  id: string;
  comment: string;
  author: Person | null;
  created_at: string;
}

const RFI_COMMENTS = gql`
  query ProjectRfiComments($rfi_id: ID!) {
    projectRfiComments(rfi_id: $rfi_id) {
      id
      comment
      author {
        ...ProjectPersonFields
      }
      created_at
    }
  }
  ${PERSON}
`;

export function useRfiComments(rfiId: string, pause: boolean) {
  return useQuery<{ projectRfiComments: RfiComment[] }>({ query: RFI_COMMENTS, variables: { rfi_id: rfiId }, pause, requestPolicy: 'network-only' });
}

export interface DueRequest {
  id: string;
  side: string | null;
  current_due_date: string | null;
  requested_due_date: string | null;
  reason: string | null;
  state: string;
  requested_by: Person | null;
  decided_by: Person | null;
  decided_at: string | null;
  created_at: string;
}

export interface HoursRequest {
  id: string;
  service: Named | null;
  hours: number;
  description: string | null;
  state: string;
  requested_by: Person | null;
  decided_by: Person | null;
  decided_at: string | null;
  created_at: string;
}

const PROJECT_REQUESTS = gql`
  query ProjectRequests($id: ID!) {
    projectDueRequests(id: $id) {
      id
      side
      current_due_date
      requested_due_date
      reason
      state
      requested_by {
        ...ProjectPersonFields
      }
      decided_by {
        ...ProjectPersonFields
      }
      decided_at
      created_at
    }
    projectHoursRequests(id: $id) {
      id
      service {
        id
        name
      }
      hours
      description
      state
      requested_by {
        ...ProjectPersonFields
      }
      created_at
    }
  }
  ${PERSON}
`;

export function useProjectRequests(id: string) {
  return useQuery<{ projectDueRequests: DueRequest[]; projectHoursRequests: HoursRequest[] }>({ query: PROJECT_REQUESTS, variables: { id }, requestPolicy: 'network-only' });
}

const OPTIONS = gql`
  query ProjectViewOptions($assignees: Boolean!, $others: Boolean!) {
    projectAssigneeOptions @include(if: $assignees) {
      id
      name
    }
    projectOtherServices @include(if: $others) {
      id
      name
    }
  }
`;

/** The choices of the assignee and hours-request forms, fetched when one of them opens. */
export function useActionOptions(assignees: boolean, others: boolean) {
  return useQuery<{ projectAssigneeOptions?: Named[]; projectOtherServices?: Named[] }>({ query: OPTIONS, variables: { assignees, others }, pause: !assignees && !others });
}

export interface ActionResult {
  messages: string;
}

const PROJECT_ACTION = gql`
  mutation ProjectAction($id: ID!, $action: String!, $input: ProjectActionInput) {
    projectAction(id: $id, action: $action, input: $input) {
      messages
      project {
        ...ProjectViewFields
      }
    }
  }
  ${PROJECT_VIEW_FIELDS}
`;

export function useProjectAction() {
  return useMutation<{ projectAction: ActionResult }, { id: string; action: ProjectViewAction; input: ProjectActionFields }>(PROJECT_ACTION);
}

const RESULT = 'messages';

const POST_MESSAGE = gql`
  mutation PostProjectMessage($project_id: ID!, $message: String!, $mentions: [ID!]) {
    postProjectMessage(project_id: $project_id, message: $message, mentions: $mentions) { ${RESULT} }
  }
`;
const READ_MESSAGE = gql`
  mutation ReadProjectMessage($id: ID!) {
    readProjectMessage(id: $id) {
      project_id
      last_read_id
    }
  }
`;
const EDIT_MESSAGE = gql`
  mutation EditProjectMessage($id: ID!, $message: String!) {
    editProjectMessage(id: $id, message: $message) { ${RESULT} }
  }
`;
const DELETE_MESSAGE = gql`
  mutation DeleteProjectMessage($id: ID!) {
    deleteProjectMessage(id: $id) { ${RESULT} }
  }
`;
const CLOSE_RFI = gql`
  mutation CloseProjectRfi($id: ID!) {
    closeProjectRfi(id: $id) { ${RESULT} }
  }
`;
const ADD_RFI_COMMENT = gql`
  mutation AddProjectRfiComment($rfi_id: ID!, $comment: String!) {
    addProjectRfiComment(rfi_id: $rfi_id, comment: $comment) { ${RESULT} }
  }
`;
const CREATE_ADDENDUM = gql`
  mutation CreateProjectAddendum($project_id: ID!, $description: String!) {
    createProjectAddendum(project_id: $project_id, description: $description) {
      messages
      addendum {
        id
      }
    }
  }
`;
const DELETE_FILE = gql`
  mutation DeleteProjectFile($id: ID!, $addendum: Boolean) {
    deleteProjectFile(id: $id, addendum: $addendum) { ${RESULT} }
  }
`;

export const usePostMessage = () => useMutation<{ postProjectMessage: ActionResult }, { project_id: string; message: string; mentions: string[] }>(POST_MESSAGE);
export const useReadMessage = () => useMutation<{ readProjectMessage: { project_id: string; last_read_id: string } }, { id: string }>(READ_MESSAGE);
export const useEditMessage = () => useMutation<{ editProjectMessage: ActionResult }, { id: string; message: string }>(EDIT_MESSAGE);
export const useDeleteMessage = () => useMutation<{ deleteProjectMessage: ActionResult }, { id: string }>(DELETE_MESSAGE);
export const useCloseRfi = () => useMutation<{ closeProjectRfi: ActionResult }, { id: string }>(CLOSE_RFI);
export const useAddRfiComment = () => useMutation<{ addProjectRfiComment: ActionResult }, { rfi_id: string; comment: string }>(ADD_RFI_COMMENT);
export const useCreateAddendum = () =>
  useMutation<{ createProjectAddendum: { messages: string; addendum: { id: string } | null } }, { project_id: string; description: string }>(CREATE_ADDENDUM);
export const useDeleteFile = () => useMutation<{ deleteProjectFile: ActionResult }, { id: string; addendum?: boolean }>(DELETE_FILE);
