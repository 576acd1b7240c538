// Generated from the server's answer schemas by scripts/gateway-answer-sdl.ts: do not edit; run `npm run generate:sdl`.

/** Each gateway resource's answer types (ADR 0307): src/gateway/resources/<resource>.ts declares its queries over them. */
export const ANSWER_SDL = {
  projectView: `
  type Person {
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
    author: Person
    "Whether the caller wrote it (and so may edit or delete it)" mine: Boolean!
    edited_at: String
    deleted: Boolean!
    created_at: String!
    "The people it mentions (shown as \\"@Name\\" in the text)" mentions: [Person!]!
    "Whether it mentions the caller" mentions_me: Boolean!
    "Who besides its author has read it (their receipt reached it)" seen_by: [Person!]!
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
    actor: Person
    created_at: String!
  }

  type ProjectFile {
    id: ID!
    project_id: Int!
    "The addendum the file belongs to; null for a project attachment" addendum_id: Int
    original_name: String!
    mime_type: String!
    size_bytes: Int!
    uploaded_by: Person
    created_at: String!
    "Whether the caller may delete it: its uploader, or the provider side" can_delete: Boolean!
  }

  type ProjectAddendum {
    id: ID!
    project_id: Int!
    "Its place among the project’s addenda: 1 for the first" number: Int!
    description: String!
    created_by: Person
    created_at: String!
    files: [ProjectFile!]!
  }

  type ProjectRfi {
    id: ID!
    project_id: Int!
    question: String!
    is_open: Boolean!
    raised_by: Person
    closed_by: Person
    closed_at: String
    created_at: String!
    comment_count: Int!
  }

  type ProjectRfiComment {
    id: ID!
    rfi_id: Int!
    comment: String!
    author: Person
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
    requested_by: Person
    decided_by: Person
    decided_at: String
    created_at: String!
  }

  type ProjectHoursRequest {
    id: ID!
    service: NamedRef!
    hours: Float!
    description: String!
    "dropped: the project ended (completed or cancelled) while it waited" state: RequestState!
    requested_by: Person
    decided_by: Person
    decided_at: String
    created_at: String!
  }
`,
  storage: `
  type StorageUsage {
    customer_id: Int!
    customer_name: String!
    quota_mb: Int!
    used_bytes: Float!
    "Percent of the quota in use (may pass 100)" used_percent: Float!
    file_count: Int!
    "The highest quota alert in force: 80, 90 or 100" alert_threshold: Int
    pending_request: StoragePendingRequest
  }

  type StorageFile {
    "project-<id> or customer-<id>" id: ID!
    "A project’s file, or a file on the customer record" kind: String!
    original_name: String!
    mime_type: String!
    size_bytes: Int!
    created_at: String!
    project: StorageFileProject
    "The file belongs to one of the project’s addenda" addendum: Boolean!
    uploaded_by: Person
  }

  type StorageFileDetails {
    customer: StorageUsage!
    data: [StorageFile!]!
    total: Int!
    hasMore: Boolean!
    pageNumber: Int!
  }

  type StorageRemoved {
    ids: [String!]!
    freed_bytes: Float!
  }

  type StorageRequest {
    id: ID!
    customer_id: Int!
    customer_name: String!
    partner_id: Int
    partner_name: String
    "The customer’s quota now (after an approval it includes requested_mb)" quota_mb: Int!
    requested_mb: Int!
    reason: String!
    status: RequestState!
    requested_by: Person
    decided_by: Person
    decided_at: String
    decision_note: String!
    "Whether the decision email went to the customer" email_status: StorageEmailStatus!
    emailed_at: String
    created_at: String!
  }

  type StoragePendingRequest {
    id: ID!
    requested_mb: Int!
    created_at: String!
  }

  type StorageFileProject {
    id: ID!
    code: String!
    name: String!
  }
`,
} as const;
