/**
 * A record's GraphQL object type and input type, generated from its zod contract (ADR 0256): the
 * contract says once which fields a record has, what each accepts and which may be empty; the gateway's
 * SDL repeats none of it. The rule, field by field:
 * - the GraphQL type is what the field accepts: text, an enum or a union with text → `String`, an
 *   integer → `Int`, another number → `Float`, a boolean → `Boolean`, a list → `[T!]`, a list of
 *   objects → a list of the input type `${Type}${Field}Input` (input only);
 * - in the input type a field is `!` when a body without it fails the contract;
 * - in the object type a field is `!` unless the contract turns null or absence into null (an optional
 *   field the server fills in, e.g. a status, is always answered);
 * - a field's `.describe()` is its description (in the object type unless `answered` names it);
 * - the object type opens with `id: ID!` and ends with what every record has (`revision`, the times);
 *   the input type ends with `revision: Int`, the revision an update was made from.
 * What a record answers beyond its contract (counts, linked records, details) is given as SDL; a contract
 * field the record answers otherwise (a number the contract takes as text, a link the server always
 * fills in) or not at all (a password, the price lines a details answer names) is named in `answered`
 * with its whole GraphQL type.
 */
import { z } from 'zod';

type Schema = z.core.$ZodType;
type Shape = Readonly<Record<string, Schema>>;

export interface ContractSdlOptions<S extends Shape = Shape> {
  /** The record's fields beyond the contract (counts, linked records, details), as SDL field lines. */
  fields?: string;
  /** Contract fields the record answers as another GraphQL type (written whole, `!` included), or (null) does not answer. */
  answered?: Partial<Record<keyof S & string, string | null>>;
  /** The description of the object type. */
  doc?: string;
}

/** The schema a field's accepted value is read from: wrappers and transforms stripped. */
function accepted(schema: Schema): Schema {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return accepted((def as z.core.$ZodOptionalDef).innerType);
    case 'pipe': {
      // A transform's input is what is accepted; a checking schema after it says it more exactly (an integer id).
      const { in: first, out } = def as z.core.$ZodPipeDef;
      return accepted(out._zod.def.type === 'transform' ? first : out);
    }
    default:
      return schema;
  }
}

/** The GraphQL type of a field without its outer `!`; `nested` names (and declares) the input type of an object. */
function graphqlType(schema: Schema, nested: (shape: Shape) => string): string {
  const inner = accepted(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return inner instanceof z.ZodNumber && inner.isInt ? 'Int' : 'Float';
    case 'array':
      return `[${graphqlType((def as z.core.$ZodArrayDef).element, nested)}!]`;
    case 'object':
      return nested((def as z.core.$ZodObjectDef).shape);
    case 'union': {
      const options = (def as z.core.$ZodUnionDef).options.map((option) => graphqlType(option, nested));
      return options.includes('String') ? 'String' : options[0]!;
    }
    default:
      throw new Error(`No GraphQL type for a contract field of zod type ${def.type}`);
  }
}

/** The first description on the way to the accepted value. */
function description(schema: Schema): string | undefined {
  const own = z.globalRegistry.get(schema)?.description;
  if (own) return own;
  const def = schema._zod.def as { type: string; innerType?: Schema; in?: Schema };
  const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
  return next ? description(next) : undefined;
}

function line(name: string, type: string, schema: Schema): string {
  const doc = description(schema);
  return `${doc ? `"""${doc}"""\n    ` : ''}${name}: ${type}`;
}

const requiredInBody = (schema: Schema) => !z.safeParse(schema, undefined).success;
const emptyIsNull = (schema: Schema) =>
  [null, undefined].some((value) => {
    const result = z.safeParse(schema, value);
    return result.success && result.data === null;
  });

const capitalized = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/**
 * `type ${type}` and `input ${type}Input` (with the input types of its object lists) of a record whose
 * body the contract checks; `status` adds `status: String!` when the contract has none (a status route).
 */
export function sdlFromContract<S extends Shape>(type: string, contract: z.core.$ZodObject<S>, options: ContractSdlOptions<S> & { status?: boolean } = {}): string {
  const shape = contract._zod.def.shape;
  const { fields = '', doc, status } = options;
  const answered: Partial<Record<string, string | null>> = options.answered ?? {};
  for (const name of Object.keys(answered)) if (!(name in shape)) throw new Error(`${type}: ${name} is not a field of its contract`);
  const declared: string[] = [];
  const inputLine = (name: string, gql: string, schema: Schema) => line(name, gql + (requiredInBody(schema) ? '!' : ''), schema);
  const inputType = (name: string, fieldShape: Shape): string => {
    const lines = Object.entries(fieldShape).map(([field, schema]) => {
      const nested = () => {
        throw new Error(`${type}.${name}.${field}: objects nest one level`);
      };
      return inputLine(field, graphqlType(schema, nested), schema);
    });
    declared.push(`  input ${name} {\n    ${lines.join('\n    ')}\n  }`);
    return name;
  };
  const inputs: string[] = [];
  const record: string[] = ['id: ID!'];
  for (const [name, schema] of Object.entries(shape) as [string, Schema][]) {
    const gql = graphqlType(schema, (fieldShape) => inputType(`${type}${capitalized(name)}Input`, fieldShape));
    inputs.push(inputLine(name, gql, schema));
    if (name in answered) {
      // Answered otherwise: what the body's field says does not describe it.
      const answer = answered[name];
      if (answer) record.push(`${name}: ${answer}`);
    } else if (gql.includes('Input')) {
      throw new Error(`${type}.${name}: a list of objects is answered otherwise (name it in answered)`);
    } else {
      record.push(line(name, gql + (emptyIsNull(schema) ? '' : '!'), schema));
    }
  }
  if (status && !('status' in shape)) record.push('status: String!');
  return /* GraphQL */ `
  ${doc ? `"${doc.replaceAll('"', '\\"')}"\n  ` : ''}type ${type} {
    ${record.join('\n    ')}${fields.replace(/\s+$/, '')}
    revision: Int!
    created_at: String!
    updated_at: String!
  }

${declared.join('\n\n')}${declared.length ? '\n\n' : ''}  input ${type}Input {
    ${inputs.join('\n    ')}
    revision: Int
  }
`;
}
