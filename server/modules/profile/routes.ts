/**
 * The signed-in user's own profile (spec §7.11 "Profile: details, update, image upload, delete accepted
 * files"; §6 "The profile name and image show in the header"), all under /api/profile:
 * details, update (name, phone, two-factor, due-date reminder days; the email is not editable here), the profile image
 * (upload, serve, remove) and a password change.
 *
 * The image is stored under a server-made name and its address is kept on the user as `image_uri`
 * (`/api/profile/image/{storedName}`). `<img>` requests carry no Authorization header, so the image
 * route needs no session: it serves only a name some user currently holds as their image — an
 * unguessable one (a time stamp and 96 random bits) — and nothing else of the uploads folder.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, passwordChangeFields, passwordChangeRules, profileContract, type ProfileAnswer } from '../../../src/domain/contracts/profile';
import { MAX_REMINDER_DAYS } from '../../../src/domain/due-reminders';
import { clearFailures, recordEvent } from '../../auth/events';
import { refuseWhenThrottled } from '../../auth/throttle';
import { enteredPasswordField, hashPassword, newPasswordIssues, PASSWORD_MESSAGES, verifyPassword } from '../../auth/passwords';
import { SESSION_TTL_SECONDS } from '../../auth/tokens';
import { storePassword } from '../../auth/users';
import { branches, customers, roles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { IMAGE_KINDS, removeStored, saveUpload, sendStored, sniffFile } from '../../records/files';
import { claimRevision, revisionField } from '../../records/revision';
import { pick } from '../../records/fields';
import { bodySchema, objectBody } from '../../validation';
import { defineRoute } from '../../http/define-route';
import { routeHead } from '../../http/route-head';
import { errorResponses, objectSchema } from '../../http/schemas';

export const PROFILE_MESSAGES = {
  details: 'Profile fetched successfully',
  updated: 'Profile updated successfully',
  imageUploaded: 'Profile image uploaded successfully',
  imageRemoved: 'Profile image removed successfully',
  noImage: 'There is no profile image to remove',
  imageNotFound: 'Image not found',
  notFound: 'Profile not found',
  passwordChanged: 'Password changed successfully',
  wrongPassword: 'The current password is incorrect',
  samePassword: PASSWORD_MESSAGES.samePassword,
  commonPassword: PASSWORD_MESSAGES.commonPassword,
} as const;

export const IMAGE_PATH = '/api/profile/image/';
/** What saveUpload names files: base-36 time, a dash, 24 hex digits. */
const STORED_NAME = /^[a-z0-9]{1,12}-[a-f0-9]{24}$/;

const UpdateBody = objectBody({ ...profileContract.shape, revision: revisionField });
const ChangePasswordBody = objectBody(passwordChangeFields(enteredPasswordField)).superRefine(passwordChangeRules(newPasswordIssues));

const ImageParams = z.object({ name: z.string().max(64, 'Image not found') });

