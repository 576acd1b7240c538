/**
 * The demo seed of DESIGN §8: the eleven accounts (password `Portal@2026`) with their roles, and the
 * partners, agents, customers, branches, services, add-ons, software and holidays the screens show.
 * Idempotent: it writes everything in one transaction, only into a database without the accounts.
 */
import { eq, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, fullAccess, scopedAccess, type PermissionKey } from '../../src/domain/permissions';
import type { BillingType, UserType } from '../../src/domain/user';
import { hashPassword } from '../auth/passwords';
import { converse, notify } from '../realtime/notify';
import type { Db } from './client';
import { seedProjects } from './seed-projects';
import { seedInvoices } from './seed-invoices';
import { seedErrorReports } from './seed-error-reports';
import { seedPlaybooks } from './seed-playbooks';
import { seedReviews } from './seed-reviews';
import { seedStorage } from './seed-storage';
import {
  addedServices,
  agents,
  branches,
  customerAddedServices,
  customers,
  customerServices,
  emailCc,
  holidays,
  partnerAddedServices,
  partners,
  partnerServicePrices,
  roles,
  serviceSoftwares,
  services,
  softwares,
  users,
} from './schema';

export const DEMO_PASSWORD = 'Portal@2026';
const SEED_LOCK = 727_260_001;

interface RoleSeed {
  name: string;
  description: string;
  keys: readonly PermissionKey[];
  /** Staff see every record (`seeAll`); every other role's lists stay scoped to its own records. */
  seesAll?: true;
}

const ROLES: readonly RoleSeed[] = [
  { name: 'Administrator', description: 'Staff with access to everything', keys: PERMISSION_KEYS, seesAll: true },
  {
    name: 'Partner',
    description: 'Reseller managing its customers and agents',
    keys: ['Analytics', 'Enq', 'Invoice', 'Storage', 'NPS', 'Customer', 'Branch', 'Approval', 'Agents', 'User'],
  },
  { name: 'Partner User', description: 'Staff member of a partner', keys: ['Enq', 'Customer', 'Approval'] },
  { name: 'Agent', description: 'Sales agent', keys: ['Enq', 'Customer', 'Invoice'] },
  {
    name: 'Customer Admin',
    description: "Administers a customer's branches and users",
    keys: ['Enq', 'Invoice', 'Storage', 'NPS', 'Branch', 'User', 'Approval'],
  },
  { name: 'Branch Admin', description: 'Administers one branch', keys: ['Enq', 'Storage', 'NPS', 'Branch', 'User'] },
  { name: 'Customer Branch Lead', description: 'Leads the projects of a branch', keys: ['Enq', 'Branch', 'NPS'] },
  { name: 'User', description: 'Customer user', keys: ['Enq', 'NPS'] },
  { name: 'Guest User', description: 'Customer user on a guest account', keys: ['Enq', 'Invoice'] },
];

interface AccountSeed {
  email: string;
  name: string;
  role: string;
  isAdmin?: boolean;
  ispartner?: boolean;
  isagent?: boolean;
  ispartneruser?: boolean;
  billingType?: BillingType;
  type?: UserType;
  customer?: string;
  branch?: string;
  partner?: string;
  agent?: string;
  twoFactor?: boolean;
  mustChangePassword?: boolean;
  phone: string;
}

const NORTHWIND = 'Northwind Estimating Partners';
const SUMMIT = 'Summit Builders';

