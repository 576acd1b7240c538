/**
 * The projects of the demo seed (DESIGN §8): five named projects of Summit Builders that the tests and
 * the story rely on, and 250 generated ones across every customer, status and due date, with chat
 * messages, activities, RFIs, a pending due-date request and a few leaves. Deterministic: everything
 * follows from the position of a project in the list and from today (due dates stay ahead of it).
 */
import { and, asc, eq, like } from 'drizzle-orm';
import { addDays, isSunday, shiftOpenDays, todayIn, type HolidayRange } from '../../src/domain/due-dates';
import type { ProjectStatus } from '../../src/domain/project-lifecycle';
import { projectCode, reserveProjectIds } from '../records/project-code';
import type { Tx } from '../realtime/notify';
import {
  branches,
  customerAddedServices,
  customers,
  customerServices,
  holidays,
  leaves,
  notifications,
  projectActivities,
  projectAddedServices,
  projectDueRequests,
  projectMessages,
  projectRfiComments,
  projectRfis,
  projects,
  serviceSoftwares,
  services,
  users,
} from './schema';

const SUMMIT = 'Summit Builders';
const DENVER = 'Denver Headquarters';
const BOULDER = 'Boulder';

interface NamedProject {
  name: string;
  branch: string;
  status: ProjectStatus;
  resumeStatus?: ProjectStatus;
  service: string;
  clientNumber: string;
  createdBy: string;
  assignee?: string;
  /** Days before today it was created. */
  age: number;
  /** Open days from today to its due date (negative: in the past). */
  due: number;
  scope: string;
}

/** The named projects of the common brief; tests find them by name. */
const NAMED: readonly NamedProject[] = [
  {
    name: 'Denver Office Fit-out',
    branch: DENVER,
    status: 'pending',
    service: 'Commercial Quantity Take-Off',
    clientNumber: 'SB-DEN-2041',
    createdBy: 'user@example.com',
    age: 2,
    due: 12,
    scope: 'Interior fit-out of floors 3 and 4: partitions, ceilings, doors and finishes.',
  },
  {
    name: 'Union Station Retail',
    branch: DENVER,
    status: 'in_progress',
    service: 'Commercial Quantity Take-Off',
    clientNumber: 'SB-DEN-2033',
    createdBy: 'customeradmin@example.com',
    assignee: 'partneruser@example.com',
    age: 20,
    due: 8,
    scope: 'Retail shell and core at Union Station: concrete, steel, storefronts.',
  },
  {
    name: 'Cherry Creek Condos',
    branch: DENVER,
    status: 'completed',
    service: 'Residential Quantity Take-Off',
    clientNumber: 'SB-DEN-1988',
    createdBy: 'user@example.com',
    assignee: 'admin@example.com',
    age: 60,
    due: -30,
    scope: 'Forty-unit condominium: framing, drywall, roofing and finishes.',
  },
  {
    name: 'Boulder Library Renovation',
    branch: BOULDER,
    status: 'on_hold',
    service: 'MEP Quantity Take-Off',
    clientNumber: 'SB-BLD-0317',
    createdBy: 'branchlead@example.com',
    assignee: 'admin@example.com',
    age: 15,
    due: 10,
    scope: 'Mechanical, electrical and plumbing renovation of the main library.',
  },
  {
    name: 'Pearl Street Lofts',
    branch: BOULDER,
    status: 'cancellation_requested',
    resumeStatus: 'in_progress',
    service: 'Residential Quantity Take-Off',
    clientNumber: 'SB-BLD-0322',
    createdBy: 'branchadmin@example.com',
    assignee: 'partneruser@example.com',
    age: 25,
    due: 15,
    scope: 'Twelve loft apartments above retail: framing, concrete and finishes.',
  },
];

const PLACES = ['Aspen', 'Riverside', 'Maple Grove', 'Cedar Hills', 'Lakeview', 'Granite Falls', 'Willow Creek', 'Harbor Point', 'Oak Ridge', 'Sunset Park'];
const KINDS = [
  'Medical Office',
  'Distribution Warehouse',
  'Elementary School',
  'Apartment Complex',
  'Fire Station',
  'Parking Garage',
  'Community Center',
  'Hotel Renovation',
  'Retail Plaza',
  'Townhomes',
  'Clinic Expansion',
  'Office Tower',
  'Self Storage',
  'Senior Living',
  'Brewery Build-out',
  'Data Center',
  'Church Addition',
  'Fitness Club',
  'Dental Office',
  'Car Dealership',
  'Library Branch',
  'Transit Station',
  'Bank Branch',
  'Daycare Center',
  'Veterinary Hospital',
];
export const GENERATED_PROJECTS = PLACES.length * KINDS.length;

