/** The profile fields the screen reads, shared by the query and the writes that answer the profile. */
import type { ProfileAnswer } from '../../domain/contracts/profile';

export const PROFILE_FIELDS = /* GraphQL */ `
  fragment ProfileFields on Profile {
    id
    name
    email
    phone
    role
    customer_id
    customer
    branch
    two_factor
    due_reminder_days
    image_uri
    revision
  }
`;

/** The profile as the fragment reads it: the API's answer (ids as GraphQL answers them, strings). */
export type Profile = Omit<ProfileAnswer, 'id' | 'branch_id' | 'updated_at'> & { id: string };

export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
