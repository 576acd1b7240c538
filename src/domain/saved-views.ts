/**
 * Saved views (issue 13 §4, for the client's one list): a named list state (search, filters, sort,
 * page size) kept per user and list, shared with nobody, a role or everyone of the owner's
 * organisation, with one default per user and list. A view is only a query: whoever opens it still
 * sees only what their own scope allows. One contract for the server's validation, the gateway's
 * types and the list's form.
 */
import { z } from 'zod';

/** The lists that keep views: every record list and /projects. */
export const SAVED_VIEW_LISTS = [
  'customers',
  'branches',
  'users',
  'partners',
  'agents',
  'services',
  'addons',
  'softwares',
  'holidays',
  'roles',
  'projects',
  'invoices',
  'storage',
  'reviews',
] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const VIEW_SHARING = ['nobody', 'role', 'everyone'] as const;
export type ViewSharing = (typeof VIEW_SHARING)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export const MAX_VIEWS_PER_LIST = 50;

export const SAVED_VIEW_MESSAGES = {
  listed: 'Views fetched successfully',
  rolesListed: 'Roles fetched successfully',
  created: 'View saved successfully',
  updated: 'View updated successfully',
  deleted: 'View deleted successfully',
  defaultSet: 'Default view set successfully',
  notFound: 'View not found',
  notYours: 'Only the owner of a view can change it',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 60 characters',
  nameTaken: 'You already have a view with this name on this list',
  roleRequired: 'Choose the role to share the view with',
  roleNotFound: 'Role not found',
  tooMany: `Keep at most ${MAX_VIEWS_PER_LIST} views per list`,
  badList: `list must be one of: ${SAVED_VIEW_LISTS.join(', ')}`,
  badSharing: 'shared must be nobody, role or everyone',
  badState: 'The view’s list state is not valid',
} as const;

/** A filter's value: a word, a number, a flag, or a list of words (multi-select). */
const FilterValue = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.array(z.string().max(200)).max(50)]);

/** The list state a view keeps; the page number is not kept (a view opens at page 1). */
export const ListState = z
  .object({
    search: z.string().max(200).optional(),
    filters: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/i).max(40), FilterValue).optional(),
    sort: z
      .object({ id: z.string().regex(/^[a-z][a-z0-9_.]{0,39}$/i), desc: z.boolean() })
      .strict()
      .optional(),
    pageSize: z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]).optional(),
  })
  .strict()
  .refine((state) => Object.keys(state.filters ?? {}).length <= 30, { message: SAVED_VIEW_MESSAGES.badState });
export type ListState = z.infer<typeof ListState>;

const name = z
  .string({ error: SAVED_VIEW_MESSAGES.nameRequired })
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(60, SAVED_VIEW_MESSAGES.nameTooLong);

/** The fields a person edits; `role_id` only when shared with a role. */
export const SavedViewInput = z.object({
  name,
  state: ListState,
  shared: z.enum(VIEW_SHARING, { error: SAVED_VIEW_MESSAGES.badSharing }).default('nobody'),
  role_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  is_default: z.boolean().optional(),
});
export type SavedViewInput = z.infer<typeof SavedViewInput>;

export const SavedViewListField = z.enum(SAVED_VIEW_LISTS, { error: SAVED_VIEW_MESSAGES.badList });

/** One view as the API answers it (the server's answer schema is derived from this). */
export const SavedViewAnswer = z.object({
  id: z.number().int(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  state: ListState,
  shared: z.enum(VIEW_SHARING),
  role_id: z.number().int().nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  /** The caller owns it (may change and delete it). */
  mine: z.boolean(),
  /** The caller's default for this list. */
  is_default: z.boolean(),
  revision: z.number().int(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof SavedViewAnswer>;
