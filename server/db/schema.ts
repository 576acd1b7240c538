/**
 * The database schema (drizzle, PostgreSQL dialect: PGlite embedded or a real server).
 * Records people edit carry `revision` and `updated_by` (see `revised`). Sections: accounts and
 * records, sign-in and realtime, projects, then invoices, storage, reviews and playbooks.
 */
import { sql } from 'drizzle-orm';
import {
  type ExtraConfigColumn,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  check,
  uniqueIndex,
  jsonb,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

export const entityStatus = pgEnum('entity_status', ['active', 'inactive', 'pending']);
export const billingType = pgEnum('billing_type', ['standard', 'guest_account']);
export const workType = pgEnum('work_type', ['QTO', 'FTE', 'Others']);
export const codePurpose = pgEnum('code_purpose', ['login', 'reset']);

/** A point in time, stored with its time zone. */
const instant = <N extends string>(name: N) => timestamp(name, { withTimezone: true });
/** An amount of US dollars, up to 3 decimals as spec §5 allows. */
const dollars = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 3 });

const stamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
};

/**
 * Optimistic concurrency for records people edit: every update must name the revision it was made
 * from and bumps it; `updated_by` lets a stale edit's 409 say who changed the record.
 */
const revised = {
  revision: integer('revision').notNull().default(1),
  updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
};

/** The tail of every record people edit that is active, inactive or pending: its status, revision and stamps. */
const statusRevisedStamped = {
  status: entityStatus('status').notNull().default('active'),
  ...revised,
  ...stamps,
};

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** `Resource.action` strings (src/domain/permissions.ts). */
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
  ...revised,
  ...stamps,
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  email: text('email').notNull(),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  ...statusRevisedStamped,
});

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  partnerId: integer('partner_id').references(() => partners.id),
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
  ...statusRevisedStamped,
});

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  email: text('email').notNull(),
  phone: text('phone'),
  website: text('website'),
  address: text('address'),
  partnerId: integer('partner_id').references(() => partners.id),
  agentId: integer('agent_id').references(() => agents.id),
  salesPersonId: integer('sales_person_id').references((): AnyPgColumn => users.id),
  subscriptionType: text('subscription_type').notNull().default('monthly'),
  status: entityStatus('status').notNull().default('active'),
  trialEnd: date('trial_end', { mode: 'string' }),
  storageQuotaMb: integer('storage_quota_mb').notNull().default(10240),
  ...revised,
  ...stamps,
}, (t) => [
  // The list's default order, its newest-first order, and trigram indexes for its ILIKE '%…%' search.
  // The order index carries `name` as well: PostgreSQL scans an index on lower(name) index-only only
  // when `name` itself is in it, and a deep page then reads no table rows (ADR 0277).
  index('customers_name_order_idx').on(sql`lower(${t.name})`, t.id, t.name),
  index('customers_created_idx').on(t.createdAt, t.id),
  index('customers_partner_idx').on(t.partnerId),
  index('customers_agent_idx').on(t.agentId),
  index('customers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  index('customers_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
]);

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  name: text('name').notNull(),
  city: text('city'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  /** The branch's standing scope of work, offered when its projects are created. */
  scopeOfWork: text('scope_of_work').notNull().default(''),
  leadUserId: integer('lead_user_id').references((): AnyPgColumn => users.id),
  ...statusRevisedStamped,
}, (t) => [uniqueIndex('branches_customer_name_idx').on(t.customerId, t.name)]);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Always stored lower-case. */
  email: text('email').notNull(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roleId: integer('role_id').notNull().references(() => roles.id),
  isAdmin: boolean('is_admin').notNull().default(false),
  ispartner: boolean('ispartner').notNull().default(false),
  isagent: boolean('isagent').notNull().default(false),
  ispartneruser: boolean('ispartneruser').notNull().default(false),
  billingType: billingType('billing_type').notNull().default('standard'),
  /** Customer-side kind: User, Customer Admin, Branch Admin, Customer Branch Lead; null for staff. */
  type: text('type'),
  customerId: integer('customer_id').references(() => customers.id),
  branchId: integer('branch_id').references(() => branches.id),
  partnerId: integer('partner_id').references(() => partners.id),
  agentId: integer('agent_id').references(() => agents.id),
  /**
   * The partner of the user's customer (customers.partner_id), null without a customer. Kept by the
   * database, not by writers: triggers set it on insert, on a change of customer_id, and when a
   * customer's partner changes (migration 0011), so a partner's user scope is an index range (ADR 0265).
   */
  customerPartnerId: integer('customer_partner_id'),
  phone: text('phone'),
  twoFactor: boolean('two_factor').notNull().default(false),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  status: entityStatus('status').notNull().default('active'),
  imageUri: text('image_uri'),
  version: text('version').notNull().default('v1.0.0'),
  /** Bumped on password change or disable: every token carrying an older value is refused. */
  sessionVersion: integer('session_version').notNull().default(0),
  /** The user's last realtime event `seq` (DESIGN §6): bumped with `update … returning`, serialising per user. */
  lastEventSeq: integer('last_event_seq').notNull().default(0),
  /** The last `seq` pushed to the user's sockets: publishing and replay take the row lock and go on from here, in order. */
  lastPublishedSeq: integer('last_published_seq').notNull().default(0),
  /** Working days before a project's due date the user is reminded of it; 0 = no reminders (src/domain/due-reminders.ts). */
  dueReminderDays: integer('due_reminder_days').notNull().default(2),
  ...revised,
  ...stamps,
}, (t) => [
  uniqueIndex('users_email_idx').on(t.email),
  index('users_customer_idx').on(t.customerId),
  index('users_branch_idx').on(t.branchId),
  index('users_partner_idx').on(t.partnerId),
  // Both name orders carry `name` for index-only pages, as customers_name_order_idx does (ADR 0277).
  index('users_name_order_idx').on(sql`lower(${t.name})`, t.id, t.name),
  // A partner's users in the list's default order (ADR 0265).
  index('users_customer_partner_name_idx').on(t.customerPartnerId, sql`lower(${t.name})`, t.id, t.name),
  index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
]);

