// Generated from the zod contracts (src/domain/contracts) by scripts/gateway-sdl.ts: do not edit; run `npm run generate:sdl`.
// Plain strings: the gateway imports no zod at run time (ADR 0263).

/** A record's contract as SDL: the object type's field lines (null for a list of objects, answered otherwise) and the whole input type. */
export interface ContractSdl {
  readonly fields: Readonly<Record<string, string | null>>;
  readonly input: string;
}

export const RECORD_SDL = {
  AddOn: {
    fields: {
      name: `name: String!`,
      price: `"US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!`,
      description: `description: String!`,
    },
    input: `
  input AddOnInput {
    name: String!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
    description: String
    revision: Int
  }
`,
  },
  Agent: {
    fields: {
      name: `name: String!`,
      email: `email: String!`,
      phone: `phone: String`,
      partner_id: `"The agent's partner; a partner's own users always get their own" partner_id: Int`,
      commission_percent: `"Percent of the partner price, 0 to 100, at most 2 decimals; empty for none" commission_percent: String`,
      status: `status: EntityStatus!`,
    },
    input: `
  input AgentInput {
    name: String!
    email: String!
    phone: String
    "The agent's partner; a partner's own users always get their own" partner_id: Int
    "Percent of the partner price, 0 to 100, at most 2 decimals; empty for none" commission_percent: String
    status: String
    revision: Int
  }
`,
  },
  Branch: {
    fields: {
      name: `name: String!`,
      customer_id: `customer_id: Int!`,
      city: `city: String`,
      email: `email: String`,
      phone: `phone: String`,
      address: `address: String`,
      scope_of_work: `scope_of_work: String!`,
      lead_user_id: `lead_user_id: Int`,
    },
    input: `
  input BranchInput {
    name: String!
    customer_id: Int!
    city: String
    email: String
    phone: String
    address: String
    scope_of_work: String
    lead_user_id: Int
    revision: Int
  }
`,
  },
  Customer: {
    fields: {
      name: `name: String!`,
      email: `email: String!`,
      phone: `phone: String`,
      website: `website: String`,
      address: `address: String`,
      partner_id: `partner_id: Int`,
      agent_id: `agent_id: Int`,
      sales_person_id: `sales_person_id: Int`,
      subscription_type: `subscription_type: SubscriptionType!`,
      status: `status: EntityStatus!`,
      trial_end: `trial_end: String`,
      storage_quota_mb: `storage_quota_mb: Int!`,
      services: null,
      addons: null,
    },
    input: `
  input CustomerServicesInput {
    service_id: Int!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
  }

  input CustomerAddonsInput {
    added_service_id: Int!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
  }

  input CustomerInput {
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    partner_id: Int
    agent_id: Int
    sales_person_id: Int
    subscription_type: String
    status: String
    trial_end: String
    storage_quota_mb: Int
    services: [CustomerServicesInput!]
    addons: [CustomerAddonsInput!]
    revision: Int
  }
`,
  },
  Holiday: {
    fields: {
      holiday_name: `holiday_name: String!`,
      holiday_from: `"YYYY-MM-DD" holiday_from: String!`,
      holiday_to: `"YYYY-MM-DD" holiday_to: String!`,
      message: `message: String!`,
    },
    input: `
  input HolidayInput {
    holiday_name: String!
    "YYYY-MM-DD" holiday_from: String!
    "YYYY-MM-DD" holiday_to: String!
    message: String!
    revision: Int
  }
`,
  },
  Partner: {
    fields: {
      name: `name: String!`,
      email: `email: String!`,
      phone: `phone: String`,
      website: `website: String`,
      address: `address: String`,
      status: `status: EntityStatus!`,
      services: null,
      addons: null,
    },
    input: `
  input PartnerServicesInput {
    service_id: Int!
    software_id: Int!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
  }

  input PartnerAddonsInput {
    added_service_id: Int!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
  }

  input PartnerInput {
    name: String!
    email: String!
    phone: String
    website: String
    address: String
    status: String
    "The partner price of each service in each software; replaces the ones it had" services: [PartnerServicesInput!]
    "The partner price of each add-on; replaces the ones it had" addons: [PartnerAddonsInput!]
    revision: Int
  }
`,
  },
  Project: {
    fields: {
      name: `name: String!`,
      client_project_number: `client_project_number: String!`,
      customer_id: `customer_id: Int!`,
      branch_id: `branch_id: Int!`,
      service_id: `service_id: Int!`,
      software_id: `software_id: Int`,
      work_type: `work_type: WorkType!`,
      added_service_ids: `added_service_ids: [Int!]!`,
      due_date: `"YYYY-MM-DD; not in the past, today, a Sunday or a holiday" due_date: String!`,
      scope_of_work: `scope_of_work: String!`,
    },
    input: `
  input ProjectInput {
    name: String!
    client_project_number: String
    customer_id: Int!
    branch_id: Int!
    service_id: Int!
    software_id: Int
    work_type: String!
    added_service_ids: [Int!]
    "YYYY-MM-DD; not in the past, today, a Sunday or a holiday" due_date: String!
    scope_of_work: String
    revision: Int
  }
`,
  },
  Role: {
    fields: {
      name: `name: String!`,
      description: `description: String!`,
      permissions: `"Permission strings \`Resource.action\`; actions view, create, update, delete, seeAll" permissions: [String!]!`,
    },
    input: `
  input RoleInput {
    name: String!
    description: String
    "Permission strings \`Resource.action\`; actions view, create, update, delete, seeAll" permissions: [String!]!
    revision: Int
  }
`,
  },
  Service: {
    fields: {
      name: `name: String!`,
      work_type: `work_type: WorkType!`,
      price: `"US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!`,
      description: `description: String!`,
      software_ids: `"The ids of the software the service is delivered in" software_ids: [Int!]!`,
    },
    input: `
  input ServiceInput {
    name: String!
    work_type: String!
    "US dollars, e.g. \\"450.00\\" or 9.125: digits with up to 3 decimals, 0 or more" price: String!
    description: String
    "The ids of the software the service is delivered in" software_ids: [Int!]
    revision: Int
  }
`,
  },
  Software: {
    fields: {
      name: `name: String!`,
      vendor: `vendor: String!`,
    },
    input: `
  input SoftwareInput {
    name: String!
    vendor: String
    revision: Int
  }
`,
  },
  User: {
    fields: {
      name: `name: String!`,
      email: `email: String!`,
      phone: `phone: String`,
      role_id: `role_id: Int!`,
      type: `type: UserType`,
      customer_id: `customer_id: Int`,
      branch_id: `branch_id: Int`,
      partner_id: `partner_id: Int`,
      agent_id: `agent_id: Int`,
      is_admin: `is_admin: Boolean!`,
      ispartner: `ispartner: Boolean!`,
      ispartneruser: `ispartneruser: Boolean!`,
      isagent: `isagent: Boolean!`,
      two_factor: `two_factor: Boolean!`,
      billing_type: `billing_type: BillingType!`,
      password: `"Plain text, 8 to 20 characters with upper, lower, digit and special character" password: String!`,
      must_change_password: `must_change_password: Boolean!`,
    },
    input: `
  input UserInput {
    name: String!
    email: String!
    phone: String
    role_id: Int!
    type: String
    customer_id: Int
    branch_id: Int
    partner_id: Int
    agent_id: Int
    is_admin: Boolean
    ispartner: Boolean
    ispartneruser: Boolean
    isagent: Boolean
    two_factor: Boolean
    billing_type: String
    "Plain text, 8 to 20 characters with upper, lower, digit and special character" password: String
    must_change_password: Boolean
    revision: Int
  }
`,
  },
} as const satisfies Readonly<Record<string, ContractSdl>>;