export const ACCOUNTS: readonly AccountSeed[] = [
  { email: 'admin@example.com', name: 'Alice Morgan', role: 'Administrator', isAdmin: true, phone: '3035550101' },
  { email: 'ops@example.com', name: 'Oscar Whitfield', role: 'Administrator', isAdmin: true, twoFactor: true, phone: '3035550102' },
  { email: 'partner@example.com', name: 'Paula Jensen', role: 'Partner', ispartner: true, partner: NORTHWIND, phone: '7205550110' },
  { email: 'partneruser@example.com', name: 'Peter Novak', role: 'Partner User', ispartneruser: true, partner: NORTHWIND, phone: '7205550111' },
  { email: 'agent@example.com', name: 'Daniel Reyes', role: 'Agent', isagent: true, partner: NORTHWIND, agent: 'agent@northwind.example.com', phone: '7205550120' },
  { email: 'customeradmin@example.com', name: 'Carla Mendes', role: 'Customer Admin', type: 'Customer Admin', customer: SUMMIT, branch: 'Denver Headquarters', phone: '3035550130' },
  { email: 'branchadmin@example.com', name: 'Brian Okafor', role: 'Branch Admin', type: 'Branch Admin', customer: SUMMIT, branch: 'Boulder', phone: '3035550131' },
  { email: 'branchlead@example.com', name: 'Linda Park', role: 'Customer Branch Lead', type: 'Customer Branch Lead', customer: SUMMIT, branch: 'Boulder', phone: '3035550132' },
  { email: 'user@example.com', name: 'Uma Patel', role: 'User', type: 'User', customer: SUMMIT, branch: 'Denver Headquarters', phone: '3035550133' },
  { email: 'guest@example.com', name: 'Gary Holt', role: 'Guest User', type: 'User', billingType: 'guest_account', customer: SUMMIT, branch: 'Colorado Springs', phone: '3035550134' },
  { email: 'expired@example.com', name: 'Evan Brooks', role: 'User', type: 'User', customer: SUMMIT, branch: 'Denver Headquarters', mustChangePassword: true, phone: '3035550135' },
];

const PARTNERS = [
  { name: NORTHWIND, email: 'hello@northwind.example.com', phone: '7205550100', website: 'https://northwind.example.com', address: '1600 Champa St, Denver, CO 80202' },
  { name: 'Keystone Construction Advisors', email: 'info@keystone.example.com', phone: '2155550100', website: 'https://keystone.example.com', address: '1500 Market St, Philadelphia, PA 19102' },
  { name: 'Pacific Bid Solutions', email: 'contact@pacificbid.example.com', phone: '2065550100', website: 'https://pacificbid.example.com', address: '400 Pine St, Seattle, WA 98101' },
];

const AGENTS = [
  { name: 'Daniel Reyes', email: 'agent@northwind.example.com', phone: '7205550120', partner: NORTHWIND, commissionPercent: '8.00' },
  { name: 'Priya Natarajan', email: 'priya@keystone.example.com', phone: '2155550121', partner: 'Keystone Construction Advisors', commissionPercent: '7.50' },
  { name: 'Marcus Lee', email: 'marcus@pacificbid.example.com', phone: '2065550122', partner: 'Pacific Bid Solutions', commissionPercent: '9.00' },
];

const CUSTOMERS = [
  { name: SUMMIT, email: 'office@summitbuilders.example.com', phone: '3035550199', partner: NORTHWIND, agent: 'agent@northwind.example.com', subscriptionType: 'annual', status: 'active' as const, trialDays: null, quotaMb: 51200, branches: [['Denver Headquarters', 'Denver'], ['Boulder', 'Boulder'], ['Colorado Springs', 'Colorado Springs']] },
  { name: 'Riverstone Contractors', email: 'bids@riverstone.example.com', phone: '7205550299', partner: NORTHWIND, agent: 'agent@northwind.example.com', subscriptionType: 'monthly', status: 'active' as const, trialDays: null, quotaMb: 20480, branches: [['Fort Collins', 'Fort Collins'], ['Greeley', 'Greeley']] },
  { name: 'Evergreen Homes', email: 'estimating@evergreenhomes.example.com', phone: '2155550399', partner: 'Keystone Construction Advisors', agent: 'priya@keystone.example.com', subscriptionType: 'monthly', status: 'active' as const, trialDays: null, quotaMb: 10240, branches: [['Philadelphia', 'Philadelphia'], ['Pittsburgh', 'Pittsburgh'], ['Allentown', 'Allentown']] },
  { name: 'Ironclad Commercial', email: 'precon@ironclad.example.com', phone: '6105550499', partner: 'Keystone Construction Advisors', agent: 'priya@keystone.example.com', subscriptionType: 'annual', status: 'active' as const, trialDays: null, quotaMb: 30720, branches: [['King of Prussia', 'King of Prussia'], ['Wilmington', 'Wilmington']] },
  { name: 'Blue Harbor Construction', email: 'projects@blueharbor.example.com', phone: '2065550599', partner: 'Pacific Bid Solutions', agent: 'marcus@pacificbid.example.com', subscriptionType: 'monthly', status: 'active' as const, trialDays: null, quotaMb: 10240, branches: [['Seattle', 'Seattle'], ['Tacoma', 'Tacoma']] },
  { name: 'Granite Peak Developments', email: 'team@granitepeak.example.com', phone: '5035550699', partner: 'Pacific Bid Solutions', agent: 'marcus@pacificbid.example.com', subscriptionType: 'trial', status: 'pending' as const, trialDays: 21, quotaMb: 5120, branches: [['Portland', 'Portland'], ['Salem', 'Salem'], ['Eugene', 'Eugene']] },
];