export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  workType: workType('work_type').notNull(),
  description: text('description').notNull().default(''),
  price: dollars('price').notNull().default('0'),
  ...statusRevisedStamped,
});

export const addedServices = pgTable('added_services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  price: dollars('price').notNull().default('0'),
  ...statusRevisedStamped,
});

export const softwares = pgTable('softwares', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  vendor: text('vendor').notNull().default(''),
  ...statusRevisedStamped,
});

export const holidays = pgTable('holidays', {
  id: serial('id').primaryKey(),
  holidayName: text('holiday_name').notNull(),
  holidayFrom: date('holiday_from', { mode: 'string' }).notNull(),
  holidayTo: date('holiday_to', { mode: 'string' }).notNull(),
  message: text('message').notNull().default(''),
  ...revised,
  ...stamps,
});

/** The services a customer buys, each at its own price (US dollars, up to 3 decimals as spec §5 allows). */
export const customerServices = pgTable('customer_services', {
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => services.id),
  price: dollars('price').notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.serviceId] })]);

/** The add-ons a customer buys, each at its own price. */
export const customerAddedServices = pgTable('customer_added_services', {
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  addedServiceId: integer('added_service_id').notNull().references(() => addedServices.id),
  price: dollars('price').notNull(),
}, (t) => [primaryKey({ columns: [t.customerId, t.addedServiceId] })]);

