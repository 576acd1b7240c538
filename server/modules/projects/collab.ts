/**
 * What the collaboration routes (chat, files, addenda, RFIs) share: the person shown beside a message
 * or file, the rule that agents follow a project and chat on it but change nothing else, and the
 * optional paging body of their lists.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../../realtime/notify';
import { listShape } from '../../http/lists';
import { objectBody } from '../../validation';
import { projectSideOf } from './access';

export const AGENTS_ONLY_WATCH = 'Agents can follow a project and chat on it, but not change it';

/** The author of a message or comment, the uploader of a file. */
export interface Person {
  id: number;
  name: string;
  image_uri: string | null;
}

export const personSchema = {
  type: ['object', 'null'],
  required: ['id', 'name', 'image_uri'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, image_uri: { type: ['string', 'null'] } },
} as const;

/** The people of these ids (missing ones, deleted users, are left out). */
export async function peopleById(db: Tx, ids: readonly (number | null)[]): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name, image_uri: users.imageUri }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function personOf(db: Tx, id: number | null): Promise<Person | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: users.id, name: users.name, image_uri: users.imageUri }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Only the provider and the customer change a project's files, addenda and RFIs; an agent gets 403. */
export function refuseAgents(request: FastifyRequest): void {
  if (projectSideOf(request) === 'agent') throw new HttpError(403, AGENTS_ONLY_WATCH);
}

/** A list body: `{}` is page 1 of the default size. */
export const PageBody = objectBody({ pageNumber: listShape.pageNumber.optional().default(1), pageSize: listShape.pageSize });

/** The first `max` characters, with an ellipsis when cut (notifications quote messages and questions). */
export function excerpt(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
