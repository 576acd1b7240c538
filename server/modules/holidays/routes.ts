/**
 * Holidays (spec §3, §7.2; DESIGN §5): list, create, details, update and delete under /api/holidays,
 * guarded by the `Holiday` permission key (view for list and details), and `/holidays/notification`,
 * the reminder any signed-in user's shell asks for. Fields travel in the spec's snake_case:
 * id, holiday_name, holiday_from, holiday_to (YYYY-MM-DD), message.
 */
import { gte, ilike, lte, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { holidays } from '../../db/schema';
import { HttpError } from '../../errors';
import { found, recordDeleteRoutes } from '../../records/resource';
import { usDate } from '../../exports/dates';
import { createdColumn, type Reader, recordListRoutes } from '../../records/list-resource';
import { recordEditRoutes } from '../../records/edit-resource';
import { revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { HOLIDAY_FIELD_MESSAGES, holidayFields, toOnOrAfterFrom } from '../../../src/domain/contracts/holiday';
import { listShape, sortField } from '../../http/lists';
import { defineRoute, recordAccess } from '../../http/define-route';
import { holidayProperties, holidaySchema } from './repository';

export const HOLIDAY_MESSAGES = {
  listed: 'Holidays fetched successfully',
  details: 'Holiday fetched successfully',
  created: 'Holiday created successfully',
  updated: 'Holiday updated successfully',
  deleted: 'Holiday deleted successfully',
  notFound: 'Holiday not found',
  upcoming: 'Upcoming holiday',
  noneUpcoming: 'No upcoming holiday',
  ...HOLIDAY_FIELD_MESSAGES,
} as const;

/** How far ahead the reminder looks, in days. */
export const NOTIFY_DAYS = 7;

const CreateBody = objectBody(holidayFields).superRefine(toOnOrAfterFrom);
const UpdateBody = objectBody({ ...holidayFields, revision: revisionField }).superRefine(toOnOrAfterFrom);

const ListBody = objectBody({
  ...listShape,
  sort: sortField(['holiday_from', 'holiday_name', 'created']),
  year: z
    .number({ error: 'year must be a whole number' })
    .int('year must be a whole number')
    .min(1900, 'year must be between 1900 and 2999')
    .max(2999, 'year must be between 1900 and 2999')
    .optional()
    .describe('Only holidays overlapping this year'),
});

const notificationSchema = {
  type: 'object',
  required: ['id', 'holiday_name', 'holiday_from', 'holiday_to', 'message'],
  properties: holidayProperties,
} as const;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const TAGS = ['holidays'];
const ACCESS = recordAccess('Holiday');
const base = { path: 'holidays', type: 'holiday', thing: 'holiday', table: holidays, tags: TAGS, messages: HOLIDAY_MESSAGES, access: ACCESS, bodies: { create: CreateBody, update: UpdateBody } } as const;

const holidayRoutes: FastifyPluginAsync = async (app) => {
  const { holidays: repository } = app;

  recordListRoutes(app, {
    ...base,
    summary: 'The holidays, a page at a time, by start date; search matches name and message',
    body: ListBody,
    item: holidaySchema,
    sorts: { holiday_from: holidays.holidayFrom, holiday_name: holidays.holidayName, created: holidays.createdAt },
    defaultSort: 'holiday_from',
    search: (pattern) => or(ilike(holidays.holidayName, pattern), ilike(holidays.message, pattern)),
    filters: (f) => (f.year === undefined ? [] : [lte(holidays.holidayFrom, `${f.year}-12-31`), gte(holidays.holidayTo, `${f.year}-01-01`)]),
    read: (q: Reader, ids: number[]) => repository.read(q, ids),
    columns: [
      ['Holiday', 'holiday_name'],
      { header: 'From', value: (row) => usDate(row.holiday_from) },
      { header: 'To', value: (row) => usDate(row.holiday_to) },
      ['Message', 'message'],
      createdColumn,
    ],
  });

  recordEditRoutes(app, {
    ...base,
    summaries: {
      create: 'Creates a holiday; holiday_from on or before holiday_to',
      details: 'One holiday',
      update: 'Replaces every field of a holiday; 409 for a stale revision',
    },
    schema: holidaySchema,
    answer: async (_request, id) => {
      return found(await repository.find(id), HOLIDAY_MESSAGES.notFound);
    },
    columns: (body) => ({ holidayName: body.holiday_name, holidayFrom: body.holiday_from, holidayTo: body.holiday_to, message: body.message }),
  });

  recordDeleteRoutes(app, {
    ...base,
    summaries: { delete: 'Deletes a holiday (nothing refers to holidays)' },
  });

  /**
   * The holiday reminder (spec §7.2 "get holiday information", §3 "Holiday info"). Decided here, as the
   * spec does not say: it answers the holiday under way today, else the next one starting within the
   * next 7 days (the earliest start first), with 200 and `data: { id, holiday_name, message,
   * holiday_from, holiday_to }`; with none in that window it answers 404 "No upcoming holiday", which
   * the client treats as "nothing to remind" (holiday failures are only logged, spec §8). "Today" is
   * the server's date in UTC, as the seed's holiday dates are. Any signed-in user may ask; GET and POST.
   */
  defineRoute(app, {
    method: ['GET', 'POST'],
    url: '/holidays/notification',
    access: 'signedIn',
    tags: TAGS,
    summary: `The holiday under way or starting within ${NOTIFY_DAYS} days; 404 when there is none`,
    data: notificationSchema,
    errors: [404],
    handler: async () => {
      const now = new Date();
      const today = isoDay(now);
      const horizon = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + NOTIFY_DAYS)));
      const holiday = await repository.firstOverlapping(today, horizon);
      if (!holiday) throw new HttpError(404, HOLIDAY_MESSAGES.noneUpcoming);
      const { id, holiday_name, message, holiday_from, holiday_to } = holiday;
      return { status: 200, messages: HOLIDAY_MESSAGES.upcoming, data: { id, holiday_name, message, holiday_from, holiday_to } };
    },
  });
};

export default holidayRoutes;