/** A partner's price for a service done in a given software (spec 7.10 "price by software"). */
export const partnerServicePrices = pgTable('partner_service_prices', {
  partnerId: integer('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  serviceId: integer('service_id').notNull().references(() => services.id),
  softwareId: integer('software_id').notNull().references(() => softwares.id),
  price: dollars('price').notNull(),
}, (t) => [primaryKey({ columns: [t.partnerId, t.serviceId, t.softwareId] })]);

/** The add-ons a partner resells, each at its own price. */
export const partnerAddedServices = pgTable('partner_added_services', {
  partnerId: integer('partner_id').notNull().references(() => partners.id, { onDelete: 'cascade' }),
  addedServiceId: integer('added_service_id').notNull().references(() => addedServices.id),
  price: dollars('price').notNull(),
}, (t) => [primaryKey({ columns: [t.partnerId, t.addedServiceId] })]);

/** Which software each service can be delivered in ("softwares by service", "software detail"). */
export const serviceSoftwares = pgTable('service_softwares', {
  serviceId: integer('service_id').notNull().references(() => services.id, { onDelete: 'cascade' }),
  softwareId: integer('software_id').notNull().references(() => softwares.id),
}, (t) => [primaryKey({ columns: [t.serviceId, t.softwareId] })]);

/**
 * Files attached to a customer, a partner or an agent (exactly one owner). The bytes live under
 * DATA_DIR/uploads with the server-made `stored_name`; `original_name` is only ever shown.
 */
export const recordFiles = pgTable('record_files', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  description: text('description').notNull().default(''),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: instant('created_at').notNull().defaultNow(),
}, (t) => [
  check('record_files_one_owner', sql`num_nonnulls(${t.customerId}, ${t.partnerId}, ${t.agentId}) = 1`),
  index('record_files_customer_idx').on(t.customerId),
  index('record_files_partner_idx').on(t.partnerId),
  index('record_files_agent_idx').on(t.agentId),
]);

/** Who else gets an email copy of a user's notifications for a customer (spec §3 Email-CC record). */
export const emailCc = pgTable('email_cc', {
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: instant('updated_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.customerId, t.userId] })]);

/** One-time 4-digit codes (DESIGN §6a): hashed, single use, 10 minutes, at most 5 tries. */
export const authCodes = pgTable('auth_codes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  purpose: codePurpose('purpose').notNull(),
  salt: text('salt').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  /** Sign-in codes remember the attempt's remember-me choice. */
  rememberMe: boolean('remember_me').notNull().default(false),
  expiresAt: instant('expires_at').notNull(),
  sentAt: instant('sent_at').notNull(),
  /** Set when the code is used up: verified, replaced by a newer one, or out of tries. */
  consumedAt: instant('consumed_at'),
  /** Set when the right code was entered (the flow it belongs to is done). */
  verifiedAt: instant('verified_at'),
  /** Reset codes: when the reset token minted from this code was spent. */
  resetUsedAt: instant('reset_used_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
}, (t) => [index('auth_codes_user_idx').on(t.userId, t.purpose, t.createdAt)]);

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  userId: integer('user_id'),
  expiresAt: instant('expires_at').notNull(),
  revokedAt: instant('revoked_at').notNull().defaultNow(),
}, (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)]);

/**
 * Sign-in events per account, by lower-case email whether or not an account has it: failed passwords
 * and codes (the lockout) and code sends (the 90-second resend wait), so unknown emails behave alike.
 */
export const authEvents = pgTable('auth_events', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  /** The kinds of server/auth/events.ts: sign-in and reset-code failures, codes sent, owner mails. */
  kind: text('kind').notNull(),
  ip: text('ip'),
  createdAt: instant('created_at').notNull(),
}, (t) => [
  index('auth_events_email_idx').on(t.email, t.kind, t.createdAt),
  index('auth_events_created_idx').on(t.createdAt),
  // The sign-in throttle counts each client address's failures over all accounts.
  index('auth_events_ip_idx').on(t.ip, t.kind, t.createdAt),
]);

/** Issued captchas: the answer hashed, single use, short-lived. In the db so any process can check it. */
export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
}, (t) => [index('captchas_expires_idx').on(t.expiresAt)]);

