/**
 * Holidays' queries as a Fastify plugin (`app.holidays`), in the style of fastify/demo's
 * repositories: the routes say who asks and what, the repository how holidays are read and stored,
 * answered in the spec's snake_case.
 */
import { and, asc, gte, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';
import { revisedAnswer } from '../../records/revision';
import { revisedProperties } from '../../records/fields';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { recordReads } from '../../records/reads';

type HolidayRow = typeof holidays.$inferSelect;

export const holidayProperties = {
  id: { type: 'integer' },
  holiday_name: { type: 'string' },
  holiday_from: { type: 'string', format: 'date' },
  holiday_to: { type: 'string', format: 'date' },
  message: { type: 'string' },
} as const;
export const holidaySchema = objectSchema({ ...holidayProperties, ...revisedProperties() });
export type HolidayAnswer = FromSchema<typeof holidaySchema>;

export type HolidaysRepository = ReturnType<typeof holidaysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    holidays: HolidaysRepository;
  }
}

const toAnswer = (row: HolidayRow): HolidayAnswer => ({
  id: row.id,
  holiday_name: row.holidayName,
  holiday_from: row.holidayFrom,
  holiday_to: row.holidayTo,
  message: row.message,
  ...revisedAnswer(row),
});

export function holidaysRepository(db: Db) {
  return {
    /** Holidays of `ids` (the list's page), and one holiday. */
    ...recordReads(db, holidays.id, (q) => q.select().from(holidays), toAnswer),
    /** The earliest holiday overlapping `from`..`to` (days, both included). */
    async firstOverlapping(from: string, to: string) {
      const [row] = await db
        .select()
        .from(holidays)
        .where(and(gte(holidays.holidayTo, from), lte(holidays.holidayFrom, to)))
        .orderBy(asc(holidays.holidayFrom), asc(holidays.id))
        .limit(1);
      return row && toAnswer(row);
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('holidays', holidaysRepository(app.db));
  },
  { name: 'holidays-repository', dependencies: ['db'] },
);
