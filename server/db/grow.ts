/**
 * Grows a seeded database for benchmarks (`npm run seed -- --customers N --users N`): N more customers
 * spread over the seeded partners and agents, each with a branch, and N more customer users spread
 * over them. Rows are written by set-based SQL in batches, so 100,000 take seconds, not minutes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const BATCH = 20_000;

export interface GrowOptions {
  customers?: number;
  users?: number;
}

/** Adds the rows; answers how many of each now exist. */
export async function growRecords(db: Db, { customers = 0, users = 0 }: GrowOptions): Promise<{ customers: number; users: number }> {
  for (let done = 0; done < customers; done += BATCH) {
    const n = Math.min(BATCH, customers - done);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        with base as (select coalesce(max(id), 0) as top from customers),
        owners as (select a.id as agent_id, a.partner_id, row_number() over (order by a.id) - 1 as k from agents a),
        total as (select count(*)::int as n from agents)
        insert into customers (name, email, phone, partner_id, agent_id, subscription_type, status, storage_quota_mb)
        select 'Bench Customer ' || lpad((base.top + g)::text, 7, '0'),
               'office' || (base.top + g) || '@bench.example.com',
               '30355' || lpad(((base.top + g) % 100000)::text, 5, '0'),
               o.partner_id, o.agent_id,
               (array['monthly', 'annual', 'trial'])[1 + (g % 3)],
               (array['active', 'active', 'active', 'inactive', 'pending']::entity_status[])[1 + (g % 5)],
               10240
        from generate_series(1, ${n}) as g
        cross join base cross join total
        join owners o on o.k = (g % total.n)
      `);
      await tx.execute(sql`
        insert into branches (customer_id, name, city)
        select c.id, 'Main Office', 'Denver' from customers c
        where c.name like 'Bench Customer %' and c.id > (select coalesce(max(customer_id), 0) from branches)
      `);
    });
  }
  for (let done = 0; done < users; done += BATCH) {
    const n = Math.min(BATCH, users - done);
    await db.transaction(async (tx) => {
      // Every bench user shares the demo user's role and password hash; each belongs to a bench customer's branch.
      await tx.execute(sql`
        with base as (select coalesce(max(id), 0) as top from users),
        template as (select role_id, password_hash from users where email = 'user@example.com'),
        homes as (select b.customer_id, b.id as branch_id, row_number() over (order by b.id) - 1 as k from branches b),
        total as (select count(*)::int as n from branches)
        insert into users (email, name, password_hash, role_id, type, customer_id, branch_id, phone)
        select 'bench.user.' || (base.top + g) || '@bench.example.com',
               'Bench User ' || lpad((base.top + g)::text, 7, '0'),
               t.password_hash, t.role_id, 'User', h.customer_id, h.branch_id,
               '72055' || lpad(((base.top + g) % 100000)::text, 5, '0')
        from generate_series(1, ${n}) as g
        cross join base cross join template t cross join total
        join homes h on h.k = (g % total.n)
      `);
    });
  }
  const result = (await db.execute(sql`select (select count(*) from customers)::int as customers, (select count(*) from users)::int as users`)) as unknown as {
    rows: { customers: number; users: number }[];
  };
  return result.rows[0] ?? { customers: 0, users: 0 };
}