/** Notification and conversation entries share one shape (spec §3): a message to one recipient. */
function feedTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      /** The recipient. */
      userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      /** Who caused it (shown as `username`). */
      actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
      customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
      /** The project an entry is about (opened from the dropdowns); null for announcements. */
      projectId: integer('project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
      message: text('message').notNull(),
      isSeen: boolean('is_seen').notNull().default(false),
      isDeleted: boolean('is_deleted').notNull().default(false),
      createdAt: instant('created_at').notNull().defaultNow(),
    },
    (t) => [index(`${name}_user_idx`).on(t.userId, t.isDeleted, t.createdAt)],
  );
}

export const notifications = feedTable('notifications');
export const conversations = feedTable('conversations');

/** Every per-user realtime event with its `seq`, stored in the transaction of the change (replayed on reconnect). */
export const userEvents = pgTable('user_events', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.seq] }), index('user_events_created_idx').on(t.createdAt)]);

/** Announcements admins sent (POST /notifications/announce) and how many they reached. */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  message: text('message').notNull(),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
  recipientCount: integer('recipient_count').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Project statuses: the `status` region of the lifecycle chart (src/domain/project-lifecycle.ts). */
export const projectStatus = pgEnum('project_status', [
  'pending',
  'in_progress',
  'on_hold',
  'completed',
  'reopen_requested',
  'cancellation_requested',
  'cancelled',
]);
/** Which side of a project acted: the provider (staff, partners) or the customer. */
export const projectSide = pgEnum('project_side', ['provider', 'customer']);
export const requestState = pgEnum('request_state', ['pending', 'approved', 'rejected', 'dropped']);

