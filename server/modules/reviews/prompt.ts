/**
 * The facts the rating-popup rule (src/domain/rate-prompt.ts) decides on, read for one user, and the
 * writes that change them: "Not now" postpones, a review resets the postponement.
 */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { postponedUntil, ratePromptDecision, type RatePromptDecision } from '../../../src/domain/rate-prompt';
import type { Db } from '../../db/client';
import { projects, reviewPrompts, reviews } from '../../db/schema';
import { projectCondition, projectScopeOf } from '../projects';
import { requireUser } from '../../plugins/auth';
import type { Tx } from '../../realtime/notify';

type Reader = Pick<Db, 'select'>;

export interface PromptAnswer extends Pick<RatePromptDecision, 'reason'> {
  show_popup: boolean;
  /** The newest completed project the user can see, which a review from the popup is about. */
  project: { id: number; code: string; name: string } | null;
}

export async function ratePrompt(db: Reader, request: FastifyRequest, now: Date): Promise<PromptAnswer> {
  const { user } = requireUser(request).record;
  if (user.customerId === null) return { show_popup: false, reason: 'not_customer', project: null };
  const completed = and(eq(projects.status, 'completed'), projectCondition(projectScopeOf(request)));
  const [[counted], [newest], [reviewed], [prompt]] = await Promise.all([
    db.select({ n: count() }).from(projects).where(completed),
    db
      .select({ id: projects.id, code: projects.code, name: projects.name })
      .from(projects)
      .where(completed)
      .orderBy(desc(sql`coalesce(${projects.completedAt}, ${projects.updatedAt})`), desc(projects.id))
      .limit(1),
    db.select({ at: max(reviews.createdAt) }).from(reviews).where(eq(reviews.userId, user.id)),
    db.select().from(reviewPrompts).where(eq(reviewPrompts.userId, user.id)),
  ]);
  const decision = ratePromptDecision(
    {
      customerUser: true,
      completedProjects: Number(counted?.n ?? 0),
      lastReviewedAt: latest(reviewed?.at ?? null, prompt?.lastReviewedAt ?? null),
      postponedUntil: prompt?.postponedUntil ?? null,
    },
    now,
  );
  return { show_popup: decision.ask, reason: decision.reason, project: newest ?? null };
}

function latest(a: Date | string | null, b: Date | null): Date | null {
  // max() over a timestamp may come back as text from one driver and a Date from the other.
  const first = a === null ? null : new Date(a);
  if (!first) return b;
  if (!b) return first;
  return first > b ? first : b;
}

/** "Not now": the popup stays away for NOT_NOW_DAYS. */
export async function postpone(tx: Tx, userId: number, now: Date): Promise<Date> {
  const until = postponedUntil(now);
  await tx
    .insert(reviewPrompts)
    .values({ userId, postponedUntil: until, notNowCount: 1 })
    .onConflictDoUpdate({ target: reviewPrompts.userId, set: { postponedUntil: until, notNowCount: sql`${reviewPrompts.notNowCount} + 1` } });
  return until;
}

/** A review was made: remember when, and drop any postponement. */
export async function reviewed(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .insert(reviewPrompts)
    .values({ userId, lastReviewedAt: at })
    .onConflictDoUpdate({ target: reviewPrompts.userId, set: { lastReviewedAt: at, postponedUntil: null } });
}
