/**
 * The gateway's record SDL, generated at build time from the zod contracts (ADR 0263, after ADR 0256
 * did it at run time and put zod into the signed-in shell): `recordSdlModule()` writes the text of
 * src/gateway/generated/record-sdl.ts, plain strings the gateway composes with what each record
 * answers beyond its contract (src/gateway/record-resource.ts `recordTypeDefs`). Nothing here is
 * imported at run time; `npm run generate:sdl` (scripts/generate-gateway-sdl.ts) writes the file and
 * tests/unit/gateway-record-sdl.test.ts fails when the committed one is stale.
 *
 * The rule, field by field:
 * - the GraphQL type is what the field accepts: text, an enum or a union with text → `String`, an
 *   integer → `Int`, another number → `Float`, a boolean → `Boolean`, a list → `[T!]`, a list of
 *   objects → a list of the input type `${Type}${Field}Input` (input only);
 * - but the object type answers an enum as its named scalar (`ENUM_SCALARS`, ADR 0281): GraphQL enum
 *   values cannot hold spaces ('Customer Admin'), a scalar can carry any of them, and
 *   src/gateway/graphql.ts maps each to its union (`EnumScalars`), so a typed document's result
 *   already says `'active' | 'inactive' | 'pending'`; the input keeps `String`, GraphQL's own check
 *   of what a write sends (the contract checks the value);
 * - in the input type a field is `!` when a body without it fails the contract;
 * - in the object type a field is `!` unless the contract turns null or absence into null (an optional
 *   field the server fills in, e.g. a status, is always answered); a list of objects has no object
 *   line (null): the record answers it otherwise (`answered` in the resource);
 * - a field's `.describe()` is its description;
 * - the input type ends with `revision: Int`, the revision an update was made from.
 */
import { z } from 'zod';
import { BULK_ROW_RESULTS } from '../src/domain/bulk';
import { INVOICE_LINE_KINDS, INVOICE_STATUSES, SUBSCRIPTION_TYPES } from '../src/domain/billing';
import { addedServiceContract } from '../src/domain/contracts/added-service';
import { agentContract } from '../src/domain/contracts/agent';
import { branchContract } from '../src/domain/contracts/branch';
import { customerContract } from '../src/domain/contracts/customer';
import { STATUSES } from '../src/domain/contracts/fields';
import { holidayContract } from '../src/domain/contracts/holiday';
import { partnerContract } from '../src/domain/contracts/partner';
import { projectFormContract } from '../src/domain/contracts/project';
import { roleContract } from '../src/domain/contracts/role';
import { serviceContract, WORK_TYPES } from '../src/domain/contracts/service';
import { EMAIL_STATUSES, REQUEST_STATES } from '../src/domain/contracts/storage';
import { softwareContract } from '../src/domain/contracts/software';
import { userContract } from '../src/domain/contracts/user';
import { NPS_GROUPS } from '../src/domain/nps';
import { ANALYTICS_VARIANTS, PERIODS } from '../src/domain/periods';
import { PROJECT_ACTIONS, PROJECT_SIDES, PROJECT_STATUSES } from '../src/domain/project-lifecycle';
import { SAVED_VIEW_LISTS, VIEW_SHARING } from '../src/domain/saved-views';
import { BILLING_TYPES, USER_TYPES } from '../src/domain/user';

type Schema = z.core.$ZodType;
type Shape = Readonly<Record<string, Schema>>;
type Contract = z.core.$ZodObject;

/** Each record's GraphQL type and the contract its writes are checked by; a new record gets a line here. */
export const RECORD_CONTRACTS: Readonly<Record<string, Contract>> = {
  AddOn: addedServiceContract,
  Agent: agentContract,
  Branch: branchContract,
  Customer: customerContract,
  Holiday: holidayContract,
  Partner: partnerContract,
  // The form's contract: the gateway's input requires the customer, branch and work type the form always sends.
  Project: projectFormContract,
  Role: roleContract,
  Service: serviceContract,
  Software: softwareContract,
  User: userContract,
};

/**
 * The string unions the gateway answers as named scalars, each with its values. A contract's enum is
 * answered as the scalar with the same values (one missing here stops the generation); the fields a
 * resource declares beyond its contract name theirs (a project's `status: ProjectStatus!`).
 */
export const ENUM_SCALARS: Readonly<Record<string, readonly string[]>> = {
  EntityStatus: STATUSES,
  WorkType: WORK_TYPES,
  SubscriptionType: SUBSCRIPTION_TYPES,
  UserType: USER_TYPES,
  BillingType: BILLING_TYPES,
  ProjectStatus: PROJECT_STATUSES,
  ProjectAction: PROJECT_ACTIONS,
  ProjectSide: PROJECT_SIDES,
  InvoiceStatus: INVOICE_STATUSES,
  InvoiceLineKind: INVOICE_LINE_KINDS,
  NpsGroup: NPS_GROUPS,
  RequestState: REQUEST_STATES,
  StorageEmailStatus: EMAIL_STATUSES,
  SavedViewList: SAVED_VIEW_LISTS,
  ViewSharing: VIEW_SHARING,
  Period: PERIODS,
  AnalyticsVariant: ANALYTICS_VARIANTS,
  BulkRowOutcome: BULK_ROW_RESULTS,
};

const valuesKey = (values: readonly string[]) => [...values].sort().join('|');

/** The scalar an enum of these values is answered as. */
function enumScalar(values: readonly string[]): string {
  const key = valuesKey(values);
  const found = Object.entries(ENUM_SCALARS).find(([, known]) => valuesKey(known) === key);
  if (!found) throw new Error(`No scalar for the contract enum ${values.join(', ')}: name it in ENUM_SCALARS (scripts/gateway-sdl.ts)`);
  return found[0];
}

