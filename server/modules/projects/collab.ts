/**
 * What the collaboration routes (chat, files, addenda, RFIs) share: the person shown beside a message
 * or file, the rule that agents follow a project and chat on it but change nothing else, and the
 * optional paging body of their lists.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../../realtime/notify';
import { listShape } from '../../http/lists';
import type { FromSchema } from '../../http/schemas';
import { objectBody } from '../../validation';
import { projectSideOf } from './access';

export const AGENTS_ONLY_WATCH = 'Agents can follow a project and chat on it, but not change it';

/** The author of a message or comment, the uploader of a file (null for none or a deleted user). */
export const personSchema = {
  type: ['object', 'null'],
  required: ['id', 'name', 'image_uri'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, image_uri: { type: ['string', 'null'] } },
} as const;
export type Person = NonNullable<FromSchema<typeof personSchema>>;

/** id → the person, null for none or a deleted user. */
export type People = (id: number | null) => Person | null;

/** The people these ids name, looked up at once. */
export async function peopleOf(db: Tx, ids: readonly (number | null)[]): Promise<People> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const rows = wanted.length === 0 ? [] : await db.select({ id: users.id, name: users.name, image_uri: users.imageUri }).from(users).where(inArray(users.id, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (id) => (id === null ? null : (byId.get(id) ?? null));
}

/** The same people as links, `{ id, name }`. */
export async function namesOf(db: Tx, ids: readonly (number | null)[]): Promise<(id: number | null) => { id: number; name: string } | null> {
  const person = await peopleOf(db, ids);
  return (id) => {
    const found = person(id);
    return found && { id: found.id, name: found.name };
  };
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
