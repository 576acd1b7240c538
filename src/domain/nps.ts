/**
 * Net Promoter Score (DESIGN §7: reviews are 0–10 with a comment). Promoters score 9–10, passives
 * 7–8, detractors 0–6; the score is the percentage of promoters minus that of detractors, −100…100.
 */
export const NPS_GROUPS = ['promoter', 'passive', 'detractor'] as const;
export type NpsGroup = (typeof NPS_GROUPS)[number];

export const NPS_MIN = 0;
export const NPS_MAX = 10;
/** The longest comment a review takes. */
export const REVIEW_COMMENT_MAX = 2000;

export function npsGroup(score: number): NpsGroup {
  if (score >= 9) return 'promoter';
  if (score >= 7) return 'passive';
  return 'detractor';
}

export interface NpsSummary {
  /** Rounded to a whole number; null when there are no reviews. */
  score: number | null;
  promoters: number;
  passives: number;
  detractors: number;
  total: number;
}

/** The summary of counts per group (what a `group by` answers). */
export function npsFromCounts(promoters: number, passives: number, detractors: number): NpsSummary {
  const total = promoters + passives + detractors;
  const score = total === 0 ? null : Math.round(((promoters - detractors) / total) * 100);
  return { score, promoters, passives, detractors, total };
}

export function npsSummary(scores: readonly number[]): NpsSummary {
  let promoters = 0;
  let passives = 0;
  let detractors = 0;
  for (const score of scores) {
    const group = npsGroup(score);
    if (group === 'promoter') promoters += 1;
    else if (group === 'passive') passives += 1;
    else detractors += 1;
  }
  return npsFromCounts(promoters, passives, detractors);
}
