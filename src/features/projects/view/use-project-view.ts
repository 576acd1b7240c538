/**
 * The project view's queries and writes over the gateway (src/gateway/resources/project-view.ts).
 * Every query is network-only: the view shows what the server holds now, and live events refetch it.
 * Each document's result and variables are inferred from the gateway's schema (src/gateway/graphql.ts):
 * the types below only name them.
 */
import { useMutation, useQuery } from 'urql';
import { graphql, type ResultOf } from '../../../gateway/graphql';
import { PROJECT_FIELDS } from '../project-fields';

const PROJECT_VIEW_FIELDS = graphql(`
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
`, [PROJECT_FIELDS]);

const PROJECT_VIEW = graphql(`
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
`, [PROJECT_VIEW_FIELDS]);

export type ProjectViewDetails = ResultOf<typeof PROJECT_VIEW>['projectView'];

export function useProjectView(id: string) {
  return useQuery({ query: PROJECT_VIEW, variables: { id }, requestPolicy: 'network-only' });
}

const PERSON = graphql(`
  fragment PersonFields on Person {
    id
    name
    image_uri
  }
`);

export type Person = ResultOf<typeof PERSON>;

export const CHAT_PAGE_SIZE = 50;

/** What the thread shows of a message: a pushed one is written with the same fields. */
const MESSAGE = graphql(`
  fragment ProjectMessageFields on ProjectMessage {
    id
    message
    author {
      ...PersonFields
    }
    mine
    edited_at
    deleted
    created_at
    mentions {
      ...PersonFields
    }
    mentions_me
    seen_by {
      ...PersonFields
    }
    unread
  }
`, [PERSON]);

/** A chat message: `mentions` are named in its text as "@Name"; `seen_by` is who besides the author read it; `unread` is another's message past the caller's read receipt. */
export type ChatMessage = ResultOf<typeof MESSAGE>;

export const PROJECT_CHAT = graphql(`
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
`, [MESSAGE]);

export const RECEIVE_MESSAGE = graphql(`
  mutation ReceiveProjectMessage($message: ProjectMessagePush!) {
    receiveProjectMessage(message: $message) {
      ...ProjectMessageFields
    }
  }
`, [MESSAGE]);

/** Puts a message pushed by the server (conversation:new) first in the cached thread: shown without a call. */
export const useReceiveMessage = () => useMutation(RECEIVE_MESSAGE);

export function useProjectChat(id: string) {
  return useQuery({
    query: PROJECT_CHAT,
    variables: { id, pageNumber: 1, pageSize: CHAT_PAGE_SIZE },
    requestPolicy: 'network-only',
  });
}

const PROJECT_MENTIONABLE = graphql(`
  query ProjectMentionable($id: ID!) {
    projectMentionable(id: $id) {
      ...PersonFields
    }
  }
`, [PERSON]);

/** The people who can see the project: whom its chat may mention. */
export function useProjectMentionable(id: string) {
  return useQuery({ query: PROJECT_MENTIONABLE, variables: { id }, requestPolicy: 'cache-and-network' });
}

const PROJECT_ACTIVITIES = graphql(`
  query ProjectActivities($id: ID!, $pageNumber: Int!) {
    projectActivities(id: $id, pageNumber: $pageNumber, pageSize: 50) {
      data {
        id
        action
        changes
        actor {
          ...PersonFields
        }
        created_at
      }
      total
      hasMore
      pageNumber
    }
  }
`, [PERSON]);

export function useProjectActivities(id: string, pageNumber: number) {
  return useQuery({ query: PROJECT_ACTIVITIES, variables: { id, pageNumber }, requestPolicy: 'network-only' });
}

const FILE_FIELDS = graphql(`
  fragment ProjectFileFields on ProjectFile {
    id
    name
    size_bytes
    mime_type
    addendum_id
    uploaded_by {
      ...PersonFields
    }
    created_at
    can_delete
  }
`, [PERSON]);

export type ProjectFile = ResultOf<typeof FILE_FIELDS>;

const PROJECT_FILES = graphql(`
  query ProjectFiles($id: ID!) {
    projectFiles(id: $id) {
      ...ProjectFileFields
    }
  }
`, [FILE_FIELDS]);

export function useProjectFiles(id: string) {
  return useQuery({ query: PROJECT_FILES, variables: { id }, requestPolicy: 'network-only' });
}

const PROJECT_ADDENDA = graphql(`
  query ProjectAddenda($id: ID!) {
    projectAddenda(id: $id) {
      id
      number
      description
      created_by {
        ...PersonFields
      }
      created_at
      files {
        ...ProjectFileFields
      }
    }
  }
`, [PERSON, FILE_FIELDS]);

export function useProjectAddenda(id: string) {
  return useQuery({ query: PROJECT_ADDENDA, variables: { id }, requestPolicy: 'network-only' });
}