/**
 * Projects (DESIGN §7). `code` is `PRJ-` and the zero-padded id. The lifecycle chart's other regions
 * live in `resume_status` and the pending rows of `project_due_requests` / `project_hours_requests`.
 */
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  clientProjectNumber: text('client_project_number').notNull().default(''),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  branchId: integer('branch_id').notNull().references(() => branches.id),
  serviceId: integer('service_id').notNull().references(() => services.id),
  softwareId: integer('software_id').references(() => softwares.id),
  workType: workType('work_type').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  assigneeId: integer('assignee_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  status: projectStatus('status').notNull().default('pending'),
  /** Where a rejected cancellation request returns to. */
  resumeStatus: projectStatus('resume_status'),
  scopeOfWork: text('scope_of_work').notNull().default(''),
  /** Approved hours of an "Others" service (hours requests). */
  approvedHours: numeric('approved_hours', { precision: 8, scale: 2 }),
  isDemo: boolean('is_demo').notNull().default(false),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  acceptedAt: instant('accepted_at'),
  completedAt: instant('completed_at'),
  cancelReason: text('cancel_reason'),
  ...revised,
  ...stamps,
}, (t) => [
  index('projects_customer_idx').on(t.customerId, t.id),
  index('projects_branch_idx').on(t.branchId, t.id),
  index('projects_status_idx').on(t.status, t.id),
  index('projects_due_idx').on(t.dueDate, t.id),
  index('projects_created_idx').on(t.createdAt, t.id),
  // Billing, analytics and the dashboard read completed work by its completion day.
  index('projects_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
  index('projects_assignee_idx').on(t.assigneeId),
  index('projects_name_order_idx').on(sql`lower(${t.name})`, t.id),
  index('projects_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  index('projects_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
  index('projects_client_number_trgm_idx').using('gin', sql`${t.clientProjectNumber} gin_trgm_ops`),
]);

const projectRef = () =>
  integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' });

/**
 * Due-date reminders sent (server/modules/due-reminders): one row per project, user and due date. The
 * insert is the claim (ON CONFLICT DO NOTHING), in the transaction of the notification, so two server
 * processes never send one twice; a new due date is a new key, so it is reminded of again.
 */
export const dueReminders = pgTable('due_reminders', {
  projectId: projectRef(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  sentAt: instant('sent_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.userId, t.dueDate] }), index('due_reminders_due_idx').on(t.dueDate)]);
const actorRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
const createdAt = () => instant('created_at').notNull().defaultNow();
/** A project request's indexes: the project's list in order, and at most one pending per project. */
const projectRequestIndexes = (table: string) =>
  (t: Record<'id' | 'projectId' | 'state', ExtraConfigColumn>) => [
    index(`${table}_project_idx`).on(t.projectId, t.id),
    uniqueIndex(`${table}_one_pending_idx`).on(t.projectId).where(sql`${t.state} = 'pending'`),
  ];
/** A request's state and who decided it when (due-date, hours and storage requests). */
const decision = () => ({
  state: requestState('state').notNull().default('pending'),
  decidedBy: actorRef('decided_by'),
  decidedAt: instant('decided_at'),
});

export const projectAddedServices = pgTable('project_added_services', {
  projectId: projectRef(),
  addedServiceId: integer('added_service_id').notNull().references(() => addedServices.id),
}, (t) => [primaryKey({ columns: [t.projectId, t.addedServiceId] })]);

/** Addenda: later additions to a project's brief, each with its own files. */
export const projectAddenda = pgTable('project_addenda', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  description: text('description').notNull(),
  createdBy: actorRef('created_by'),
  createdAt: createdAt(),
}, (t) => [index('project_addenda_project_idx').on(t.projectId, t.id)]);

/** Files of a project (or of one of its addenda); bytes under DATA_DIR/uploads like record_files. */
export const projectFiles = pgTable('project_files', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  addendumId: integer('addendum_id').references(() => projectAddenda.id, { onDelete: 'cascade' }),
  originalName: text('original_name').notNull(),
  storedName: text('stored_name').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  uploadedBy: actorRef('uploaded_by'),
  createdAt: createdAt(),
}, (t) => [index('project_files_project_idx').on(t.projectId, t.id)]);

/** The audit trail: who did what and when, with the values before and after. */
export const projectActivities = pgTable('project_activities', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  actorId: actorRef('actor_id'),
  action: text('action').notNull(),
  /** `{ field: { before, after } }` of what changed; empty for plain events. */
  changes: jsonb('changes').notNull().default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
}, (t) => [index('project_activities_project_idx').on(t.projectId, t.id)]);

/** The project chat. Authors may edit and delete their own messages (a deleted one keeps its row). */
export const projectMessages = pgTable('project_messages', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  authorId: actorRef('author_id'),
  message: text('message').notNull(),
  /** The users the author mentioned (ids; each could see the project when it was posted). */
  mentions: integer('mentions').array().notNull().default(sql`'{}'::integer[]`),
  editedAt: instant('edited_at'),
  deletedAt: instant('deleted_at'),
  createdAt: createdAt(),
}, (t) => [index('project_messages_project_idx').on(t.projectId, t.id)]);

/**
 * Read receipts of the project chat (ADR 0100): per reader and project, the newest message id they
 * have seen. Message ids grow within a thread, so one number says which messages each reader saw.
 */
export const projectChatReads = pgTable('project_chat_reads', {
  projectId: projectRef(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  lastReadId: integer('last_read_id').notNull(),
  readAt: instant('read_at').notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.projectId, t.userId] })]);

/** Requests for information: the provider asks, the project is on hold until every RFI is closed. */
export const projectRfis = pgTable('project_rfis', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  question: text('question').notNull(),
  isOpen: boolean('is_open').notNull().default(true),
  raisedBy: actorRef('raised_by'),
  closedBy: actorRef('closed_by'),
  closedAt: instant('closed_at'),
  createdAt: createdAt(),
}, (t) => [index('project_rfis_project_idx').on(t.projectId, t.id), index('project_rfis_open_idx').on(t.isOpen, t.projectId)]);

