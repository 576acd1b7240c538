/**
 * Grows a seeded database for benchmarks (`npm run seed -- --customers N --users N --projects N`): N
 * more customers spread over the seeded partners and agents, each with a branch, N more customer users
 * spread over them, and N more projects spread over every branch. Rows are written by set-based SQL in
 * batches, so 100,000 take seconds, not minutes (100,000 projects, with their foreign keys and three
 * trigram indexes: 9 s on PostgreSQL, 16 s on PGlite, 2 idle cores).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const BATCH = 20_000;

export interface GrowOptions {
  customers?: number;
  users?: number;
  projects?: number;
}

/** Adds the rows; answers how many of each now exist. */
export async function growRecords(db: Db, { customers = 0, users = 0, projects = 0 }: GrowOptions): Promise<{ customers: number; users: number; projects: number }> {
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
  for (let done = 0; done < projects; done += BATCH) {
    await db.transaction(async (tx) => growProjects(tx, Math.min(BATCH, projects - done)));
  }
  const result = (await db.execute(
    sql`select (select count(*) from customers)::int as customers, (select count(*) from users)::int as users, (select count(*) from projects)::int as projects`,
  )) as unknown as {
    rows: { customers: number; users: number; projects: number }[];
  };
  return result.rows[0] ?? { customers: 0, users: 0, projects: 0 };
}

const PROJECT_KINDS = ['Office Fit-out', 'Retail Center', 'Library Renovation', 'Warehouse', 'School Addition', 'Hospital Wing', 'Condos', 'Parking Structure', 'Lofts', 'Medical Office'];

/**
 * `n` more projects, round-robin over every branch (so the demo customers' branches get their share and
 * scoped users see many). Service, status, name, due date (within a year either side of today) and
 * created time (the past two years) come from an md5 of the id: deterministic, yet not correlated
 * with each other or with the branch, as `id % k` picks would be (status and branch went together,
 * and the planner's estimates, and so the benchmarks, were skewed). Codes follow the app's rule
 * (PRJ- and the zero-padded id); a project on hold gets the open RFI that holds it.
 */
async function growProjects(tx: Pick<Db, 'execute'>, n: number): Promise<void> {
  const kinds = sql.raw(`array[${PROJECT_KINDS.map((kind) => `'${kind}'`).join(', ')}]`);
  await tx.execute(sql`
    with homes as (select b.customer_id, b.id as branch_id, row_number() over (order by b.id) - 1 as k from branches b),
    home_count as (select count(*)::int as n from homes),
    offered as (select s.id as service_id, s.work_type, row_number() over (order by s.id) - 1 as k from services s),
    offered_count as (select count(*)::int as n from offered),
    tools as (select id as software_id, row_number() over (order by id) - 1 as k from softwares),
    tool_count as (select greatest(count(*), 1)::int as n from tools),
    staff as (select id as user_id, row_number() over (order by id) - 1 as k from users where customer_id is null and not isagent and status = 'active'),
    staff_count as (select greatest(count(*), 1)::int as n from staff),
    fresh as (select nextval(pg_get_serial_sequence('projects', 'id')) as id from generate_series(1, ${n})),
    digests as (select id, md5(id::text) as d from fresh),
    hashed as (select id, ('x' || substr(d, 1, 7))::bit(28)::int as h1, ('x' || substr(d, 8, 7))::bit(28)::int as h2 from digests),
    picked as (
      select id, h1, h2,
             (array['pending', 'in_progress', 'in_progress', 'in_progress', 'on_hold', 'completed', 'completed', 'reopen_requested',
                    'cancellation_requested', 'cancelled']::project_status[])[1 + h1 % 10] as status,
             now() - (((h1 / 10) % 730) || ' days')::interval - (((h2 / 10) % 1440) || ' minutes')::interval as created
      from hashed
    ),
    inserted as (
      insert into projects (id, code, name, client_project_number, customer_id, branch_id, service_id, software_id, work_type, due_date,
                            assignee_id, status, resume_status, scope_of_work, accepted_at, completed_at, created_at, updated_at)
      select p.id,
             'PRJ-' || lpad(p.id::text, greatest(6, length(p.id::text)), '0'),
             'Bench Project ' || lpad(p.id::text, 7, '0') || ' ' || (${kinds})[1 + p.h2 % ${PROJECT_KINDS.length}],
             'CPN-' || lpad((p.h2 % 1000000)::text, 6, '0'),
             h.customer_id, h.branch_id, o.service_id,
             case when (p.h2 / 100) % 4 = 0 then null else t.software_id end,
             o.work_type,
             current_date + ((p.h2 / 1000) % 730 - 365)::int,
             case when p.status = 'pending' then null else s.user_id end,
             p.status,
             case when p.status = 'cancellation_requested' then 'in_progress'::project_status end,
             'Take-off and estimate per the drawings.',
             case when p.status <> 'pending' then least(p.created + interval '1 day', now()) end,
             case when p.status in ('completed', 'reopen_requested') then least(p.created + interval '10 days', now()) end,
             p.created,
             least(p.created + interval '12 days', now())
      from picked p
      cross join home_count hc cross join offered_count oc cross join tool_count tc cross join staff_count sc
      join homes h on h.k = p.id % hc.n
      join offered o on o.k = (p.h1 / 7) % oc.n
      left join tools t on t.k = (p.h2 / 7) % tc.n
      left join staff s on s.k = (p.h1 / 100000) % sc.n
      returning id, status
    )
    insert into project_rfis (project_id, question)
    select id, 'Which revision of the drawings applies?' from inserted where status = 'on_hold'
  `);
}
