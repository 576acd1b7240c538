/**
 * What a form reads from a record's zod contract besides validation: whether a field is required
 * (it refuses absence) and the longest text it takes (for `maxLength` on the input).
 */
import type { z } from 'zod/mini';

type AnySchema = z.core.$ZodType;

/** The contract's object shape, whether or not the contract adds object-level refinements. */
export function shapeOf(contract: AnySchema): Readonly<Record<string, AnySchema>> {
  const def = contract._zod.def as { type: string; shape?: Record<string, AnySchema>; in?: AnySchema };
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'pipe' && def.in) return shapeOf(def.in);
  return {};
}

/**
 * The schema of a form field by its path: a top-level field (`name`), or one inside a list of
 * objects (`contacts.0.email`: the list's element's `email`).
 */
export function schemaAt(contract: AnySchema, path: string): AnySchema | undefined {
  let schema: AnySchema | undefined = contract;
  for (const segment of path.split('.')) {
    if (!schema) return undefined;
    schema = /^\d+$/.test(segment) ? elementOf(schema) : shapeOf(schema)[segment];
  }
  return schema;
}

/** The element schema of a list, through pipes and optionals. */
function elementOf(schema: AnySchema): AnySchema | undefined {
  const def = schema._zod.def as { type: string; element?: AnySchema; innerType?: AnySchema; in?: AnySchema };
  if (def.type === 'array') return def.element;
  const inner = def.type === 'pipe' ? def.in : def.innerType;
  return inner ? elementOf(inner) : undefined;
}

/** A field is required when its schema refuses an absent value. */
export function isRequired(schema: AnySchema | undefined): boolean {
  if (!schema) return false;
  const def = schema._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return false;
  if (def.type === 'pipe' && def.in) return isRequired(def.in);
  return true;
}

/** The largest length a text field's schema allows anywhere in its chain, or undefined. */
export function maxLengthOf(schema: AnySchema | undefined): number | undefined {
  if (!schema) return undefined;
  const def = schema._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema };
  if (def.type === 'string') return smallestMaximum(schema);
  if (def.innerType) return maxLengthOf(def.innerType);
  if (def.type === 'pipe') return maxLengthOf(def.out) ?? maxLengthOf(def.in);
  return undefined;
}

/** The tightest `max_length` check of a schema, or undefined. */
function smallestMaximum(schema: AnySchema): number | undefined {
  const checks = (schema._zod.def.checks ?? []).map((check) => check._zod.def as { check: string; maximum?: number });
  const maxima = checks.filter((check) => check.check === 'max_length' && check.maximum !== undefined).map((check) => check.maximum as number);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/** The values of a form that types every field of its contract as text. */
export type TextValues<Contract extends z.ZodMiniType> = Record<keyof z.input<Contract> & string, string>;

/** Each field of the contract as the record has it, as text ('' where it has none, or on create). */
export function textValues<Contract extends z.ZodMiniType>(contract: Contract, record: object | undefined): TextValues<Contract> {
  const held = (record ?? {}) as Record<string, unknown>;
  const values = Object.keys(shapeOf(contract)).map((name) => [name, held[name] === null || held[name] === undefined ? '' : String(held[name])]);
  return Object.fromEntries(values) as TextValues<Contract>;
}