/** The named scalars the gateway answers string unions as (ADR 0281): the schema declares them (src/gateway/schema.ts). */
export const ENUM_SCALAR_SDL = `
  "One of: active, inactive, pending."
  scalar EntityStatus

  "One of: QTO, FTE, Others."
  scalar WorkType

  "One of: monthly, annual, trial."
  scalar SubscriptionType

  "One of: User, Customer Admin, Branch Admin, Customer Branch Lead."
  scalar UserType

  "One of: standard, guest_account."
  scalar BillingType

  "One of: pending, in_progress, on_hold, completed, reopen_requested, cancellation_requested, cancelled."
  scalar ProjectStatus

  "One of: ACCEPT, OPEN_RFI, RESOLVE_RFI, COMPLETE, REQUEST_REOPEN, APPROVE_REOPEN, REJECT_REOPEN, REQUEST_CANCELLATION, REJECT_CANCELLATION, CANCEL, REQUEST_DUE_DATE, APPROVE_DUE_DATE, REJECT_DUE_DATE, REQUEST_HOURS, APPROVE_HOURS, REJECT_HOURS."
  scalar ProjectAction

  "One of: provider, customer, agent."
  scalar ProjectSide

  "One of: open, issued, sent."
  scalar InvoiceStatus

  "One of: project, add_on, storage."
  scalar InvoiceLineKind

  "One of: promoter, passive, detractor."
  scalar NpsGroup

  "One of: pending, approved, rejected, dropped."
  scalar RequestState

  "One of: not_sent, sent, failed."
  scalar StorageEmailStatus

  "One of: customers, branches, users, partners, agents, services, addons, softwares, holidays, roles, projects, invoices, storage, reviews."
  scalar SavedViewList

  "One of: nobody, role, everyone."
  scalar ViewSharing

  "One of: year, month, day."
  scalar Period

  "One of: all, QTO, FTE."
  scalar AnalyticsVariant

  "One of: done, refused."
  scalar BulkRowOutcome
`;

