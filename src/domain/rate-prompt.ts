/**
 * Who the rating popup asks, and when (spec §4 "a popup check (show rating popup)"; not shown further,
 * so decided here). A customer user is asked once there is finished work to judge — at least one
 * completed project they can see — unless they rated in the last 90 days or said "Not now" and the
 * postponement (14 days) has not run out. Staff, partners and agents rate nothing: they are never asked.
 * The server answers /review/showratepop with this rule; the client only shows what it is told.
 */

/** Days after a review before the user is asked again. */
export const REVIEW_INTERVAL_DAYS = 90;
/** Days "Not now" postpones the popup. */
export const NOT_NOW_DAYS = 14;

const DAY_MS = 86_400_000;

export interface RatePromptFacts {
  /** The user belongs to a customer (customer admin, branch admin, branch lead, user). */
  customerUser: boolean;
  /** Completed projects in the user's project scope. */
  completedProjects: number;
  /** Their newest review, if any. */
  lastReviewedAt: Date | null;
  /** Until when "Not now" keeps the popup away, if it was said. */
  postponedUntil: Date | null;
}

export type RatePromptDecision =
  | { ask: true; reason: 'due' }
  | { ask: false; reason: 'not_customer' | 'no_completed_project' | 'reviewed_recently' | 'postponed' };

/**
 * @example ratePromptDecision({ customerUser: true, completedProjects: 2, lastReviewedAt: null, postponedUntil: null }, now) // { ask: true, reason: 'due' }
 */
export function ratePromptDecision(facts: RatePromptFacts, now: Date): RatePromptDecision {
  if (!facts.customerUser) return { ask: false, reason: 'not_customer' };
  if (facts.completedProjects < 1) return { ask: false, reason: 'no_completed_project' };
  if (facts.lastReviewedAt && now.getTime() - facts.lastReviewedAt.getTime() < REVIEW_INTERVAL_DAYS * DAY_MS) return { ask: false, reason: 'reviewed_recently' };
  if (facts.postponedUntil && facts.postponedUntil.getTime() > now.getTime()) return { ask: false, reason: 'postponed' };
  return { ask: true, reason: 'due' };
}

/** When "Not now" said at `now` lets the popup show again. */
export function postponedUntil(now: Date): Date {
  return new Date(now.getTime() + NOT_NOW_DAYS * DAY_MS);
}
