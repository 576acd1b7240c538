/**
 * The signed-in user's profile (spec §7.11) and a customer user's email-CC list (spec §7.2). The
 * profile image is uploaded through upload.ts (progress needs XMLHttpRequest); its answer comes back
 * into the cache by refetching `profile`.
 */
import type { z } from 'zod/mini';
import type { passwordChangeContract } from '../../domain/contracts/profile';
import { byId, restResolvers, type GatewayResource } from '../resource';

/** Passwords base64-encoded, as the reset call sends them (spec §3). */
export type PasswordChangeInput = z.input<typeof passwordChangeContract>;

const typeDefs = /* GraphQL */ `
  type Profile {
    id: ID!
    name: String!
    email: String!
    phone: String
    role: String!
    customer_id: Int
    customer: String
    branch_id: Int
    branch: String
    two_factor: Boolean!
    "Working days before a project's due date the user is reminded of it; 0: never."
    due_reminder_days: Int!
    image_uri: String
    revision: Int!
    updated_at: String!
  }

  input ProfileInput {
    name: String!
    phone: String
    two_factor: Boolean!
    due_reminder_days: Int
    revision: Int!
  }

  input PasswordChangeInput {
    current_password: String!
    password: String!
    confirmpassword: String!
  }

  "A password change signs out other sessions: this session goes on with the fresh token."
  type PasswordChangeResult {
    token: String!
    messages: String!
  }

  type EmailCc {
    customer_id: Int!
    user_id: Int!
    emails: [String!]!
  }

  extend type Query {
    profile: Profile!
    emailCc(customer_id: Int!, user_id: Int!): EmailCc!
  }

  extend type Mutation {
    updateProfile(input: ProfileInput!): Profile!
    deleteProfileImage: Profile!
    changePassword(input: PasswordChangeInput!): PasswordChangeResult!
    saveEmailCc(customer_id: Int!, user_id: Int!, emails: [String!]!): EmailCc!
  }
`;

export const profile: GatewayResource = {
  typeDefs,
  resolvers: (api) =>
    restResolvers(api, {
      profile: 'profile.details',
      emailCc: 'emailcc.details',
      updateProfile: { route: 'profile.update', body: 'input' },
      deleteProfileImage: 'profile.deletefiles',
      changePassword: { route: 'profile.changepassword', body: 'input', answer: (answer: { token: string } | undefined, messages: string) => ({ token: answer?.token ?? '', messages }) },
      saveEmailCc: 'emailcc.insert',
    }),
  cache: {
    keys: {
      Profile: byId,
      // One list per customer and user; the save answers it, so the cache follows without a refetch.
      EmailCc: (data) => `${String(data.customer_id as number)}:${String(data.user_id as number)}`,
      PasswordChangeResult: () => null,
    },
    // Writes answer the whole profile (or list), which replaces the cached entity.
    mutations: {},
  },
};