/** Each scalar's union: src/gateway/graphql.ts maps the scalars to them, so a typed document's result carries the union. */
export interface EnumScalars {
  EntityStatus: 'active' | 'inactive' | 'pending';
  WorkType: 'QTO' | 'FTE' | 'Others';
  SubscriptionType: 'monthly' | 'annual' | 'trial';
  UserType: 'User' | 'Customer Admin' | 'Branch Admin' | 'Customer Branch Lead';
  BillingType: 'standard' | 'guest_account';
  ProjectStatus: 'pending' | 'in_progress' | 'on_hold' | 'completed' | 'reopen_requested' | 'cancellation_requested' | 'cancelled';
  ProjectAction: 'ACCEPT' | 'OPEN_RFI' | 'RESOLVE_RFI' | 'COMPLETE' | 'REQUEST_REOPEN' | 'APPROVE_REOPEN' | 'REJECT_REOPEN' | 'REQUEST_CANCELLATION' | 'REJECT_CANCELLATION' | 'CANCEL' | 'REQUEST_DUE_DATE' | 'APPROVE_DUE_DATE' | 'REJECT_DUE_DATE' | 'REQUEST_HOURS' | 'APPROVE_HOURS' | 'REJECT_HOURS';
  ProjectSide: 'provider' | 'customer' | 'agent';
  InvoiceStatus: 'open' | 'issued' | 'sent';
  InvoiceLineKind: 'project' | 'add_on' | 'storage';
  NpsGroup: 'promoter' | 'passive' | 'detractor';
  RequestState: 'pending' | 'approved' | 'rejected' | 'dropped';
  StorageEmailStatus: 'not_sent' | 'sent' | 'failed';
  SavedViewList: 'customers' | 'branches' | 'users' | 'partners' | 'agents' | 'services' | 'addons' | 'softwares' | 'holidays' | 'roles' | 'projects' | 'invoices' | 'storage' | 'reviews';
  ViewSharing: 'nobody' | 'role' | 'everyone';
  Period: 'year' | 'month' | 'day';
  AnalyticsVariant: 'all' | 'QTO' | 'FTE';
  BulkRowOutcome: 'done' | 'refused';
}
