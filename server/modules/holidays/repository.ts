/**
 * Holidays' queries as a Fastify plugin (`app.holidays`), in the style of fastify/demo's
 * repositories: the routes say who asks and what, the repository how holidays are read and stored,
 * answered in the spec's snake_case.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { holidays } from '../../db/schema';

type Q = Pick<Db, 'select'>;
type Tx = Pick<Db, 'update'>;
type HolidayRow = typeof holidays.$inferSelect;

export interface HolidayAnswer {
  id: number;
  holiday_name: string;
  holiday_from: string;
  holiday_to: string;
  message: string;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** A holiday's fields as the create and update bodies carry them. */
export interface HolidayFields {
  holiday_name: string;
  holiday_from: string;
  holiday_to: string;
  message: string;
}

export interface HolidaysRepository {
  /** Holidays of `ids` (the list's page). */
  read(q: Q, ids: number[]): Promise<HolidayAnswer[]>;
  find(id: number): Promise<HolidayAnswer | undefined>;
  insert(fields: HolidayFields, updatedBy: number): Promise<HolidayAnswer>;
  /** Writes the fields and the claimed revision (server/records/revision.ts); undefined when the holiday is gone. */
  update(tx: Tx, id: number, fields: HolidayFields, revised: Record<string, unknown>): Promise<HolidayAnswer | undefined>;
  /** The earliest holiday overlapping `from`..`to` (days, both included). */
  firstOverlapping(from: string, to: string): Promise<HolidayAnswer | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    holidays: HolidaysRepository;
  }
}

function toAnswer(row: HolidayRow): HolidayAnswer {
  return {
    id: row.id,
    holiday_name: row.holidayName,
    holiday_from: row.holidayFrom,
    holiday_to: row.holidayTo,
    message: row.message,
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const columnsOf = (fields: HolidayFields) => ({
  holidayName: fields.holiday_name,
  holidayFrom: fields.holiday_from,
  holidayTo: fields.holiday_to,
  message: fields.message,
});

export default fp(
  async (app) => {
    const { db } = app;
    const repository: HolidaysRepository = {
      async read(q, ids) {
        return (await q.select().from(holidays).where(inArray(holidays.id, ids))).map(toAnswer);
      },
      async find(id) {
        const [row] = await db.select().from(holidays).where(eq(holidays.id, id)).limit(1);
        return row && toAnswer(row);
      },
      async insert(fields, updatedBy) {
        const [row] = await db
          .insert(holidays)
          .values({ ...columnsOf(fields), updatedBy })
          .returning();
        if (!row) throw new Error('holiday insert returned nothing');
        return toAnswer(row);
      },
      async update(tx, id, fields, revised) {
        const [row] = await tx
          .update(holidays)
          .set({ ...columnsOf(fields), ...revised })
          .where(eq(holidays.id, id))
          .returning();
        return row && toAnswer(row);
      },
      async firstOverlapping(from, to) {
        const [row] = await db
          .select()
          .from(holidays)
          .where(and(gte(holidays.holidayTo, from), lte(holidays.holidayFrom, to)))
          .orderBy(asc(holidays.holidayFrom), asc(holidays.id))
          .limit(1);
        return row && toAnswer(row);
      },
    };
    app.decorate('holidays', repository);
  },
  { name: 'holidays-repository', dependencies: ['db'] },
);
