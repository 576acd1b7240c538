/** The profile fields the screen reads, shared by the query and the writes that answer the profile. */
import type { ProfileRecord } from '../../gateway/resources/profile';

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

/** The profile as the fragment reads it: the gateway's record (ids as GraphQL answers them, strings). */
export type Profile = Omit<ProfileRecord, 'id' | 'branch_id' | 'updated_at'> & { id: string };

/** The largest profile image the server takes (server/modules/profile/routes.ts). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