const PROJECT_RFIS = graphql(`
  query ProjectRfis($id: ID!) {
    projectRfis(id: $id) {
      id
      question
      is_open
      raised_by {
        ...PersonFields
      }
      closed_by {
        ...PersonFields
      }
      created_at
      closed_at
      comment_count
    }
  }
`, [PERSON]);

export type Rfi = ResultOf<typeof PROJECT_RFIS>['projectRfis'][number];

export function useProjectRfis(id: string) {
  return useQuery({ query: PROJECT_RFIS, variables: { id }, requestPolicy: 'network-only' });
}

const RFI_COMMENTS = graphql(`
  query ProjectRfiComments($rfi_id: ID!) {
    projectRfiComments(rfi_id: $rfi_id) {
      id
      comment
      author {
        ...PersonFields
      }
      created_at
    }
  }
`, [PERSON]);

export function useRfiComments(rfiId: string, pause: boolean) {
  return useQuery({ query: RFI_COMMENTS, variables: { rfi_id: rfiId }, pause, requestPolicy: 'network-only' });
}

const PROJECT_REQUESTS = graphql(`
  query ProjectRequests($id: ID!) {
    projectDueRequests(id: $id) {
      id
      side
      current_due_date
      requested_due_date
      reason
      state
      requested_by {
        ...PersonFields
      }
      decided_by {
        ...PersonFields
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
        ...PersonFields
      }
      created_at
    }
  }
`, [PERSON]);

/** The due-date and hours requests, each kind a list. */
export type ProjectRequestLists = ResultOf<typeof PROJECT_REQUESTS>;

export function useProjectRequests(id: string) {
  return useQuery({ query: PROJECT_REQUESTS, variables: { id }, requestPolicy: 'network-only' });
}

const OPTIONS = graphql(`
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
`);

/** The choices of the assignee and hours-request forms, fetched when one of them opens. */
export function useActionOptions(assignees: boolean, others: boolean) {
  return useQuery({ query: OPTIONS, variables: { assignees, others }, pause: !assignees && !others });
}

const PROJECT_ACTION = graphql(`
  mutation ProjectAction($id: ID!, $action: String!, $input: ProjectActionInput) {
    projectAction(id: $id, action: $action, input: $input) {
      messages
      project {
        ...ProjectViewFields
      }
    }
  }
`, [PROJECT_VIEW_FIELDS]);

export const useProjectAction = () => useMutation(PROJECT_ACTION);

const POST_MESSAGE = graphql(`
  mutation PostProjectMessage($project_id: ID!, $message: String!, $mentions: [ID!]) {
    postProjectMessage(project_id: $project_id, message: $message, mentions: $mentions) {
      messages
    }
  }
`);
const READ_MESSAGE = graphql(`
  mutation ReadProjectMessage($id: ID!) {
    readProjectMessage(id: $id) {
      project_id
      last_read_id
    }
  }
`);
const EDIT_MESSAGE = graphql(`
  mutation EditProjectMessage($id: ID!, $message: String!) {
    editProjectMessage(id: $id, message: $message) {
      messages
    }
  }
`);
const DELETE_MESSAGE = graphql(`
  mutation DeleteProjectMessage($id: ID!) {
    deleteProjectMessage(id: $id) {
      messages
    }
  }
`);
const CLOSE_RFI = graphql(`
  mutation CloseProjectRfi($id: ID!) {
    closeProjectRfi(id: $id) {
      messages
    }
  }
`);
const ADD_RFI_COMMENT = graphql(`
  mutation AddProjectRfiComment($rfi_id: ID!, $comment: String!) {
    addProjectRfiComment(rfi_id: $rfi_id, comment: $comment) {
      messages
    }
  }
`);
const CREATE_ADDENDUM = graphql(`
  mutation CreateProjectAddendum($project_id: ID!, $description: String!) {
    createProjectAddendum(project_id: $project_id, description: $description) {
      messages
      addendum {
        id
      }
    }
  }
`);
const DELETE_FILE = graphql(`
  mutation DeleteProjectFile($id: ID!, $addendum: Boolean) {
    deleteProjectFile(id: $id, addendum: $addendum) {
      messages
    }
  }
`);

export const usePostMessage = () => useMutation(POST_MESSAGE);
export const useReadMessage = () => useMutation(READ_MESSAGE);
export const useEditMessage = () => useMutation(EDIT_MESSAGE);
export const useDeleteMessage = () => useMutation(DELETE_MESSAGE);
export const useCloseRfi = () => useMutation(CLOSE_RFI);
export const useAddRfiComment = () => useMutation(ADD_RFI_COMMENT);
export const useCreateAddendum = () => useMutation(CREATE_ADDENDUM);
export const useDeleteFile = () => useMutation(DELETE_FILE);
