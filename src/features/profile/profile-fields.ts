/** The profile fields the screen reads, shared by the query and the writes that answer the profile. */
import { graphql, type ResultOf } from '../../gateway/graphql';

export const PROFILE_FIELDS = graphql(`
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
`);

/** The profile as the fragment reads it (inferred from the gateway schema). */
export type Profile = ResultOf<typeof PROFILE_FIELDS>;

export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
