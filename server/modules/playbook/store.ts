/**
 * Reading and saving a customer's playbook. A customer without one reads as an empty playbook at
 * revision 0; the first save must name revision 0 and creates it. Saves are optimistic like every
 * record edit (server/records/revision.ts): the row is locked and a stale revision is refused with
 * 409 naming who changed it. The table is keyed by customer, so `claimRevision` (which wants an `id`)
 * is not used; the same message and 409 data are.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Playbook, PlaybookContact, PlaybookInput } from '../../../src/domain/contracts/playbook';
import type { Db } from '../../db/client';
import { customerPlaybooks, softwares, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { isUniqueViolation } from '../../http/lists';
import { staleEditMessage, type StaleEditData } from '../../records/revision';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

function contactsOf(value: unknown): PlaybookContact[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: Partial<PlaybookContact> | null) => ({
    name: String(item?.name ?? ''),
    role: String(item?.role ?? ''),
    email: String(item?.email ?? ''),
    phone: String(item?.phone ?? ''),
  }));
}

async function userLink(db: Pick<Db, 'select'>, id: number | null): Promise<{ id: number; name: string } | null> {
  if (id === null) return null;
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function readPlaybook(db: Pick<Db, 'select'>, customer: { id: number; name: string }, canEdit: boolean): Promise<Playbook> {
  const [row] = await db.select().from(customerPlaybooks).where(eq(customerPlaybooks.customerId, customer.id));
  const ids = row?.preferredSoftwareIds ?? [];
  const software = ids.length === 0 ? [] : await db.select({ id: softwares.id, name: softwares.name }).from(softwares).where(inArray(softwares.id, ids)).orderBy(asc(softwares.name));
  // Keep the customer's order of preference.
  const preferred = ids.flatMap((id) => software.filter((s) => s.id === id));
  return {
    customer,
    preferred_software: preferred,
    deliverable_formats: row?.deliverableFormats ?? [],
    contacts: contactsOf(row?.contacts),
    standards: row?.standards ?? '',
    instructions: row?.instructions ?? '',
    revision: row?.revision ?? 0,
    updated_at: row?.updatedAt.toISOString() ?? null,
    updated_by: await userLink(db, row?.updatedBy ?? null),
    can_edit: canEdit,
  };
}

/** Software ids that do not exist, in the order given. */
export async function unknownSoftware(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: softwares.id }).from(softwares).where(inArray(softwares.id, [...ids]))).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

async function stale(tx: Tx, current: { revision: number; updatedAt: Date; updatedBy: number | null }): Promise<HttpError> {
  const updater = await userLink(tx, current.updatedBy);
  const data: StaleEditData = { revision: current.revision, updated_at: current.updatedAt.toISOString(), updated_by: updater };
  return new HttpError(409, staleEditMessage('playbook', updater?.name ?? null), undefined, data);
}

/** Saves the playbook in the caller's transaction. @throws HttpError 409 for a stale revision. */
export async function savePlaybook(tx: Tx, customerId: number, input: PlaybookInput, userId: number): Promise<void> {
  const fields = {
    preferredSoftwareIds: input.preferred_software_ids,
    deliverableFormats: input.deliverable_formats,
    contacts: input.contacts,
    standards: input.standards,
    instructions: input.instructions,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  const [current] = await tx
    .select({ revision: customerPlaybooks.revision, updatedAt: customerPlaybooks.updatedAt, updatedBy: customerPlaybooks.updatedBy })
    .from(customerPlaybooks)
    .where(eq(customerPlaybooks.customerId, customerId))
    .for('update');
  if (!current) {
    if (input.revision !== 0) throw new HttpError(409, staleEditMessage('playbook', null), undefined, { revision: 0, updated_at: null, updated_by: null });
    try {
      await tx.insert(customerPlaybooks).values({ customerId, ...fields, revision: 1 });
    } catch (error) {
      // Someone created it between our read and insert.
      if (isUniqueViolation(error)) throw new HttpError(409, staleEditMessage('playbook', null));
      throw error;
    }
    return;
  }
  if (current.revision !== input.revision) throw await stale(tx, current);
  await tx.update(customerPlaybooks).set({ ...fields, revision: current.revision + 1 }).where(eq(customerPlaybooks.customerId, customerId));
}