const SERVICES = [
  { name: 'Residential Quantity Take-Off', workType: 'QTO' as const, price: '450.00', description: 'Material quantities from residential plans' },
  { name: 'Commercial Quantity Take-Off', workType: 'QTO' as const, price: '950.00', description: 'Material quantities from commercial plan sets' },
  { name: 'MEP Quantity Take-Off', workType: 'QTO' as const, price: '1200.00', description: 'Mechanical, electrical and plumbing take-off' },
  { name: 'Full-Time Estimator', workType: 'FTE' as const, price: '5200.00', description: 'A dedicated estimator, 160 hours a month' },
  { name: 'Part-Time Estimator', workType: 'FTE' as const, price: '2800.00', description: 'A dedicated estimator, 80 hours a month' },
  { name: 'Bid Review', workType: 'Others' as const, price: '350.00', description: 'Second review of a finished bid' },
  { name: 'Cost Estimation Consulting', workType: 'Others' as const, price: '125.00', description: 'Hourly estimating consultation' },
];

const ADDED_SERVICES = [
  { name: 'Rush Delivery (24 hours)', price: '200.00', description: 'Delivery within one business day' },
  { name: 'Material Pricing', price: '150.00', description: 'Current supplier prices for every line item' },
  { name: 'Labor Pricing', price: '150.00', description: 'Labor hours and rates per line item' },
  { name: 'Bid Leveling', price: '250.00', description: 'Side-by-side comparison of subcontractor bids' },
  { name: 'Marked-Up Plans', price: '75.00', description: 'Colour-coded plan sheets with the take-off' },
  { name: 'Revision Package', price: '120.00', description: 'Take-off updates for one plan revision' },
];

const SOFTWARES = [
  { name: 'Bluebeam Revu', vendor: 'Bluebeam' },
  { name: 'PlanSwift', vendor: 'ConstructConnect' },
  { name: 'On-Screen Takeoff', vendor: 'ConstructConnect' },
  { name: 'STACK', vendor: 'STACK Construction Technologies' },
  { name: 'Trimble Accubid', vendor: 'Trimble' },
  { name: 'Sage Estimating', vendor: 'Sage' },
  { name: 'ProEst', vendor: 'Autodesk' },
  { name: 'Microsoft Excel', vendor: 'Microsoft' },
];

const BRANCH_SCOPE = 'Take-offs for framing, concrete, drywall and finishes; exclude site work unless requested.';

/** Which software each kind of service is delivered in. */
const SOFTWARE_BY_WORK_TYPE: Record<'QTO' | 'FTE' | 'Others', readonly string[]> = {
  QTO: ['Bluebeam Revu', 'PlanSwift', 'On-Screen Takeoff', 'STACK'],
  FTE: ['Bluebeam Revu', 'PlanSwift', 'Trimble Accubid', 'Sage Estimating', 'ProEst'],
  Others: ['Microsoft Excel', 'Bluebeam Revu'],
};