/** A record's contract as SDL: the object type's field lines and the whole input type. */
export interface ContractSdl {
  fields: Record<string, string | null>;
  input: string;
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

/** A number schema checked to be whole (`z.int()` as a check, or the schema itself an int format). */
function isWhole(schema: Schema): boolean {
  const formats = [schema, ...(schema._zod.def.checks ?? [])].map((check) => check._zod.def as { check?: string; format?: string });
  return formats.some((def) => def.check === 'number_format' && /int/.test(def.format ?? ''));
}

/**
 * The GraphQL type of a field without its outer `!`; `nested` names (and declares) the input type of
 * an object; `answered`: the object type's (an enum its scalar), else the input type's.
 */
function graphqlType(schema: Schema, nested: (shape: Shape) => string, answered = false): string {
  const inner = accepted(schema);
  const def = inner._zod.def;
  switch (def.type) {
    case 'enum':
      return answered ? enumScalar(Object.values((def as z.core.$ZodEnumDef).entries).map(String)) : 'String';
    case 'string':
    case 'literal':
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'number':
      return isWhole(inner) ? 'Int' : 'Float';
    case 'array':
      return `[${graphqlType((def as z.core.$ZodArrayDef).element, nested, answered)}!]`;
    case 'object':
      return nested((def as z.core.$ZodObjectDef).shape);
    case 'union': {
      const options = (def as z.core.$ZodUnionDef).options.map((option) => graphqlType(option, nested, answered));
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

/** A field line, its description first (a GraphQL string: JSON's escapes are GraphQL's). */
function line(name: string, type: string, schema: Schema): string {
  const doc = description(schema);
  return `${doc ? `${JSON.stringify(doc)} ` : ''}${name}: ${type}`;
}

const requiredInBody = (schema: Schema) => !z.safeParse(schema, undefined).success;
const emptyIsNull = (schema: Schema) =>
  [null, undefined].some((value) => {
    const result = z.safeParse(schema, value);
    return result.success && result.data === null;
  });

const capitalized = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** The object type's field lines and `input ${type}Input` (with the input types of its object lists) of a contract. */
export function sdlFromContract(type: string, contract: Contract): ContractSdl {
  const shape = contract._zod.def.shape as Shape;
  const declared: string[] = [];
  const inputLine = (name: string, gql: string, schema: Schema) => line(name, gql + (requiredInBody(schema) ? '!' : ''), schema);
  const inputType = (name: string, fieldShape: Shape): string => {
    const lines = Object.entries(fieldShape).map(([field, schema]) => {
      const nested = () => {
        throw new Error(`${type}.${name}.${field}: objects nest one level`);
      };
      return inputLine(field, graphqlType(schema, nested), schema);
    });
    declared.push(`  input ${name} {\n    ${lines.join('\n    ')}\n  }\n`);
    return name;
  };
  const inputs: string[] = [];
  const fields: Record<string, string | null> = {};
  for (const [name, schema] of Object.entries(shape)) {
    const gql = graphqlType(schema, (fieldShape) => inputType(`${type}${capitalized(name)}Input`, fieldShape));
    inputs.push(inputLine(name, gql, schema));
    // A list of objects is what a write sends (ids and prices); the record answers it otherwise.
    const answer = () => graphqlType(schema, () => 'Input', true) + (emptyIsNull(schema) ? '' : '!');
    fields[name] = gql.includes('Input') ? null : line(name, answer(), schema);
  }
  const input = `  input ${type}Input {\n    ${inputs.join('\n    ')}\n    revision: Int\n  }\n`;
  return { fields, input: `\n${[...declared, input].join('\n')}` };
}

/** A string as a template literal of the generated module. */
const literal = (text: string) => `\`${text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`)}\``;

/** The text of src/gateway/generated/record-sdl.ts. */
export function recordSdlModule(contracts: Readonly<Record<string, Contract>> = RECORD_CONTRACTS): string {
  const records = Object.entries(contracts).map(([type, contract]) => {
    const { fields, input } = sdlFromContract(type, contract);
    const fieldLines = Object.entries(fields).map(([name, value]) => `      ${name}: ${value === null ? 'null' : literal(value)},`);
    return `  ${type}: {\n    fields: {\n${fieldLines.join('\n')}\n    },\n    input: ${literal(input)},\n  },`;
  });
  const scalars = Object.entries(ENUM_SCALARS);
  const enumScalarSdl = `\n${scalars.map(([name, values]) => `  "One of: ${values.join(', ')}."\n  scalar ${name}\n`).join('\n')}`;
  const enumUnions = scalars.map(([name, values]) => `  ${name}: ${values.map((value) => `'${value}'`).join(' | ')};`).join('\n');
  return `// Generated from the zod contracts (src/domain/contracts) by scripts/gateway-sdl.ts: do not edit; run \`npm run generate:sdl\`.
// Plain strings: the gateway imports no zod at run time (ADR 0263).

/** A record's contract as SDL: the object type's field lines (null for a list of objects, answered otherwise) and the whole input type. */
export interface ContractSdl {
  readonly fields: Readonly<Record<string, string | null>>;
  readonly input: string;
}

export const RECORD_SDL = {
${records.join('\n')}
} as const satisfies Readonly<Record<string, ContractSdl>>;

/** The named scalars the gateway answers string unions as (ADR 0281): the schema declares them (src/gateway/schema.ts). */
export const ENUM_SCALAR_SDL = ${literal(enumScalarSdl)};

/** Each scalar's union: src/gateway/graphql.ts maps the scalars to them, so a typed document's result carries the union. */
export interface EnumScalars {
${enumUnions}
}
`;
}
