/**
 * The due-date calendar (spec §7.11; DESIGN §5): projects on their due dates for a range, a month
 * (/calendar/monthview) or a week (/calendar/weekview), and the blocked days (/calendar/blockeddays)
 * every due-date picker and the calendar grey out. Any signed-in user may call (the Duedate Calendar
 * menu item is for everyone); the projects are those of the caller's `Enq` scope, none without
 * `Enq.view`.
 */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isDay } from '../../../src/domain/day';
import { addDays, weekdayOf } from '../../../src/domain/due-dates';
import { userCan } from '../../auth/permissions';
import { holidaysBetween, serverToday } from '../../calendar/blocked-days';
import type { Db } from '../../db/client';
import { customers, projects } from '../../db/schema';
import { projectCondition, projectFilterConditions, ProjectFilterShape, projectRowProperties, projectScopeOf } from '../projects';
import type { ProjectFilterValues } from '../projects';
import { objectBody, requiredDay } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { objectSchema } from '../../http/schemas';
import { pick } from '../../records/fields';

export const CALENDAR_MESSAGES = {
  listed: 'Due dates fetched successfully',
  blocked: 'Blocked days fetched successfully',
  rangeOrder: 'to must not be before from',
} as const;

/** The longest range one call may ask for, in days (a year and a bit: a year view with its edges). */
export const MAX_RANGE_DAYS = 400;

const head = routeHead(['calendar']);

const monthField = z
  .string({ error: 'month must be a month in the form YYYY-MM' })
  .transform((value) => value.trim())
  .refine((value) => /^\d{4}-\d{2}$/.test(value) && isDay(`${value}-01`), 'month must be a month in the form YYYY-MM')
  .describe('YYYY-MM');

/** The project list's own filters of these names (the same messages and values). */
const filterShape = pick(ProjectFilterShape, 'customer', 'branch', 'status');
type Filters = Pick<ProjectFilterValues, 'customer' | 'branch' | 'status'>;

const rangeInOrder = (body: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (body.from > body.to) ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_MESSAGES.rangeOrder });
  else if (addDays(body.from, MAX_RANGE_DAYS) < body.to) ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${MAX_RANGE_DAYS} days` });
};

const RangeBody = objectBody({ from: requiredDay('from'), to: requiredDay('to'), ...filterShape }).superRefine(rangeInOrder);
const MonthBody = objectBody({ month: monthField, ...filterShape });
const WeekBody = objectBody({ start: requiredDay('start'), ...filterShape });
const BlockedBody = objectBody({ from: requiredDay('from'), to: requiredDay('to') }).superRefine(rangeInOrder);

const eventSchema = objectSchema({
  ...pick(projectRowProperties, 'id', 'code', 'name', 'customer', 'status'),
  due_date: { type: 'string', format: 'date' },
});
const eventsSchema = { type: 'array', items: eventSchema } as const;
const blockedSchema = objectSchema({
  today: { type: 'string', format: 'date', description: "The server's today (UTC); it and earlier days are blocked" },
  holidays: {
    type: 'array',
    items: {
      type: 'object',
      required: ['from', 'to', 'name'],
      properties: { from: { type: 'string', format: 'date' }, to: { type: 'string', format: 'date' }, name: { type: 'string' } },
    },
  },
});

/** The first and last day a month grid shows: the Sunday on or before the 1st to the Saturday after the last day. */
export function monthGridRange(month: string): { from: string; to: string } {
  const first = `${month}-01`;
  const [year = 0, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { from: addDays(first, -weekdayOf(first)), to: addDays(last, 6 - weekdayOf(last)) };
}

/** The projects of the caller's scope due from..to (both included), by due date then code. */
async function dueBetween(db: Db, request: FastifyRequest, from: string, to: string, filters: Filters) {
  if (!userCan(request, 'Enq', 'view')) return [];
  const { customer, branch, status } = filters;
  const conditions = [gte(projects.dueDate, from), lte(projects.dueDate, to), projectCondition(projectScopeOf(request))];
  const rows = await db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      customerId: customers.id,
      customerName: customers.name,
      status: projects.status,
      dueDate: projects.dueDate,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(and(...conditions, ...projectFilterConditions({ customer, branch, status })))
    .orderBy(asc(projects.dueDate), asc(projects.code));
  return rows.map(({ customerId, customerName, dueDate, ...row }) => ({ ...row, customer: { id: customerId, name: customerName }, due_date: dueDate }));
}

const calendarRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** A route answering the projects due in the days `range` reads from its body, held to its filters. */
  function dueRoute<B extends z.ZodType<Filters>>(url: string, summary: string, body: B, range: (body: z.output<B>) => { from: string; to: string }) {
    defineRoute(app, {
      ...head('signedIn', url, summary),
      body,
      data: eventsSchema,
      handler: async (request) => {
        const filters = request.body as z.output<B>;
        const { from, to } = range(filters);
        return { status: 200, messages: CALENDAR_MESSAGES.listed, data: await dueBetween(db, request, from, to, filters) };
      },
    });
  }

  dueRoute('/calendar', `Projects due from..to (both included, at most ${MAX_RANGE_DAYS} days), by due date`, RangeBody, (body) => body);

  dueRoute('/calendar/monthview', "Projects due in a month's grid: the month's weeks, Sunday to Saturday", MonthBody, ({ month }) => monthGridRange(month));

  dueRoute('/calendar/weekview', 'Projects due in the seven days from start', WeekBody, ({ start }) => ({ from: start, to: addDays(start, 6) }));

  defineRoute(app, {
    ...head('signedIn', '/calendar/blockeddays', "The server's today and the holidays overlapping from..to: with Sundays, what a due date cannot be"),
    body: BlockedBody,
    data: blockedSchema,
    handler: async (request) => {
      const { from, to } = request.body;
      return { status: 200, messages: CALENDAR_MESSAGES.blocked, data: { today: serverToday(), holidays: await holidaysBetween(db, from, to) } };
    },
  });
};

export default calendarRoutes;