interface PriceSeed {
  serviceRows: { id: number; name: string; workType: 'QTO' | 'FTE' | 'Others'; price: string }[];
  addOnRows: { id: number; price: string }[];
  softwareRows: { id: number; name: string }[];
  customerIds: number[];
  partnerIds: number[];
}

const money = (value: number) => value.toFixed(2);

/** Software per service, and the prices customers and partners get (list price with a discount). */
async function seedPrices(tx: Pick<Db, 'insert'>, { serviceRows, addOnRows, softwareRows, customerIds, partnerIds }: PriceSeed): Promise<void> {
  const softwareId = new Map(softwareRows.map((row) => [row.name, row.id]));
  const links = serviceRows.flatMap((service) =>
    SOFTWARE_BY_WORK_TYPE[service.workType].map((name) => ({ serviceId: service.id, softwareId: softwareId.get(name) ?? 0 })),
  );
  await tx.insert(serviceSoftwares).values(links.filter((link) => link.softwareId > 0));
  // Each customer buys a rotating three of the services and two add-ons, 5–15 % under list price.
  const customerPrices = customerIds.flatMap((customerId, i) =>
    [0, 2, 4].map((offset) => {
      const service = serviceRows[(i + offset) % serviceRows.length]!;
      return { customerId, serviceId: service.id, price: money(Number(service.price) * (0.95 - (i % 3) * 0.05)) };
    }),
  );
  await tx.insert(customerServices).values(customerPrices);
  const customerAddOns = customerIds.flatMap((customerId, i) =>
    [0, 3].map((offset) => {
      const addOn = addOnRows[(i + offset) % addOnRows.length]!;
      return { customerId, addedServiceId: addOn.id, price: addOn.price };
    }),
  );
  await tx.insert(customerAddedServices).values(customerAddOns);
  // Partners buy every QTO service in the first two of its software, at 20–30 % under list price.
  const partnerPrices = partnerIds.flatMap((partnerId, i) =>
    serviceRows
      .filter((service) => service.workType === 'QTO')
      .flatMap((service) =>
        SOFTWARE_BY_WORK_TYPE.QTO.slice(0, 2).map((name) => ({
          partnerId,
          serviceId: service.id,
          softwareId: softwareId.get(name) ?? 0,
          price: money(Number(service.price) * (0.8 - i * 0.05)),
        })),
      ),
  );
  await tx.insert(partnerServicePrices).values(partnerPrices.filter((price) => price.softwareId > 0));
  const partnerAddOns = partnerIds.flatMap((partnerId, i) =>
    addOnRows.slice(0, 3).map((addOn) => ({ partnerId, addedServiceId: addOn.id, price: money(Number(addOn.price) * (0.85 - i * 0.05)) })),
  );
  await tx.insert(partnerAddedServices).values(partnerAddOns);
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}
function addDays(d: Date, days: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + days));
}
/** The nth (1-based; -1 for last) given weekday of a month, UTC. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month, 1));
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** Public holidays of this year and the next, plus an office closure when none falls in the next two weeks. */
export function demoHolidays(today: Date): { holidayName: string; holidayFrom: string; holidayTo: string; message: string }[] {
  const list: { holidayName: string; from: Date; to: Date; message: string }[] = [];
  for (const year of [today.getUTCFullYear(), today.getUTCFullYear() + 1]) {
    const day = (m: number, d: number) => new Date(Date.UTC(year, m, d));
    const thanksgiving = nthWeekday(year, 10, 4, 4);
    list.push(
      { holidayName: "New Year's Day", from: day(0, 1), to: day(0, 1), message: 'Our office is closed. Projects due that day move to the next working day.' },
      { holidayName: 'Memorial Day', from: nthWeekday(year, 4, 1, -1), to: nthWeekday(year, 4, 1, -1), message: 'Our office is closed for Memorial Day.' },
      { holidayName: 'Independence Day', from: day(6, 4), to: day(6, 4), message: 'Our office is closed for Independence Day.' },
      { holidayName: 'Labor Day', from: nthWeekday(year, 8, 1, 1), to: nthWeekday(year, 8, 1, 1), message: 'Our office is closed for Labor Day.' },
      { holidayName: 'Thanksgiving', from: thanksgiving, to: addDays(thanksgiving, 1), message: 'Our office is closed Thursday and Friday for Thanksgiving.' },
      { holidayName: 'Christmas', from: day(11, 24), to: day(11, 25), message: 'Our office is closed on Christmas Eve and Christmas Day.' },
    );
  }
  const start = addDays(today, 1);
  const end = addDays(today, 14);
  if (!list.some((h) => h.to >= start && h.from <= end)) {
    const closure = addDays(today, 7);
    list.push({ holidayName: 'Office Closure: Team Training', from: closure, to: closure, message: 'Our office is closed for team training. Please plan your due dates around it.' });
  }
  return list
    .sort((a, b) => a.from.getTime() - b.from.getTime())
    .map((h) => ({ holidayName: h.holidayName, holidayFrom: isoDate(h.from), holidayTo: isoDate(h.to), message: h.message }));
}