export const projectRfiComments = pgTable('project_rfi_comments', {
  id: serial('id').primaryKey(),
  rfiId: integer('rfi_id').notNull().references(() => projectRfis.id, { onDelete: 'cascade' }),
  authorId: actorRef('author_id'),
  comment: text('comment').notNull(),
  createdAt: createdAt(),
}, (t) => [index('project_rfi_comments_rfi_idx').on(t.rfiId, t.id)]);

/** Requests to move a project's due date; at most one pending per project (the chart's dueDate region). */
export const projectDueRequests = pgTable('project_due_requests', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  side: projectSide('side').notNull(),
  requestedBy: actorRef('requested_by'),
  currentDueDate: date('current_due_date', { mode: 'string' }).notNull(),
  requestedDueDate: date('requested_due_date', { mode: 'string' }).notNull(),
  reason: text('reason').notNull().default(''),
  ...decision(),
  createdAt: createdAt(),
}, projectRequestIndexes('project_due_requests'));

/** Hours asked for work on another service ("Others"); the customer approves or rejects. */
export const projectHoursRequests = pgTable('project_hours_requests', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  serviceId: integer('service_id').notNull().references(() => services.id),
  hours: numeric('hours', { precision: 8, scale: 2 }).notNull(),
  description: text('description').notNull().default(''),
  requestedBy: actorRef('requested_by'),
  ...decision(),
  createdAt: createdAt(),
}, projectRequestIndexes('project_hours_requests'));

/** Errors a customer reports in delivered work (spec "send error request"; reports list them). */
export const projectErrorRequests = pgTable('project_error_requests', {
  id: serial('id').primaryKey(),
  projectId: projectRef(),
  description: text('description').notNull(),
  reportedBy: actorRef('reported_by'),
  isResolved: boolean('is_resolved').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('project_error_requests_project_idx').on(t.projectId, t.id)]);

/** Days a staff member is away (spec "fetch leave"): assignment and due-date pickers warn about them. */
export const leaves = pgTable('leaves', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [index('leaves_user_idx').on(t.userId, t.startsOn)]);

/* ---------- Invoices, storage, satisfaction and the customer playbook (issue 6) ---------- */

export const invoiceStatus = pgEnum('invoice_status', ['open', 'issued', 'sent']);

/**
 * Monthly invoices per customer in US dollars (DESIGN §7). The month still running is `open` and is
 * rebuilt as work completes; a closed month is `issued` and never changes again; `sent` once emailed.
 * `number` is `INV-YYYYMM-` and the zero-padded customer id.
 */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  number: text('number').notNull().unique(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  month: integer('month').notNull(),
  status: invoiceStatus('status').notNull().default('open'),
  total: numeric('total', { precision: 14, scale: 3 }).notNull().default('0'),
  issuedAt: instant('issued_at'),
  sentAt: instant('sent_at'),
  /** Addresses the last send went to. */
  sentTo: text('sent_to').array().notNull().default(sql`'{}'::text[]`),
  ...stamps,
}, (t) => [
  uniqueIndex('invoices_customer_period_idx').on(t.customerId, t.year, t.month),
  index('invoices_period_idx').on(t.year, t.month, t.id),
  check('invoices_month_check', sql`${t.month} between 1 and 12`),
]);

export const invoiceLineKind = pgEnum('invoice_line_kind', ['project', 'add_on', 'storage']);

/** One billed item: a completed project, an add-on on it, or storage beyond the included quota. */
export const invoiceLines = pgTable('invoice_lines', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  kind: invoiceLineKind('kind').notNull(),
  projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
  description: text('description').notNull(),
  quantity: dollars('quantity').notNull().default('1'),
  unitPrice: dollars('unit_price').notNull(),
  amount: numeric('amount', { precision: 14, scale: 3 }).notNull(),
}, (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.id)]);

/**
 * Requests for more storage space. Admins, or the customer's partner, approve or reject; the
 * customer is then told by email (`email_status`: the spec's "email-status step").
 */
