/** The rating popup rule (src/domain/rate-prompt.ts) and the NPS formula (src/domain/nps.ts). */
import { describe, expect, it } from 'vitest';
import { npsFromCounts, npsGroup, npsSummary } from '../../src/domain/nps';
import { NOT_NOW_DAYS, REVIEW_INTERVAL_DAYS, postponedUntil, ratePromptDecision, type RatePromptFacts } from '../../src/domain/rate-prompt';

const NOW = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const due: RatePromptFacts = { customerUser: true, completedProjects: 1, lastReviewedAt: null, postponedUntil: null };

describe('who the rating popup asks', () => {
  it('asks a customer user with completed work who never rated', () => {
    expect(ratePromptDecision(due, NOW)).toEqual({ ask: true, reason: 'due' });
  });

  it('never asks staff, partners or agents', () => {
    expect(ratePromptDecision({ ...due, customerUser: false }, NOW)).toEqual({ ask: false, reason: 'not_customer' });
  });

  it('waits for a completed project', () => {
    expect(ratePromptDecision({ ...due, completedProjects: 0 }, NOW)).toEqual({ ask: false, reason: 'no_completed_project' });
  });

  it(`asks again ${REVIEW_INTERVAL_DAYS} days after the last review, not a moment before`, () => {
    expect(ratePromptDecision({ ...due, lastReviewedAt: daysAgo(REVIEW_INTERVAL_DAYS - 0.001) }, NOW).reason).toBe('reviewed_recently');
    expect(ratePromptDecision({ ...due, lastReviewedAt: daysAgo(REVIEW_INTERVAL_DAYS) }, NOW).ask).toBe(true);
    expect(ratePromptDecision({ ...due, lastReviewedAt: daysAgo(400) }, NOW).ask).toBe(true);
  });

  it(`"Not now" keeps it away for ${NOT_NOW_DAYS} days`, () => {
    const until = postponedUntil(NOW);
    expect(until.getTime() - NOW.getTime()).toBe(NOT_NOW_DAYS * 86_400_000);
    expect(ratePromptDecision({ ...due, postponedUntil: until }, NOW)).toEqual({ ask: false, reason: 'postponed' });
    expect(ratePromptDecision({ ...due, postponedUntil: until }, until).ask).toBe(true);
    expect(ratePromptDecision({ ...due, postponedUntil: daysAgo(1) }, NOW).ask).toBe(true);
  });
});

describe('the NPS formula', () => {
  it('groups scores: 9–10 promoters, 7–8 passives, 0–6 detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(npsGroup)).toEqual(['detractor', 'detractor', 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('is % promoters − % detractors, rounded, null without reviews', () => {
    expect(npsSummary([10, 9, 8, 3])).toEqual({ score: 25, promoters: 2, passives: 1, detractors: 1, total: 4 });
    expect(npsSummary([10, 10, 10])).toMatchObject({ score: 100 });
    expect(npsSummary([0, 1])).toMatchObject({ score: -100 });
    expect(npsSummary([])).toEqual({ score: null, promoters: 0, passives: 0, detractors: 0, total: 0 });
    expect(npsFromCounts(1, 1, 1).score).toBe(0);
    expect(npsFromCounts(2, 0, 1).score).toBe(33);
  });
});