/** A few notifications and chat entries for the demo accounts, through the notification service (so they get seqs). */
async function seedFeed(tx: Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<void> {
  const rows = await tx.select({ id: users.id, email: users.email, customerId: users.customerId }).from(users);
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const id = (email: string) => byEmail.get(email)?.id ?? 0;
  const summit = byEmail.get('customeradmin@example.com')?.customerId ?? null;
  const staff = [id('admin@example.com'), id('ops@example.com')];
  const summitUsers = [id('customeradmin@example.com'), id('branchadmin@example.com'), id('branchlead@example.com'), id('user@example.com')];
  await notify(tx, [...summitUsers, id('partner@example.com')], { actorId: id('admin@example.com'), customerId: summit, message: 'Welcome to the Customer Portal: projects, invoices and chat now live in one place.' });
  await notify(tx, staff, { actorId: id('customeradmin@example.com'), customerId: summit, message: 'Summit Builders uploaded new drawings for the Denver office expansion.' });
  await notify(tx, [id('customeradmin@example.com'), id('user@example.com')], { actorId: id('ops@example.com'), customerId: summit, message: 'Your quantity take-off for the Boulder clinic is ready for review.' });
  await converse(tx, staff, { actorId: id('user@example.com'), customerId: summit, message: 'Could you confirm the due date for the Colorado Springs bid?' });
  await converse(tx, [id('user@example.com'), id('customeradmin@example.com')], { actorId: id('admin@example.com'), customerId: summit, message: 'Confirmed: we will deliver the estimate by Friday.' });
}

/** Writes the demo seed unless the accounts exist already; answers whether it wrote anything. */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  const seeded = async (q: Db) => (await q.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')).limit(1)).length > 0;
  // Checked first so a seeded start skips the password hashing; checked again under the lock.
  if (await seeded(db)) return false;
  const hashes = await Promise.all(ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await seeded(tx)) return false;

    const roleIds = new Map<string, number>();
    for (const role of ROLES) {
      const [row] = await tx
        .insert(roles)
        .values({ name: role.name, description: role.description, permissions: role.seesAll ? fullAccess(role.keys) : scopedAccess(role.keys) })
        .returning({ id: roles.id });
      if (row) roleIds.set(role.name, row.id);
    }
    const partnerIds = new Map<string, number>();
    for (const p of PARTNERS) {
      const [row] = await tx.insert(partners).values(p).returning({ id: partners.id });
      if (row) partnerIds.set(p.name, row.id);
    }
    const agentIds = new Map<string, number>();
    for (const { partner, ...a } of AGENTS) {
      const [row] = await tx.insert(agents).values({ ...a, partnerId: partnerIds.get(partner) }).returning({ id: agents.id });
      if (row) agentIds.set(a.email, row.id);
    }
    const customerIds = new Map<string, number>();
    const branchIds = new Map<string, number>();
    for (const c of CUSTOMERS) {
      const [row] = await tx
        .insert(customers)
        .values({
          name: c.name,
          email: c.email,
          phone: c.phone,
          partnerId: partnerIds.get(c.partner),
          agentId: agentIds.get(c.agent),
          subscriptionType: c.subscriptionType,
          status: c.status,
          trialEnd: c.trialDays === null ? null : isoDate(addDays(now, c.trialDays)),
          storageQuotaMb: c.quotaMb,
        })
        .returning({ id: customers.id });
      if (!row) continue;
      customerIds.set(c.name, row.id);
      for (const pair of c.branches) {
        const [name, city] = pair as [string, string];
        const [branch] = await tx.insert(branches).values({ customerId: row.id, name, city }).returning({ id: branches.id });
        if (branch) branchIds.set(`${c.name}/${name}`, branch.id);
      }
    }

    for (const [i, a] of ACCOUNTS.entries()) {
      const roleId = roleIds.get(a.role);
      if (roleId === undefined) throw new Error(`seed: unknown role ${a.role}`);
      const { role: _role, customer, branch, partner, agent, ...account } = a;
      const [row] = await tx
        .insert(users)
        .values({
          ...{ isAdmin: false, ispartner: false, isagent: false, ispartneruser: false, billingType: 'standard', type: null, twoFactor: false, mustChangePassword: false },
          ...account,
          passwordHash: hashes[i] ?? '',
          roleId,
          customerId: customer ? customerIds.get(customer) : null,
          branchId: customer && branch ? branchIds.get(`${customer}/${branch}`) : null,
          partnerId: partner ? partnerIds.get(partner) : null,
          agentId: agent ? agentIds.get(agent) : null,
          version: 'v1.0.0',
        })
        .returning({ id: users.id });
      if (row && a.type === 'Customer Branch Lead' && a.customer && a.branch) {
        const branchId = branchIds.get(`${a.customer}/${a.branch}`);
        if (branchId !== undefined) await tx.update(branches).set({ leadUserId: row.id }).where(eq(branches.id, branchId));
      }
    }
    const admin = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    const salesPersonId = admin[0]?.id;
    if (salesPersonId !== undefined) await tx.update(customers).set({ salesPersonId });

    const serviceRows = await tx.insert(services).values(SERVICES).returning({ id: services.id, name: services.name, workType: services.workType, price: services.price });
    const addOnRows = await tx.insert(addedServices).values(ADDED_SERVICES).returning({ id: addedServices.id, price: addedServices.price });
    const softwareRows = await tx.insert(softwares).values(SOFTWARES).returning({ id: softwares.id, name: softwares.name });
    await seedPrices(tx, { serviceRows, addOnRows, softwareRows, customerIds: [...customerIds.values()], partnerIds: [...partnerIds.values()] });
    for (const [key, id] of branchIds) {
      const [customer = '', branch = ''] = key.split('/');
      const slug = branch.toLowerCase().replace(/[^a-z]+/g, '');
      const domain = CUSTOMERS.find((c) => c.name === customer)?.email.split('@')[1] ?? 'example.com';
      await tx
        .update(branches)
        .set({ email: `${slug}@${domain}`, scopeOfWork: BRANCH_SCOPE, address: `${100 + (id % 800)} Main St, ${branch}` })
        .where(eq(branches.id, id));
    }
    const [customerAdmin] = await tx.select({ id: users.id, customerId: users.customerId }).from(users).where(eq(users.email, 'customeradmin@example.com'));
    if (customerAdmin?.customerId) {
      await tx.insert(emailCc).values({ customerId: customerAdmin.customerId, userId: customerAdmin.id, emails: ['estimating@summitbuilders.example.com'] });
    }
    await tx.insert(holidays).values(demoHolidays(now));
    await seedFeed(tx);
    await seedProjects(tx, now);
    await seedErrorReports(tx, now);
    await seedStorage(tx, now);
    await seedReviews(tx, now);
    await seedPlaybooks(tx, now);
    await seedInvoices(tx, now);
    return true;
  });
}
