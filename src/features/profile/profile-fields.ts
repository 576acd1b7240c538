/** The profile fields the screen reads, shared by the query and the writes that answer the profile. */
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

export interface Profile {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  customer_id: number | null;
  customer: string | null;
  branch: string | null;
  two_factor: boolean;
  due_reminder_days: number;
  image_uri: string | null;
  revision: number;
}

/** The largest profile image the server takes (server/modules/profile/routes.ts). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