const nullable = (type: string) => ({ type: [type, 'null'] });
const profileSchema = objectSchema({
  id: { type: 'integer' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: nullable('string'),
  role: { type: 'string', description: "The role's name" },
  customer_id: nullable('integer'),
  customer: { ...nullable('string'), description: "The customer's name; null for staff, partners and agents" },
  branch_id: nullable('integer'),
  branch: nullable('string'),
  two_factor: { type: 'boolean' },
  due_reminder_days: { type: 'integer', minimum: 0, maximum: MAX_REMINDER_DAYS, description: "Working days before a project's due date the user is reminded of it; 0: never" },
  image_uri: { ...nullable('string'), description: 'The profile image address, served without a session' },
  revision: { type: 'integer', description: 'Sent back with an update; bumped by every update' },
  updated_at: { type: 'string', format: 'date-time' },
});

/** The stored name behind an image address of ours, or null. */
function storedNameOf(imageUri: string | null): string | null {
  if (!imageUri?.startsWith(IMAGE_PATH)) return null;
  const name = imageUri.slice(IMAGE_PATH.length);
  return STORED_NAME.test(name) ? name : null;
}

/** The stored image's type, read from its first bytes (the user row keeps only the address). */
async function storedImage(app: FastifyInstance, storedName: string) {
  const file = path.join(app.config.dataDir, 'uploads', storedName);
  const { size } = await stat(file);
  const kind = await sniffFile(file, size, 64);
  if (!kind || !IMAGE_KINDS.includes(kind)) return null;
  return { storedName, originalName: `profile.${kind === 'jpeg' ? 'jpg' : kind}`, mimeType: `image/${kind}`, sizeBytes: size };
}

const TAGS = ['profile'];
const head = routeHead(TAGS);

const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  async function profileOf(userId: number): Promise<ProfileAnswer> {
    const [row] = await db
      .select({ user: users, role: roles.name, customer: customers.name, branch: branches.name })
      .from(users)
      .innerJoin(roles, eq(users.roleId, roles.id))
      .leftJoin(customers, eq(users.customerId, customers.id))
      .leftJoin(branches, eq(users.branchId, branches.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new HttpError(404, PROFILE_MESSAGES.notFound);
    const { user } = row;
    return {
      ...pick(user, 'id', 'name', 'email', 'phone'),
      role: row.role,
      customer_id: user.customerId,
      customer: row.customer,
      branch_id: user.branchId,
      branch: row.branch,
      two_factor: user.twoFactor,
      due_reminder_days: user.dueReminderDays,
      image_uri: user.imageUri,
      revision: user.revision,
      updated_at: user.updatedAt.toISOString(),
    };
  }

  /** A profile answer: the message and the user's profile as it is now. */
  const answer = async (messages: string, userId: number) => ({ status: 200, messages, data: await profileOf(userId) });

  /**
   * Sets the user's image, or clears it (`null`; nothing is written when there is none), and removes
   * the previous file's bytes after the commit. Answers the previous image, if any.
   */
  async function replaceImage(userId: number, imageUri: string | null): Promise<string | null> {
    const previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ imageUri: users.imageUri }).from(users).where(eq(users.id, userId)).for('update');
      const current = row?.imageUri || null;
      if (imageUri !== null || current !== null) await tx.update(users).set({ imageUri, updatedBy: userId, updatedAt: new Date() }).where(eq(users.id, userId));
      return current;
    });
    const previousName = storedNameOf(previous);
    if (previousName) await removeStored(app, previousName);
    return previous;
  }

  defineRoute(app, {
    ...head('signedIn', '/profile/details', "The signed-in user's own record", ['GET', 'POST']),
    data: profileSchema,
    handler: async (request) => answer(PROFILE_MESSAGES.details, requireUser(request).session.id),
  });

  defineRoute(app, {
    ...head('signedIn', '/profile/update', 'Changes the name, phone, two-factor setting and due-date reminder days; 409 for a stale revision'),
    body: UpdateBody,
    data: profileSchema,
    errors: [409],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const { name, phone, two_factor, due_reminder_days, revision } = request.body;
      await db.transaction(async (tx) => {
        const next = await claimRevision(tx, users, userId, revision, userId, 'profile', PROFILE_MESSAGES.notFound);
        const reminders = due_reminder_days === undefined ? {} : { dueReminderDays: due_reminder_days };
        await tx.update(users).set({ name, phone, twoFactor: two_factor, ...reminders, ...next }).where(eq(users.id, userId));
      });
      return answer(PROFILE_MESSAGES.updated, userId);
    },
  });

  // The image is not a field of the edit form: changing it does not bump the revision, so a form
  // opened before an upload still saves.
  defineRoute(app, {
    ...head('signedIn', '/profile/uploadimage', 'Sets the profile image (multipart field `file`: PNG, JPEG, GIF or WebP, at most 2 MB); answers the profile'),
    data: profileSchema,
    errors: [413],
    bodyLimit: MAX_IMAGE_BYTES + 64 * 1024,
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const stored = await saveUpload(request, IMAGE_KINDS, MAX_IMAGE_BYTES);
      await replaceImage(userId, `${IMAGE_PATH}${stored.storedName}`);
      return answer(PROFILE_MESSAGES.imageUploaded, userId);
    },
  });

  defineRoute(app, {
    ...head('signedIn', '/profile/deletefiles', 'Removes the profile image (the accepted file of a profile); answers the profile'),
    data: profileSchema,
    errors: [404],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      if (!(await replaceImage(userId, null))) throw new HttpError(404, PROFILE_MESSAGES.noImage);
      return answer(PROFILE_MESSAGES.imageRemoved, userId);
    },
  });

  /**
   * Needs the current password; signs out every other session (the session version goes up) and
   * answers a fresh token for this one, as long-lived as the one it replaces. Wrong current passwords
   * count toward the sign-in throttle of this account and address (DESIGN §6a).
   */
  defineRoute(app, {
    ...head('signedIn', '/profile/changepassword', 'Changes the password (fields base64-encoded); signs out other sessions and answers a fresh token in data.token'),
    body: ChangePasswordBody,
    data: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } },
    errors: [429],
    handler: async (request) => {
      const { record, claims } = requireUser(request);
      const { user } = record;
      const { current_password, password } = request.body;
      await refuseWhenThrottled(db, user.email, request.ip);
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        await recordEvent(db, { email: user.email, ip: request.ip, kind: 'password' });
        throw new HttpError(400, PROFILE_MESSAGES.wrongPassword, { current_password: PROFILE_MESSAGES.wrongPassword });
      }
      const passwordHash = await hashPassword(password);
      const sessionVersion = await storePassword(db, user.id, passwordHash, user.id);
      if (sessionVersion === undefined) throw new HttpError(404, PROFILE_MESSAGES.notFound);
      // Other sessions ended: their sockets close (this request's new token opens a fresh one).
      app.realtime.recheckSessions(user.id).catch((error: unknown) => request.log.error({ err: error }, 'closing the user’s sockets failed'));
      await clearFailures(db, user.email, request.ip);
      // The token names no remember-me choice: one that outlives a plain session was a remembered one.
      const rememberMe = claims.expiresAt.getTime() - Date.now() > SESSION_TTL_SECONDS * 1000;
      const token = await app.auth.tokens.session({ userId: user.id, sessionVersion, rememberMe });
      return { status: 200, messages: PROFILE_MESSAGES.passwordChanged, data: { token } };
    },
  });

  app.get<{ Params: { name: string } }>(
    '/profile/image/:name',
    {
      schema: {
        tags: TAGS,
        summary: 'A profile image, by its stored name; no session needed (see the module comment)',
        params: bodySchema(ImageParams),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const notFound = new HttpError(404, PROFILE_MESSAGES.imageNotFound);
      if (!STORED_NAME.test(name)) throw notFound;
      const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.imageUri, `${IMAGE_PATH}${name}`)).limit(1);
      if (!holder) throw notFound;
      const image = await storedImage(app, name).catch(() => null);
      if (!image) throw notFound;
      // The name changes with every upload, so a copy may be kept; only the browser's own.
      reply.header('cache-control', 'private, max-age=86400');
      return sendStored(reply, image, 'inline');
    },
  );
};

export default profileRoutes;
