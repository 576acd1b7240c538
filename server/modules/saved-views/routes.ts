/**
 * `/api/views/*`: a user's saved list views (src/domain/saved-views.ts). Anyone signed in keeps views
 * of any list; only the owner changes or deletes a view; a default is per user and list and may be a
 * view shared with them. Sharing with a role needs that role to be the owner's own or `Role.view`;
 * `/views/roles` names exactly those roles, for the share dialog's role picker.
 *
 * The writes are written here rather than on the record kernel's (ADR 0293): no details route, no
 * `record:changed`, no `updated_by` and their own stale-edit 409. They take the kernel's pieces: the
 * taken name's 409 (`takenAs409`) and the 404 (`found`).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_VIEWS_PER_LIST,
  SAVED_VIEW_MESSAGES,
  SavedViewAnswer,
  SavedViewInput,
  SavedViewListField,
  type SavedView,
} from '../../../src/domain/saved-views';
import { userCan } from '../../auth/permissions';
import { roles } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { found, takenAs409 } from '../../records/resource';
import { objectBody } from '../../validation';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../realtime/notify';
import type { Viewer } from './repository';

const head = routeHead(['saved-views']);
const viewSchema = z.toJSONSchema(SavedViewAnswer, { target: 'openapi-3.0', io: 'output' });
const roleOptionSchema = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };

const ListBody = objectBody({ list: SavedViewListField });
const CreateBody = objectBody({ list: SavedViewListField, ...SavedViewInput.shape });
const UpdateBody = objectBody({ ...SavedViewInput.shape, revision: z.number({ error: 'revision is required' }).int().min(1) });
const DefaultBody = objectBody({ list: SavedViewListField, view_id: z.number().int().min(1).max(2_147_483_647).nullable() });

function viewerOf(request: FastifyRequest): Viewer {
  const { user } = requireUser(request).record;
  return { id: user.id, roleId: user.roleId, customerId: user.customerId, partnerId: user.partnerId };
}

const savedViewRoutes: FastifyPluginAsync = async (app) => {
  const { db, savedViews } = app;

  /** A role to share with: named, existing, and the caller's own unless they may see roles. */
  async function checkSharing(tx: Tx, request: FastifyRequest, input: SavedViewInput): Promise<void> {
    if (input.shared !== 'role') return;
    if (input.role_id === undefined || input.role_id === null) throw new HttpError(400, SAVED_VIEW_MESSAGES.roleRequired, { role_id: SAVED_VIEW_MESSAGES.roleRequired });
    const own = input.role_id === viewerOf(request).roleId;
    const [role] = own || userCan(request, 'Role', 'view') ? await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, input.role_id)) : [];
    if (!role) throw new HttpError(400, SAVED_VIEW_MESSAGES.roleNotFound, { role_id: SAVED_VIEW_MESSAGES.roleNotFound });
  }

  /** The view, locked, if the caller owns it: 404 when they cannot see it, 403 when it is someone else's. */
  async function ownView(tx: Tx, request: FastifyRequest, id: number) {
    const viewer = viewerOf(request);
    const stored = await savedViews.find(tx, id, { lock: true });
    if (!stored || !(await savedViews.findVisible(viewer, id, tx))) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
    if (stored.userId !== viewer.id) throw new HttpError(403, SAVED_VIEW_MESSAGES.notYours);
    return stored;
  }

  /** A name the owner already uses on the list: the unique index's violation, answered at `name`. */
  const orNameTaken = <T>(work: () => Promise<T>): Promise<T> => takenAs409({ field: 'name', message: SAVED_VIEW_MESSAGES.nameTaken }, work);

  const answerOf = async (request: FastifyRequest, id: number): Promise<SavedView> => found(await savedViews.findVisible(viewerOf(request), id), SAVED_VIEW_MESSAGES.notFound);

  defineRoute(app, {
    ...head('signedIn', '/views/list', 'The views of a list the caller may open: their own first, then those shared with their role or everyone'),
    body: ListBody,
    data: { type: 'array', items: viewSchema },
    handler: async (request) => ({ status: 200, messages: SAVED_VIEW_MESSAGES.listed, data: await savedViews.visible(viewerOf(request), request.body.list) }),
  });

  defineRoute(app, {
    ...head('signedIn', '/views/roles', 'The roles the caller may share a view with: their own, or every role when they hold Role.view'),
    data: { type: 'array', items: roleOptionSchema },
    handler: async (request) => {
      const query = db.select({ id: roles.id, name: roles.name }).from(roles);
      const data = userCan(request, 'Role', 'view') ? await query.orderBy(asc(roles.name)) : await query.where(eq(roles.id, viewerOf(request).roleId));
      return { status: 200, messages: SAVED_VIEW_MESSAGES.rolesListed, data };
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/views/create', `Saves the list state under a name (at most ${MAX_VIEWS_PER_LIST} per list); 409 for a name the caller already uses on that list`),
    body: CreateBody,
    data: viewSchema,
    errors: [409],
    handler: async (request) => {
      const { list, ...input } = request.body;
      const { id: userId } = viewerOf(request);
      const id = await orNameTaken(() =>
        db.transaction(async (tx) => {
          await checkSharing(tx, request, input);
          if ((await savedViews.countOwn(tx, userId, list)) >= MAX_VIEWS_PER_LIST) throw new HttpError(409, SAVED_VIEW_MESSAGES.tooMany);
          const created = await savedViews.insert(tx, userId, list, input);
          if (input.is_default) await savedViews.setDefault(tx, userId, list, created);
          return created;
        }),
      );
      return { status: 200, messages: SAVED_VIEW_MESSAGES.created, data: await answerOf(request, id) };
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/views/update/:id', "Replaces a view's name, state and sharing (its owner only); 409 for a stale revision or a taken name"),
    body: UpdateBody,
    data: viewSchema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const { revision, ...input } = request.body;
      await orNameTaken(() =>
        db.transaction(async (tx) => {
          const view = await ownView(tx, request, id);
          await checkSharing(tx, request, input);
          if (!(await savedViews.update(tx, id, input, revision))) throw new HttpError(409, 'This view was changed meanwhile; reload it and try again');
          const list = SavedViewListField.parse(view.list);
          if (input.is_default === true) await savedViews.setDefault(tx, view.userId, list, id);
          if (input.is_default === false && (await savedViews.isDefault(tx, view.userId, id))) await savedViews.setDefault(tx, view.userId, list, null);
        }),
      );
      return { status: 200, messages: SAVED_VIEW_MESSAGES.updated, data: await answerOf(request, id) };
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/views/delete/:id', 'Deletes a view (its owner only); it stops being anyone’s default'),
    errors: [404],
    handler: async (request) => {
      await db.transaction(async (tx) => {
        await ownView(tx, request, request.params.id);
        await savedViews.remove(tx, request.params.id);
      });
      return { status: 200, messages: SAVED_VIEW_MESSAGES.deleted };
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/views/default', "Sets the caller's default view of a list (any view they may open of that list), or clears it with view_id null"),
    body: DefaultBody,
    errors: [404],
    handler: async (request) => {
      const viewer = viewerOf(request);
      const { list, view_id: viewId } = request.body;
      await db.transaction(async (tx) => {
        if (viewId !== null) {
          const view = await savedViews.findVisible(viewer, viewId, tx);
          if (!view || view.list !== list) throw new HttpError(404, SAVED_VIEW_MESSAGES.notFound);
        }
        await savedViews.setDefault(tx, viewer.id, list, viewId);
      });
      return { status: 200, messages: SAVED_VIEW_MESSAGES.defaultSet };
    },
  });
};

export default savedViewRoutes;
