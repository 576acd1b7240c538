/**
 * Demo storage requests (DESIGN §8): one pending for Summit Builders from its customer admin (what
 * /manage-approvals shows first), earlier ones approved with their email sent, and one rejected. The
 * approved amounts are already in the seeded quotas. No quota alert is seeded: the demo projects hold
 * no files (seed-projects.ts), so every customer's usage starts at 0 and an alert would be false; the
 * first uploads past 80 % record real ones.
 */
import { inArray } from 'drizzle-orm';
import type { Tx } from '../realtime/notify';
import { customers, storageRequests, users } from './schema';

const DAY = 86_400_000;

interface RequestSeed {
  customer: string;
  by: string;
  mb: number;
  reason: string;
  daysAgo: number;
  decision?: { by: string; state: 'approved' | 'rejected'; note: string; daysAgo: number };
}

const REQUESTS: readonly RequestSeed[] = [
  {
    customer: 'Summit Builders',
    by: 'customeradmin@example.com',
    mb: 20480,
    reason: 'Full plan sets and point clouds for the Denver office expansion',
    daysAgo: 2,
  },
  {
    customer: 'Summit Builders',
    by: 'customeradmin@example.com',
    mb: 10240,
    reason: 'Drawings for the Colorado Springs bids',
    daysAgo: 120,
    decision: { by: 'partner@example.com', state: 'approved', note: 'Approved for the bid season.', daysAgo: 119 },
  },
  {
    customer: 'Riverstone Contractors',
    by: 'partner@example.com',
    mb: 10240,
    reason: 'Riverstone is moving its archive of completed take-offs into the portal',
    daysAgo: 60,
    decision: { by: 'admin@example.com', state: 'approved', note: '', daysAgo: 59 },
  },
  {
    customer: 'Ironclad Commercial',
    by: 'admin@example.com',
    mb: 10240,
    reason: 'Large BIM models for the Wilmington hospital',
    daysAgo: 30,
    decision: { by: 'admin@example.com', state: 'approved', note: 'Granted with the annual renewal.', daysAgo: 29 },
  },
  {
    customer: 'Blue Harbor Construction',
    by: 'admin@example.com',
    mb: 51200,
    reason: 'Keep every revision of every drawing',
    daysAgo: 14,
    decision: { by: 'admin@example.com', state: 'rejected', note: 'Please remove superseded revisions first; 50 GB is beyond the monthly plan.', daysAgo: 13 },
  },
];

export async function seedStorage(tx: Tx, now: Date): Promise<void> {
  const customerRows = await tx.select({ id: customers.id, name: customers.name }).from(customers).where(inArray(customers.name, [...new Set(REQUESTS.map((r) => r.customer))]));
  const userRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(REQUESTS.flatMap((r) => [r.by, r.decision?.by ?? r.by]))]));
  const customerId = new Map(customerRows.map((row) => [row.name, row.id]));
  const userId = new Map(userRows.map((row) => [row.email, row.id]));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  for (const seed of REQUESTS) {
    const id = customerId.get(seed.customer);
    if (id === undefined) continue;
    await tx.insert(storageRequests).values({
      customerId: id,
      requestedBy: userId.get(seed.by) ?? null,
      requestedMb: seed.mb,
      reason: seed.reason,
      createdAt: at(seed.daysAgo),
      ...(seed.decision
        ? {
            state: seed.decision.state,
            decidedBy: userId.get(seed.decision.by) ?? null,
            decidedAt: at(seed.decision.daysAgo),
            decisionNote: seed.decision.note,
            emailStatus: 'sent' as const,
            emailedAt: at(seed.decision.daysAgo),
          }
        : {}),
    });
  }
}
