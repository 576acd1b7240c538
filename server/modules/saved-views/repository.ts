/**
 * Saved views' queries as a Fastify plugin (`app.savedViews`), in the style of fastify/demo's
 * repositories: the routes say who asks and what, the repository says how it is stored.
 *
 * A shared view is visible inside the owner's organisation only (the same customer, or the same
 * partner, or staff for staff), so a view's name never reaches another customer.
 */
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { ListState, SavedView, SavedViewInput, SavedViewList, ViewSharing } from '../../../src/domain/saved-views';
import type { Tx } from '../../realtime/notify';
import { savedViewDefaults, savedViews, users } from '../../db/schema';
import { pick } from '../../records/fields';

/** Who asks: their id, role and organisation. */
export interface Viewer {
  id: number;
  roleId: number;
  customerId: number | null;
  partnerId: number | null;
}

export interface StoredView {
  id: number;
  userId: number;
  list: string;
}

export interface SavedViewsRepository {
  /** The views of a list the viewer may open: their own, then those shared with their role or everyone. */
  visible(viewer: Viewer, list: SavedViewList): Promise<SavedView[]>;
  /** One view if the viewer may open it (inside the caller's transaction when given). */
  findVisible(viewer: Viewer, id: number, tx?: Tx): Promise<SavedView | undefined>;
  /** The view's owner and list, whoever asks (the routes check ownership). */
  find(tx: Tx, id: number, options?: { lock?: boolean }): Promise<StoredView | undefined>;
  countOwn(tx: Tx, userId: number, list: SavedViewList): Promise<number>;
  insert(tx: Tx, userId: number, list: SavedViewList, input: SavedViewInput): Promise<number>;
  /** Replaces a view's fields if its revision is `revision`; false when it was changed meanwhile. */
  update(tx: Tx, id: number, input: SavedViewInput, revision: number): Promise<boolean>;
  remove(tx: Tx, id: number): Promise<void>;
  /** Makes the view the user's default for its list, or (null) clears their default. */
  setDefault(tx: Tx, userId: number, list: SavedViewList, viewId: number | null): Promise<void>;
  isDefault(tx: Tx, userId: number, viewId: number): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    savedViews: SavedViewsRepository;
  }
}

/** Views the viewer may open: their own, or shared with everyone or their role by someone of their organisation. */
function visibleTo(viewer: Viewer): SQL {
  const sameOrganisation = and(
    sql`${users.customerId} is not distinct from ${viewer.customerId}`,
    sql`${users.partnerId} is not distinct from ${viewer.partnerId}`,
  );
  return or(
    eq(savedViews.userId, viewer.id),
    and(sameOrganisation, or(eq(savedViews.shared, 'everyone'), and(eq(savedViews.shared, 'role'), eq(savedViews.roleId, viewer.roleId)))),
  )!;
}

export default fp(
  async (app) => {
    const { db } = app;

    const select = (viewer: Viewer, reader: Tx = db) =>
      reader
        .select({
          ...pick(savedViews, 'id', 'list', 'name', 'state', 'shared', 'roleId'),
          ownerId: users.id,
          ownerName: users.name,
          defaultOf: savedViewDefaults.viewId,
          revision: savedViews.revision,
          updatedAt: savedViews.updatedAt,
        })
        .from(savedViews)
        .innerJoin(users, eq(users.id, savedViews.userId))
        .leftJoin(savedViewDefaults, and(eq(savedViewDefaults.userId, viewer.id), eq(savedViewDefaults.viewId, savedViews.id)));

    type Row = Awaited<ReturnType<typeof select>>[number];
    const answer = (viewer: Viewer, row: Row): SavedView => ({
      id: row.id,
      list: row.list as SavedViewList,
      name: row.name,
      state: row.state as ListState,
      shared: row.shared as ViewSharing,
      role_id: row.roleId,
      owner: { id: row.ownerId, name: row.ownerName },
      mine: row.ownerId === viewer.id,
      is_default: row.defaultOf !== null,
      revision: row.revision,
      updated_at: row.updatedAt.toISOString(),
    });

    const repository: SavedViewsRepository = {
      async visible(viewer, list) {
        const rows = await select(viewer)
          .where(and(eq(savedViews.list, list), visibleTo(viewer)))
          .orderBy(sql`${savedViews.userId} <> ${viewer.id}`, asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
        return rows.map((row) => answer(viewer, row));
      },
      async findVisible(viewer, id, tx) {
        const [row] = await select(viewer, tx).where(and(eq(savedViews.id, id), visibleTo(viewer)));
        return row && answer(viewer, row);
      },
      async find(tx, id, options = {}) {
        const query = tx.select({ id: savedViews.id, userId: savedViews.userId, list: savedViews.list }).from(savedViews).where(eq(savedViews.id, id));
        const [row] = options.lock ? await query.for('update') : await query;
        return row;
      },
      async countOwn(tx, userId, list) {
        const [row] = await tx
          .select({ n: count() })
          .from(savedViews)
          .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)));
        return Number(row?.n ?? 0);
      },
      async insert(tx, userId, list, input) {
        const [row] = await tx
          .insert(savedViews)
          .values({ userId, list, name: input.name, state: input.state, shared: input.shared, roleId: input.shared === 'role' ? (input.role_id ?? null) : null })
          .returning({ id: savedViews.id });
        if (!row) throw new Error('saved view insert returned nothing');
        return row.id;
      },
      async update(tx, id, input, revision) {
        const changed = await tx
          .update(savedViews)
          .set({
            name: input.name,
            state: input.state,
            shared: input.shared,
            roleId: input.shared === 'role' ? (input.role_id ?? null) : null,
            revision: sql`${savedViews.revision} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(savedViews.id, id), eq(savedViews.revision, revision)))
          .returning({ id: savedViews.id });
        return changed.length > 0;
      },
      async remove(tx, id) {
        await tx.delete(savedViews).where(eq(savedViews.id, id));
      },
      async setDefault(tx, userId, list, viewId) {
        await tx.delete(savedViewDefaults).where(and(eq(savedViewDefaults.userId, userId), eq(savedViewDefaults.list, list)));
        if (viewId !== null) await tx.insert(savedViewDefaults).values({ userId, list, viewId });
      },
      async isDefault(tx, userId, viewId) {
        const [row] = await tx
          .select({ viewId: savedViewDefaults.viewId })
          .from(savedViewDefaults)
          .where(and(eq(savedViewDefaults.userId, userId), eq(savedViewDefaults.viewId, viewId)));
        return row !== undefined;
      },
    };
    app.decorate('savedViews', repository);
  },
  { name: 'saved-views-repository', dependencies: ['db'] },
);
