/**
 * Request validation with zod (shared with the client) inside Fastify: a route declares
 * `schema: { body: bodySchema(zodSchema) }`, which is the JSON Schema for the OpenAPI document and,
 * through `zodValidatorCompiler`, the zod schema that validates and transforms the input.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { CODE_PATTERN, EMAIL_PATTERN, MESSAGES, decodeField } from '../src/domain/validation';

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
    const result = zodSchema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };
};

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
      if (decoded === undefined || decoded === '' || !EMAIL_PATTERN.test(decoded) || decoded.length > 254) {
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
