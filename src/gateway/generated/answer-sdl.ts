// Generated from the server's answer schemas by scripts/gateway-answer-sdl.ts: do not edit; run `npm run generate:sdl`.

/** The project view's answer types (ADR 0307): src/gateway/resources/project-view.ts declares its queries over them. */
export const PROJECT_VIEW_ANSWER_SDL = `
  type ProjectPerson {
    id: ID!
    name: String!
    image_uri: String
  }

  type ProjectCounts {
    messages: Int!
    "attachments: the project’s files not of an addendum" files: Int!
    addenda: Int!
    rfis_open: Int!
    activities: Int!
  }

  type ProjectMessage {
    id: ID!
    project_id: Int!
    "Empty once deleted" message: String!
    author: ProjectPerson
    "Whether the caller wrote it (and so may edit or delete it)" mine: Boolean!
    edited_at: String
    deleted: Boolean!
    created_at: String!
    "The people it mentions (shown as \\"@Name\\" in the text)" mentions: [ProjectPerson!]!
    "Whether it mentions the caller" mentions_me: Boolean!
    "Who besides its author has read it (their receipt reached it)" seen_by: [ProjectPerson!]!
    "Another's message past the caller's read receipt" unread: Boolean!
  }

  type ProjectChatReceipt {
    project_id: Int!
    user_id: Int!
    last_read_id: Int!
  }

  type ProjectActivity {
    id: ID!
    action: String!
    "{ field: { before, after } }" changes: ProjectChanges!
    actor: ProjectPerson
    created_at: String!
  }

  type ProjectFile {
    id: ID!
    project_id: Int!
    "The addendum the file belongs to; null for a project attachment" addendum_id: Int
    original_name: String!
    mime_type: String!
    size_bytes: Int!
    uploaded_by: ProjectPerson
    created_at: String!
    "Whether the caller may delete it: its uploader, or the provider side" can_delete: Boolean!
  }

  type ProjectAddendum {
    id: ID!
    project_id: Int!
    "Its place among the project’s addenda: 1 for the first" number: Int!
    description: String!
    created_by: ProjectPerson
    created_at: String!
    files: [ProjectFile!]!
  }

  type ProjectRfi {
    id: ID!
    project_id: Int!
    question: String!
    is_open: Boolean!
    raised_by: ProjectPerson
    closed_by: ProjectPerson
    closed_at: String
    created_at: String!
    comment_count: Int!
  }

  type ProjectRfiComment {
    id: ID!
    rfi_id: Int!
    comment: String!
    author: ProjectPerson
    mine: Boolean!
    created_at: String!
  }

  type ProjectDueRequest {
    id: ID!
    side: String!
    current_due_date: String!
    requested_due_date: String!
    reason: String!
    "dropped: the project ended (completed or cancelled) while it waited" state: RequestState!
    requested_by: ProjectPerson
    decided_by: ProjectPerson
    decided_at: String
    created_at: String!
  }

  type ProjectHoursRequest {
    id: ID!
    service: NamedRef!
    hours: Float!
    description: String!
    "dropped: the project ended (completed or cancelled) while it waited" state: RequestState!
    requested_by: ProjectPerson
    decided_by: ProjectPerson
    decided_at: String
    created_at: String!
  }
`;
