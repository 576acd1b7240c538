/**
 * Saved views (issue 13 §4, for the client's one list): a named list state (search, filters, sort,
 * page size) kept per user and list, shared with nobody, a role or everyone of the owner's
 * organisation, with one default per user and list. A view is only a query: whoever opens it still
 * sees only what their own scope allows. One contract for the server's validation, the gateway's
 * types and the list's form.
 */
import { z } from 'zod/mini';

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
const FilterValue = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50))]);

/** The list state a view keeps; the page number is not kept (a view opens at page 1). */
export const ListState = z
  .strictObject({
    search: z.optional(z.string().check(z.maxLength(200))),
    filters: z.optional(z.record(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/i), z.maxLength(40)), FilterValue)),
    sort: z.optional(z.strictObject({ id: z.string().check(z.regex(/^[a-z][a-z0-9_.]{0,39}$/i)), desc: z.boolean() })),
    pageSize: z.optional(z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)])),
  })
  .check(z.refine((state) => Object.keys(state.filters ?? {}).length <= 30, { message: SAVED_VIEW_MESSAGES.badState }));
export type ListState = z.infer<typeof ListState>;

const name = z.string({ error: SAVED_VIEW_MESSAGES.nameRequired }).check(z.trim(), z.minLength(1, SAVED_VIEW_MESSAGES.nameRequired), z.maxLength(60, SAVED_VIEW_MESSAGES.nameTooLong));

/** The fields a person edits; `role_id` only when shared with a role. */
export const SavedViewInput = z.object({
  name,
  state: ListState,
  shared: z._default(z.enum(VIEW_SHARING, { error: SAVED_VIEW_MESSAGES.badSharing }), 'nobody'),
  role_id: z.optional(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)))),
  is_default: z.optional(z.boolean()),
});
export type SavedViewInput = z.infer<typeof SavedViewInput>;

export const SavedViewListField = z.enum(SAVED_VIEW_LISTS, { error: SAVED_VIEW_MESSAGES.badList });

/** One view as the API answers it (the server's answer schema is derived from this). */
export const SavedViewAnswer = z.object({
  id: z.int(),
  list: z.enum(SAVED_VIEW_LISTS),
  name: z.string(),
  state: ListState,
  shared: z.enum(VIEW_SHARING),
  role_id: z.nullable(z.int()),
  owner: z.object({ id: z.int(), name: z.string() }),
  /** The caller owns it (may change and delete it). */
  mine: z.boolean(),
  /** The caller's default for this list. */
  is_default: z.boolean(),
  revision: z.int(),
  updated_at: z.string(),
});
export type SavedView = z.infer<typeof SavedViewAnswer>;
