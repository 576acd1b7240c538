/**
 * NPS reviews of the demo (DESIGN §8): about a year of ratings, mostly 7–10 with some detractors.
 * Summit Builders' customer users rate about every three months, each the last time 5–60 days ago —
 * so no demo account is due for the rating popup (it would cover the screens of every browser test);
 * a new customer user with a completed project is asked. The other customers have no user accounts
 * in the seed, so their reviews are from people no longer on the portal (user null, as after a user is
 * deleted). Deterministic: the same `now` gives the same reviews.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../realtime/notify';
import { branches, customers, projects, reviewPrompts, reviews, users } from './schema';

const COMMENTS: Record<'promoter' | 'passive' | 'detractor', readonly string[]> = {
  promoter: [
    'The take-off was thorough and arrived a day early. Our bid went out with time to spare.',
    'Quantities matched our own checks within a percent. We will keep sending work your way.',
    'Great communication on the RFIs; the estimator caught a missing sheet before we did.',
    'Fast turnaround on the revision package and clear marked-up plans.',
    'Reliable every time. The portal makes tracking due dates easy for the whole team.',
    'Our dedicated estimator feels like part of the office now.',
    'Bid leveling saved us a full day on the school project.',
  ],
  passive: [
    'Good work overall, though the first draft missed the alternates.',
    'Accurate numbers; the delivery slipped one day on the last project.',
    'Solid take-off. Would like the Excel export to keep our cost codes.',
    'Helpful team, but we had to chase the hours request twice.',
    'Quality is fine; pricing is on the high side for residential work.',
  ],
  detractor: [
    'The estimate came back after our bid deadline and we had to withdraw.',
    'Several concrete quantities were off and we only found out on site.',
    'Hard to reach anyone when the due date changed.',
    'The scope of work was ignored; drywall was priced at the wrong level of finish.',
  ],
};

/** Scores with their weights: mostly promoters and passives, a few detractors (an NPS around +40). */
const SCORES = [10, 10, 10, 9, 9, 9, 9, 8, 8, 8, 7, 7, 6, 5, 3];

/** A small deterministic hash, so the spread looks random but the seed is reproducible. */
function pick(n: number, salt: number): number {
  let x = (n * 2_654_435_761 + salt * 40_503) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2_246_822_519) >>> 0;
  x ^= x >>> 13;
  return x >>> 0;
}

function commentFor(score: number, i: number): string {
  const pool = score >= 9 ? COMMENTS.promoter : score >= 7 ? COMMENTS.passive : COMMENTS.detractor;
  // Some people leave no comment.
  return pick(i, 7) % 6 === 0 ? '' : pool[pick(i, 11) % pool.length]!;
}

const DAY_MS = 86_400_000;

export async function seedReviews(tx: Tx, now: Date): Promise<void> {
  const customerUsers = await tx
    .select({ id: users.id, customerId: users.customerId, branchId: users.branchId })
    .from(users)
    .where(isNotNull(users.customerId))
    .orderBy(asc(users.id));
  const customerRows = await tx.select({ id: customers.id, status: customers.status }).from(customers).orderBy(asc(customers.id));
  const branchRows = await tx.select({ id: branches.id, customerId: branches.customerId }).from(branches).orderBy(asc(branches.id));
  const completed = await tx
    .select({ id: projects.id, customerId: projects.customerId, branchId: projects.branchId })
    .from(projects)
    .where(and(eq(projects.status, 'completed'), eq(projects.isDemo, false)))
    .orderBy(asc(projects.id));

  const rows: (typeof reviews.$inferInsert)[] = [];
  const at = (daysAgo: number, i: number) => new Date(now.getTime() - daysAgo * DAY_MS - (pick(i, 3) % 8) * 3_600_000);
  const projectOf = (customerId: number, branchId: number | null, i: number) => {
    const options = completed.filter((p) => p.customerId === customerId && (branchId === null || p.branchId === branchId));
    return options.length === 0 || pick(i, 5) % 3 === 0 ? null : options[pick(i, 13) % options.length]!.id;
  };
  let i = 0;

  // Customer users: four reviews a year, the newest 5–60 days ago.
  const lastReviewed = new Map<number, Date>();
  for (const user of customerUsers) {
    if (user.customerId === null) continue;
    const newest = 5 + (pick(user.id, 17) % 56);
    for (let k = 3; k >= 0; k--) {
      i += 1;
      const score = SCORES[pick(i, 1) % SCORES.length]!;
      const createdAt = at(newest + k * 91, i);
      rows.push({ userId: user.id, customerId: user.customerId, branchId: user.branchId, projectId: projectOf(user.customerId, user.branchId, i), score, comment: commentFor(score, i), createdAt });
      lastReviewed.set(user.id, createdAt);
    }
  }

  // Other active customers: 10–16 reviews over the year across their branches, from former users.
  const withUsers = new Set(customerUsers.map((user) => user.customerId));
  for (const customer of customerRows) {
    if (withUsers.has(customer.id) || customer.status !== 'active') continue;
    const own = branchRows.filter((branch) => branch.customerId === customer.id);
    const n = 10 + (pick(customer.id, 19) % 7);
    for (let k = 0; k < n; k++) {
      i += 1;
      const score = SCORES[pick(i, 1) % SCORES.length]!;
      const branchId = own.length === 0 ? null : own[pick(i, 23) % own.length]!.id;
      rows.push({ userId: null, customerId: customer.id, branchId, projectId: projectOf(customer.id, branchId, i), score, comment: commentFor(score, i), createdAt: at(3 + (pick(i, 29) % 360), i) });
    }
  }

  if (rows.length > 0) await tx.insert(reviews).values(rows);
  const prompts = [...lastReviewed].map(([userId, lastReviewedAt]) => ({ userId, lastReviewedAt }));
  if (prompts.length > 0) await tx.insert(reviewPrompts).values(prompts);
}
