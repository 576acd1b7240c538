/**
 * What every dashboard card starts from: the caller's scope for the card's permission key, narrowed to
 * one customer on the customer dashboard (`customer_id`; a customer outside that scope is 404), and
 * the server's today (UTC) for the cards that count by month or due day.
 */
import { and, eq, type Column, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../../src/domain/permissions';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { HttpError } from '../../errors';
import { customerCondition, scopeOf } from '../../records/scope';

export const CUSTOMER_NOT_FOUND = 'Customer not found';

export interface CardScope {
  scope: RecordScope;
  /** The one customer of the customer dashboard, checked to be in `scope`. */
  customerId: number | undefined;
  /** The server's today, `YYYY-MM-DD` (UTC). */
  today: string;
}

export function serverDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The scope of `key` for the caller, and the customer asked for once it is known to be in it. */
export async function cardScope(db: Db, request: FastifyRequest, key: PermissionKey, customerId: number | undefined): Promise<CardScope> {
  const scope = scopeOf(request, key);
  if (customerId !== undefined) {
    const [row] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, customerId), customerCondition(scope)));
    if (!row) throw new HttpError(404, CUSTOMER_NOT_FOUND);
  }
  return { scope, customerId, today: serverDay() };
}

/** A card's rows: the scope's condition, the one customer's on the customer dashboard, and `more`. */
export function cardWhere(card: CardScope, scope: SQL | undefined, customerColumn: Column, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(scope, card.customerId === undefined ? undefined : eq(customerColumn, card.customerId), ...more);
}

/** The pieces of the cards' answer schemas (routes.ts), each card's answer type is its schema's. */
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const str = { type: 'string' } as const;
export const nullableInt = { type: ['integer', 'null'] } as const;
export const array = <const I extends object>(items: I) => ({ type: 'array', items }) as const;


/** The `YYYY-MM` months ending with today's, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(year, month - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}
