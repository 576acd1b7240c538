/** The profile query and writes, and the email-CC list of a customer user (src/gateway/resources/profile.ts). */
import { useMutation, useQuery } from 'urql';
import { graphql, type VariablesOf } from '../../gateway/graphql';
import { PROFILE_FIELDS } from './profile-fields';

export const PROFILE_QUERY = graphql(`
  query Profile {
    profile {
      ...ProfileFields
    }
  }
`, [PROFILE_FIELDS]);

export function useProfile() {
  return useQuery({ query: PROFILE_QUERY, requestPolicy: 'cache-and-network' });
}

export const UPDATE_PROFILE = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileFields
    }
  }
`, [PROFILE_FIELDS]);

export function useUpdateProfile() {
  return useMutation(UPDATE_PROFILE);
}

export const DELETE_PROFILE_IMAGE = graphql(`
  mutation DeleteProfileImage {
    deleteProfileImage {
      ...ProfileFields
    }
  }
`, [PROFILE_FIELDS]);

export function useDeleteProfileImage() {
  return useMutation(DELETE_PROFILE_IMAGE);
}

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($input: PasswordChangeInput!) {
    changePassword(input: $input) {
      token
    }
  }
`);

export function useChangePassword() {
  return useMutation(CHANGE_PASSWORD);
}

export const EMAIL_CC_QUERY = graphql(`
  query EmailCc($customer_id: Int!, $user_id: Int!) {
    emailCc(customer_id: $customer_id, user_id: $user_id) {
      customer_id
      user_id
      emails
    }
  }
`);

export function useEmailCc(pair: VariablesOf<typeof EMAIL_CC_QUERY>) {
  return useQuery({ query: EMAIL_CC_QUERY, variables: pair, requestPolicy: 'network-only' });
}

export const SAVE_EMAIL_CC = graphql(`
  mutation SaveEmailCc($customer_id: Int!, $user_id: Int!, $emails: [String!]!) {
    saveEmailCc(customer_id: $customer_id, user_id: $user_id, emails: $emails) {
      customer_id
      user_id
      emails
    }
  }
`);

export function useSaveEmailCc() {
  return useMutation(SAVE_EMAIL_CC);
}
