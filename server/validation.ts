/**
 * Request validation with zod (shared with the client) inside Fastify: a route declares
 * `schema: { body: bodySchema(zodSchema) }`, which is the JSON Schema for the OpenAPI document and,
 * through `zodValidatorCompiler`, the zod schema that validates and transforms the input. Before any
 * schema runs, every string of the input (values and keys, at any depth) must be text PostgreSQL can
 * store, so no route's text field can reach a query with a NUL character in it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { dayMessage, isDay } from '../src/domain/day';
import { CODE_PATTERN, EMAIL_PATTERN, MESSAGES, decodeField, isStorableText, unstorableTextMessage } from '../src/domain/validation';

const zodOf = new WeakMap<object, z.ZodType>();

/** The JSON Schema of a zod schema, remembered so the validator compiler finds the zod one. */
export function bodySchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' });
  zodOf.set(json, schema);
  return json;
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, url, httpPart }) => {
  const zodSchema = zodOf.get(schema as object);
  if (!zodSchema) throw new Error(`Route ${url}: the ${httpPart ?? 'input'} schema must come from bodySchema()`);
  return (data: unknown) => {
    const unstorable = unstorableTextIn(data);
    if (unstorable) return { error: unstorable };
    const result = zodSchema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

/** Nested input deeper than this is refused: no contract nests that far, and the walk stays bounded. */
const MAX_DEPTH = 32;

/** The first string (or key) of the input PostgreSQL could not store, as a ZodError on its field. */
export function unstorableTextIn(data: unknown): z.ZodError | null {
  const found = findUnstorable(data, [], 0);
  if (!found) return null;
  const field = found.map(String).join('.') || 'body';
  const message = found.length > MAX_DEPTH ? 'The request is nested too deeply' : unstorableTextMessage(field);
  return new z.ZodRealError([{ code: 'custom', path: found, message, input: undefined }]);
}

function findUnstorable(value: unknown, path: PropertyKey[], depth: number): PropertyKey[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return [...path, '…'];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, [...path, index], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // A key that cannot be stored is named by its storable part.
    if (!isStorableText(key)) return [...path, key.replace(/[^\x20-\x7E]/g, '?')];
    const found = findUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** `{ field: message }`, the first message per field; a problem with the body as a whole is `body`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A JSON object body; anything else (a string, an array, nothing) gets one clear message. */
export function objectBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'The request body must be a JSON object' });
}

/**
 * An email, plain or base64-encoded (the sign-in payload encodes it, the URLs of the code screens
 * carry it plain); answers it lower-case.
 */
export function emailField(requiredMessage: string = MESSAGES.emailRequired) {
  return z
    .string({ error: requiredMessage })
    .max(512, MESSAGES.invalidEmail)
    .transform((raw, ctx) => {
      const value = raw.trim();
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const decoded = EMAIL_PATTERN.test(value) ? value : decodeField(value)?.trim();
      if (decoded === undefined || decoded === '' || !EMAIL_PATTERN.test(decoded) || decoded.length > 254 || !isStorableText(decoded)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
        return z.NEVER;
      }
      return decoded.toLowerCase();
    })
    .describe('The email, base64-encoded UTF-8 (plain is accepted too)');
}

/** A base64-encoded password, decoded and trimmed (spec §3). */
export function encodedPasswordField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .max(1024, 'Password is too long')
    .transform((raw, ctx) => {
      if (raw.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const decoded = decodeField(raw.trim());
      if (decoded === null) {
        ctx.addIssue({ code: 'custom', message: 'Password must be base64-encoded' });
        return z.NEVER;
      }
      const password = decoded.trim();
      if (password === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      if (password.length > 128) {
        ctx.addIssue({ code: 'custom', message: 'Password is too long' });
        return z.NEVER;
      }
      return password;
    })
    .describe('The password, base64-encoded UTF-8; trimmed after decoding');
}

/** The four digits joined and base64-encoded (spec §3); four plain digits are accepted too. */
export const codeField = z
  .string({ error: MESSAGES.codeRequired })
  .max(64, MESSAGES.codeRequired)
  .transform((raw, ctx) => {
    const value = raw.trim();
    const decoded = decodeField(value)?.trim();
    if (decoded !== undefined && CODE_PATTERN.test(decoded)) return decoded;
    if (CODE_PATTERN.test(value)) return value;
    ctx.addIssue({ code: 'custom', message: MESSAGES.codeRequired });
    return z.NEVER;
  })
  .describe('The four digits joined, base64-encoded');

/** The customer id from the URL: a number or a string of digits (0 for staff, partners, agents). */
export const customerIdField = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)], {
  error: 'customerid must be a number',
}).describe("The customer id from the sign-in answer (0 for staff, partners and agents); informational");

/**
 * A required day (`src/domain/day.ts`), trimmed. Its issue aborts the object's own checks, so a
 * cross-field rule (from before to, a range's length) only ever sees real days.
 */
export function requiredDay(field: string) {
  return z
    .string({ error: dayMessage(field) })
    .transform((value) => value.trim())
    .refine(isDay, { message: dayMessage(field), abort: true })
    .describe('YYYY-MM-DD');
}