/** How the generated projects spread over the statuses (a pending and in-progress majority). */
const STATUS_CYCLE: readonly ProjectStatus[] = [
  'pending',
  'in_progress',
  'in_progress',
  'completed',
  'pending',
  'on_hold',
  'in_progress',
  'completed',
  'cancelled',
  'reopen_requested',
  'in_progress',
  'cancellation_requested',
];
const OPEN: ReadonlySet<ProjectStatus> = new Set(['pending', 'in_progress', 'on_hold', 'reopen_requested', 'cancellation_requested']);
const STARTED: ReadonlySet<ProjectStatus> = new Set(['in_progress', 'on_hold', 'completed', 'reopen_requested', 'cancellation_requested']);

const CHAT: readonly [string, string][] = [
  ['customer', 'The latest plan set is uploaded; please use revision C.'],
  ['provider', 'Thanks, we have started on revision C.'],
  ['customer', 'Can you include the alternates on sheet A-201?'],
  ['provider', 'Yes, the alternates will be listed separately.'],
];

type Row = typeof projects.$inferInsert;

/** Writes the projects and what hangs off them; runs inside the seed's transaction, after the accounts. */
export async function seedProjects(tx: Tx, now: Date): Promise<void> {
  const today = todayIn(now, 'UTC');
  const holidayRows = await tx.select({ from: holidays.holidayFrom, to: holidays.holidayTo }).from(holidays);
  const closed: HolidayRange[] = holidayRows;
  const userRows = await tx.select({ id: users.id, email: users.email, customerId: users.customerId }).from(users);
  const userId = (email: string) => userRows.find((row) => row.email === email)?.id ?? null;
  const customerRows = await tx.select({ id: customers.id, name: customers.name, status: customers.status, subscriptionType: customers.subscriptionType, partnerId: customers.partnerId }).from(customers).orderBy(asc(customers.id));
  const branchRows = await tx.select({ id: branches.id, customerId: branches.customerId, name: branches.name }).from(branches).orderBy(asc(branches.id));
  const serviceRows = await tx.select({ id: services.id, name: services.name, workType: services.workType }).from(services).orderBy(asc(services.id));
  const bought = await tx.select().from(customerServices).orderBy(asc(customerServices.customerId), asc(customerServices.serviceId));
  const addOns = await tx.select().from(customerAddedServices).orderBy(asc(customerAddedServices.customerId), asc(customerAddedServices.addedServiceId));
  const softwareLinks = await tx.select().from(serviceSoftwares).orderBy(asc(serviceSoftwares.serviceId), asc(serviceSoftwares.softwareId));
  const summit = customerRows.find((row) => row.name === SUMMIT);
  if (!summit || serviceRows.length === 0) return;

  const softwareFor = (serviceId: number, i: number) => {
    const options = softwareLinks.filter((link) => link.serviceId === serviceId);
    return options.length === 0 ? null : options[i % options.length]!.softwareId;
  };
  const dueFrom = (openDays: number) => (openDays > 0 ? shiftOpenDays(today, openDays, closed) : shiftOpenDays(addDays(today, openDays), 0, closed));
  const at = (daysAgo: number, hour: number) => new Date(Date.parse(`${addDays(today, -daysAgo)}T00:00:00Z`) + hour * 3_600_000);
  const admin = userId('admin@example.com');
  const northwindStaff = [userId('partneruser@example.com'), userId('partner@example.com')];
  const staff = [admin, userId('ops@example.com')];

  const rows: Row[] = [];
  for (const named of NAMED) {
    const branch = branchRows.find((row) => row.customerId === summit.id && row.name === named.branch);
    const service = serviceRows.find((row) => row.name === named.service) ?? serviceRows[0]!;
    if (!branch) continue;
    const createdAt = at(named.age, 9);
    rows.push({
      id: 0,
      code: '',
      name: named.name,
      clientProjectNumber: named.clientNumber,
      customerId: summit.id,
      branchId: branch.id,
      serviceId: service.id,
      softwareId: softwareFor(service.id, rows.length),
      workType: service.workType,
      dueDate: dueFrom(named.due),
      assigneeId: named.assignee ? userId(named.assignee) : null,
      status: named.status,
      resumeStatus: named.resumeStatus ?? null,
      scopeOfWork: named.scope,
      createdBy: userId(named.createdBy),
      updatedBy: userId(named.createdBy),
      acceptedAt: STARTED.has(named.status) ? at(named.age - 1, 10) : null,
      completedAt: named.status === 'completed' ? at(Math.max(0, -named.due), 16) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  for (let i = 0; i < GENERATED_PROJECTS; i++) {
    const customer = customerRows[i % customerRows.length]!;
    const ownBranches = branchRows.filter((row) => row.customerId === customer.id);
    const branch = ownBranches[Math.floor(i / customerRows.length) % ownBranches.length];
    const services = bought.filter((row) => row.customerId === customer.id);
    const serviceId = services.length > 0 ? services[i % services.length]!.serviceId : serviceRows[i % serviceRows.length]!.id;
    const service = serviceRows.find((row) => row.id === serviceId)!;
    if (!branch) continue;
    // Customers take turns (i % customers), so the cycle shifts by one each round of customers: with
    // `i % cycle` alone, 6 customers and a 12-status cycle gave every customer the same two statuses.
    const status = STATUS_CYCLE[(i + Math.floor(i / customerRows.length)) % STATUS_CYCLE.length]!;
    const age = 3 + ((i * 37) % 240);
    // Open work is due ahead (1–70 open days). Finished work ended 20 days after it was created and was
    // due a few days after that, except every third project, delivered 2–4 days late (the delayed
    // report and the on-time rate need both).
    const finishedAgo = Math.max(0, age - 20);
    // Statuses repeat every STATUS_CYCLE.length projects: vary lateness by round, not by i.
    const round = Math.floor(i / STATUS_CYCLE.length);
    const slack = round % 3 === 2 ? -(2 + ((round % 5) % 3)) : 1 + (round % 4);
    const due = OPEN.has(status) ? dueFrom(1 + ((i * 13) % 70)) : dueFrom(slack - finishedAgo);
    const assignee = status === 'pending' ? null : customer.partnerId === summit.partnerId && i % 2 === 0 ? northwindStaff[i % 4 === 0 ? 0 : 1]! : staff[i % 2]!;
    const createdAt = at(age, 8 + (i % 9));
    const place = PLACES[i % PLACES.length]!;
    const kind = KINDS[Math.floor(i / PLACES.length) % KINDS.length]!;
    rows.push({
      id: 0,
      code: '',
      name: `${place} ${kind}`,
      clientProjectNumber: i % 7 === 6 ? '' : `${customer.name.slice(0, 2).toUpperCase()}-${String(2400 + i).padStart(5, '0')}`,
      customerId: customer.id,
      branchId: branch.id,
      serviceId,
      softwareId: softwareFor(serviceId, i),
      workType: service.workType,
      dueDate: due,
      assigneeId: assignee,
      status,
      resumeStatus: status === 'cancellation_requested' ? 'in_progress' : null,
      scopeOfWork: `${kind} for ${customer.name}: full ${service.name.toLowerCase()} from the issued drawings.`,
      isDemo: customer.subscriptionType === 'trial',
      createdBy: userRows.find((row) => row.customerId === customer.id)?.id ?? admin,
      updatedBy: admin,
      acceptedAt: STARTED.has(status) ? at(Math.max(0, age - 1), 11) : null,
      completedAt: status === 'completed' ? at(finishedAgo, 15) : null,
      cancelReason: status === 'cancelled' ? 'The client postponed the bid.' : null,
      createdAt,
      updatedAt: createdAt,
    });
  }

  const ids = await reserveProjectIds(tx, rows.length);
  rows.forEach((row, i) => {
    row.id = ids[i]!;
    row.code = projectCode(ids[i]!);
  });
  for (let start = 0; start < rows.length; start += 100) await tx.insert(projects).values(rows.slice(start, start + 100));
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;

  // Add-ons: every third project takes the customer's first add-on.
  const addOnRows = rows.flatMap((row, i) => {
    const first = addOns.find((line) => line.customerId === row.customerId);
    return i % 3 === 0 && first ? [{ projectId: row.id!, addedServiceId: first.addedServiceId }] : [];
  });
  if (addOnRows.length > 0) await tx.insert(projectAddedServices).values(addOnRows);

  // The audit trail: who created each project, who accepted it, how it ended.
  const activities = rows.flatMap((row) => {
    const list: (typeof projectActivities.$inferInsert)[] = [{ projectId: row.id!, actorId: row.createdBy ?? null, action: 'Created the project', createdAt: row.createdAt! }];
    if (row.acceptedAt) list.push({ projectId: row.id!, actorId: row.assigneeId ?? admin, action: 'Accepted the project', changes: { status: { before: 'pending', after: 'in_progress' } }, createdAt: row.acceptedAt });
    if (row.completedAt) list.push({ projectId: row.id!, actorId: row.assigneeId ?? admin, action: 'Marked the project completed', changes: { status: { before: 'in_progress', after: 'completed' } }, createdAt: row.completedAt });
    if (row.status === 'cancelled') list.push({ projectId: row.id!, actorId: admin, action: 'Cancelled the project', changes: { status: { before: 'pending', after: 'cancelled' } }, createdAt: row.updatedAt! });
    return list;
  });
  for (let start = 0; start < activities.length; start += 200) await tx.insert(projectActivities).values(activities.slice(start, start + 200));

  // Chat on the named projects (customer and provider take turns).
  const messages = NAMED.filter((named) => named.status !== 'pending').flatMap((named, n) =>
    CHAT.map(([side, message], k) => ({
      projectId: idOf(named.name),
      authorId: side === 'customer' ? userId(named.createdBy) : userId(named.assignee ?? 'admin@example.com'),
      message,
      createdAt: at(Math.max(0, named.age - 2 - n), 9 + k),
    })),
  );
  await tx.insert(projectMessages).values(messages);

  // Every project on hold waits for an open RFI; the Boulder library's has a comment.
  const onHold = rows.filter((row) => row.status === 'on_hold');
  const rfiRows = onHold.map((row) => ({ projectId: row.id!, question: 'The mechanical schedule on M-401 is missing. Can you send it?', raisedBy: row.assigneeId ?? admin, createdAt: at(3, 10) }));
  const rfis = rfiRows.length === 0 ? [] : await tx.insert(projectRfis).values(rfiRows).returning({ id: projectRfis.id, projectId: projectRfis.projectId });
  const library = rfis.find((rfi) => rfi.projectId === idOf('Boulder Library Renovation'));
  if (library) await tx.insert(projectRfiComments).values({ rfiId: library.id, authorId: userId('branchlead@example.com'), comment: 'We asked the engineer; expect it this week.', createdAt: at(2, 14) });
  const closedRfi = rows.find((row) => row.name === 'Union Station Retail');
  if (closedRfi) {
    await tx.insert(projectRfis).values({
      projectId: closedRfi.id!,
      question: 'Which storefront system is basis of design?',
      isOpen: false,
      raisedBy: userId('partneruser@example.com'),
      closedBy: userId('customeradmin@example.com'),
      closedAt: at(12, 15),
      createdAt: at(14, 10),
    });
  }

  // The customer asked to move Union Station Retail's due date; the provider has not answered yet.
  const union = rows.find((row) => row.name === 'Union Station Retail');
  if (union) {
    await tx.insert(projectDueRequests).values({
      projectId: union.id!,
      side: 'customer',
      requestedBy: userId('user@example.com'),
      currentDueDate: union.dueDate,
      requestedDueDate: shiftOpenDays(union.dueDate, 5, closed),
      reason: 'The owner added a mezzanine; we need the take-off to include it.',
      createdAt: at(1, 11),
    });
  }

  // A few days away for the staff who get projects assigned.
  const away = (email: string, fromDays: number, length: number, note: string) => {
    const id = userId(email);
    if (id === null) return [];
    let startsOn = addDays(today, fromDays);
    if (isSunday(startsOn)) startsOn = addDays(startsOn, 1);
    return [{ userId: id, startsOn, endsOn: addDays(startsOn, length - 1), note }];
  };
  await tx.insert(leaves).values([
    ...away('admin@example.com', 9, 2, 'Conference'),
    ...away('partneruser@example.com', 4, 3, 'Vacation'),
    ...away('ops@example.com', -6, 1, 'Personal day'),
    ...away('partner@example.com', 20, 5, 'Vacation'),
  ]);

  // The seeded notification about the Denver drawings is about Denver Office Fit-out.
  const denver = idOf('Denver Office Fit-out');
  if (denver) {
    await tx
      .update(notifications)
      .set({ projectId: denver })
      .where(and(like(notifications.message, '%Denver office expansion%'), eq(notifications.customerId, summit.id)));
  }
}
