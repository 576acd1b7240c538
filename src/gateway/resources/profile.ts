/**
 * The signed-in user's profile (spec §7.11) and a customer user's email-CC list (spec §7.2). The
 * profile image is uploaded through upload.ts (progress needs XMLHttpRequest); its answer comes back
 * into the cache by refetching `profile`.
 */
import type { z } from 'zod/mini';
import type { passwordChangeContract, ProfileAnswer, profileContract } from '../../domain/contracts/profile';
import { guarded } from '../graphql-errors';
import type { GatewayContext, GatewayResource } from '../resource';
import { byId } from '../resource';

/** The update of /profile/update (the contract's input) with the revision it was made from. */
export type ProfileInput = z.input<typeof profileContract> & { revision: number };

/** Passwords base64-encoded, as the reset call sends them (spec §3). */
export type PasswordChangeInput = z.input<typeof passwordChangeContract>;

export interface EmailCcRecord {
  customer_id: number;
  user_id: number;
  emails: string[];
}

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

type Pair = { customer_id: number; user_id: number };

export const profile: GatewayResource = {
  typeDefs,
  resolvers: (api) => ({
    profile: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<ProfileAnswer>('profile.details', { signal })),
    emailCc: ({ customer_id, user_id }: Pair, { signal }: GatewayContext) =>
      guarded(api.data<EmailCcRecord>('emailcc.details', { query: { customer_id, user_id }, signal })),
    updateProfile: ({ input }: { input: ProfileInput }, { signal }: GatewayContext) => guarded(api.data<ProfileAnswer>('profile.update', { body: input, signal })),
    deleteProfileImage: (_args: Record<string, never>, { signal }: GatewayContext) => guarded(api.data<ProfileAnswer>('profile.deletefiles', { signal })),
    changePassword: async ({ input }: { input: PasswordChangeInput }, { signal }: GatewayContext) => {
      const answer = await guarded(api.call<{ token: string }>('profile.changepassword', { body: input, signal }));
      return { token: answer.data?.token ?? '', messages: answer.messages };
    },
    saveEmailCc: ({ customer_id, user_id, emails }: Pair & { emails: string[] }, { signal }: GatewayContext) =>
      guarded(api.data<EmailCcRecord>('emailcc.insert', { body: { customer_id, user_id, emails }, signal })),
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