export const storageRequestEmail = pgEnum('storage_request_email', ['not_sent', 'sent', 'failed']);
export const storageRequests = pgTable('storage_requests', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  requestedBy: actorRef('requested_by'),
  /** Extra space asked for, in MB. */
  requestedMb: integer('requested_mb').notNull(),
  reason: text('reason').notNull().default(''),
  ...decision(),
  decisionNote: text('decision_note').notNull().default(''),
  emailStatus: storageRequestEmail('email_status').notNull().default('not_sent'),
  emailedAt: instant('emailed_at'),
  createdAt: createdAt(),
}, (t) => [
  index('storage_requests_customer_idx').on(t.customerId, t.id),
  index('storage_requests_state_idx').on(t.state, t.id),
  uniqueIndex('storage_requests_one_pending_idx').on(t.customerId).where(sql`${t.state} = 'pending'`),
  check('storage_requests_mb_check', sql`${t.requestedMb} > 0`),
]);

/** Quota alert emails sent to a customer (one per threshold until usage falls back below it). */
export const storageAlerts = pgTable('storage_alerts', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  /** Percent of the quota crossed: 80, 90 or 100. */
  threshold: integer('threshold').notNull(),
  usedBytes: numeric('used_bytes', { precision: 20, scale: 0 }).notNull(),
  quotaMb: integer('quota_mb').notNull(),
  recipients: text('recipients').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
}, (t) => [index('storage_alerts_customer_idx').on(t.customerId, t.threshold, t.id)]);

/** NPS reviews: a 0–10 score with a comment from a customer user (DESIGN §7). */
export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  userId: actorRef('user_id'),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
  projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
  score: integer('score').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('reviews_created_idx').on(t.createdAt, t.id),
  index('reviews_customer_idx').on(t.customerId, t.createdAt),
  index('reviews_user_idx').on(t.userId, t.createdAt),
  check('reviews_score_check', sql`${t.score} between 0 and 10`),
]);

/** When a user's rating popup may show again ("not now" postpones it; a review resets it). */
export const reviewPrompts = pgTable('review_prompts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  postponedUntil: instant('postponed_until'),
  lastReviewedAt: instant('last_reviewed_at'),
  notNowCount: integer('not_now_count').notNull().default(0),
});

/**
 * A customer's standing instructions for estimating work, one per customer: edited by customer
 * admins, read by their users and by the staff on their projects.
 */
export const customerPlaybooks = pgTable('customer_playbooks', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  preferredSoftwareIds: integer('preferred_software_ids').array().notNull().default(sql`'{}'::integer[]`),
  deliverableFormats: text('deliverable_formats').array().notNull().default(sql`'{}'::text[]`),
  /** `[{ name, role, email, phone }]` */
  contacts: jsonb('contacts').notNull().default(sql`'[]'::jsonb`),
  standards: text('standards').notNull().default(''),
  instructions: text('instructions').notNull().default(''),
  ...revised,
  ...stamps,
});

/**
 * Saved list views (src/domain/saved-views.ts): a user's named list state for one list, shared with
 * nobody, a role or everyone of the owner's organisation. Only a query: it never widens a scope.
 */
export const savedViews = pgTable('saved_views', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  list: text('list').notNull(),
  name: text('name').notNull(),
  /** `{ search?, filters?, sort?, pageSize? }` */
  state: jsonb('state').notNull(),
  shared: text('shared').notNull().default('nobody'),
  roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
  revision: integer('revision').notNull().default(1),
  ...stamps,
}, (t) => [
  uniqueIndex('saved_views_owner_name_idx').on(t.userId, t.list, sql`lower(${t.name})`),
  index('saved_views_shared_idx').on(t.list, t.shared),
  check('saved_views_role_sharing', sql`(${t.shared} = 'role') = (${t.roleId} is not null)`),
]);

/** Each user's default view per list (their own or one shared with them). */
export const savedViewDefaults = pgTable('saved_view_defaults', {
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  list: text('list').notNull(),
  viewId: integer('view_id').notNull().references(() => savedViews.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.userId, t.list] })]);
