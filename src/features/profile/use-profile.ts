/** The profile query and writes, and the email-CC list of a customer user (src/gateway/resources/profile.ts). */
import { gql, useMutation, useQuery } from 'urql';
import type { PasswordChangeInput, ProfileInput } from '../../gateway/resources/profile';
import { PROFILE_FIELDS, type Profile } from './profile-fields';

export const PROFILE_QUERY = gql`
  query Profile {
    profile {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export function useProfile() {
  return useQuery<{ profile: Profile }>({ query: PROFILE_QUERY, requestPolicy: 'cache-and-network' });
}

export const UPDATE_PROFILE = gql`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export function useUpdateProfile() {
  return useMutation<{ updateProfile: Profile }, { input: ProfileInput }>(UPDATE_PROFILE);
}

export const DELETE_PROFILE_IMAGE = gql`
  mutation DeleteProfileImage {
    deleteProfileImage {
      ...ProfileFields
    }
  }
  ${PROFILE_FIELDS}
`;

export function useDeleteProfileImage() {
  return useMutation<{ deleteProfileImage: Profile }, Record<string, never>>(DELETE_PROFILE_IMAGE);
}

export const CHANGE_PASSWORD = gql`
  mutation ChangePassword($input: PasswordChangeInput!) {
    changePassword(input: $input) {
      token
    }
  }
`;

export function useChangePassword() {
  return useMutation<{ changePassword: { token: string } }, { input: PasswordChangeInput }>(CHANGE_PASSWORD);
}

export const EMAIL_CC_QUERY = gql`
  query EmailCc($customer_id: Int!, $user_id: Int!) {
    emailCc(customer_id: $customer_id, user_id: $user_id) {
      customer_id
      user_id
      emails
    }
  }
`;

interface EmailCcPair {
  customer_id: number;
  user_id: number;
}

export interface EmailCc extends EmailCcPair {
  emails: string[];
}

export function useEmailCc(pair: EmailCcPair) {
  return useQuery<{ emailCc: EmailCc }, EmailCcPair>({ query: EMAIL_CC_QUERY, variables: pair, requestPolicy: 'network-only' });
}

export const SAVE_EMAIL_CC = gql`
  mutation SaveEmailCc($customer_id: Int!, $user_id: Int!, $emails: [String!]!) {
    saveEmailCc(customer_id: $customer_id, user_id: $user_id, emails: $emails) {
      customer_id
      user_id
      emails
    }
  }
`;

export function useSaveEmailCc() {
  return useMutation<{ saveEmailCc: EmailCc }, EmailCcPair & { emails: string[] }>(SAVE_EMAIL_CC);
}
