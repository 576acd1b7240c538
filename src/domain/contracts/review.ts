/**
 * A review as a customer user sends it (spec §7.7, DESIGN §7): a 0–10 score, an optional comment and
 * the completed project it is about. The server's create body is built from it; `ReviewAnswer` is a
 * review as the API answers it (the NPS screens' rows). That the project is one the user can see is
 * the server's.
 */
import { z } from 'zod/mini';
import { NPS_MAX, NPS_MIN, REVIEW_COMMENT_MAX, type NpsGroup } from '../nps';
import { filterDay, filterId } from './filters';

export const REVIEW_FIELD_MESSAGES = {
  scoreRequired: 'Score is required',
  scoreRange: 'Score must be a whole number from 0 to 10',
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
} as const;

export const reviewContract = z.object({
  score: z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REVIEW_FIELD_MESSAGES.scoreRequired : REVIEW_FIELD_MESSAGES.scoreRange) })
    .check(
      z.int(REVIEW_FIELD_MESSAGES.scoreRange),
      z.gte(NPS_MIN, REVIEW_FIELD_MESSAGES.scoreRange),
      z.lte(NPS_MAX, REVIEW_FIELD_MESSAGES.scoreRange),
      z.describe('0 (not at all likely) to 10 (extremely likely)'),
    ),
  comment: z.pipe(
    z.nullish(z.string({ error: 'Comment must be text' }).check(z.maxLength(REVIEW_COMMENT_MAX, REVIEW_FIELD_MESSAGES.commentTooLong))),
    z.transform((value: string | null | undefined) => value?.trim() ?? ''),
  ),
  project_id: filterId('project_id').check(z.describe('The completed project the review is about (one the user can see)')),
});

/**
 * The filters of the NPS screens (spec §7.7, issue 6 item 4): branch, customer, user and the created
 * days, each optional (null or '' means "not filtered"); the server refuses an end before the start.
 */
export const reviewFiltersContract = z.object({
  branch: filterId('branch'),
  customer: filterId('customer'),
  user: filterId('user'),
  filter_start_date: filterDay('filter_start_date').check(z.describe('Reviews made on or after this day (YYYY-MM-DD, UTC)')),
  filter_end_date: filterDay('filter_end_date').check(z.describe('Reviews made on or before this day (YYYY-MM-DD, UTC)')),
});

/** The filters as the screens send them. */
export type ReviewFiltersInput = z.input<typeof reviewFiltersContract>;

/** What a rating sends. */
export type ReviewInput = z.input<typeof reviewContract>;

/** A review as the API answers it: the contract's score and comment, its group, when, by whom, about what. */
export type ReviewAnswer = Omit<z.output<typeof reviewContract>, 'project_id'> & {
  id: number;
  group: NpsGroup;
  created_at: string;
  customer: { id: number; name: string };
  branch: { id: number; name: string } | null;
  /** null once the user is deleted. */
  user: { id: number; name: string } | null;
  project: { id: number; code: string; name: string } | null;
};
