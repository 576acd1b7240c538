/**
 * The answer types of the project view and of Manage Storage / Approvals as SDL, generated at build
 * time from the JSON Schemas their routes answer with (the schemas fast-json-stringify writes and the
 * OpenAPI document shows), so no answer's shape is written again in the gateway (issue 13 §1, ADR
 * 0307). `answerSdlModule()` writes the text of
 * src/gateway/generated/answer-sdl.ts; `npm run generate:sdl` writes it and
 * tests/unit/gateway-answer-sdl.test.ts fails when the committed one is stale.
 *
 * The rule, field by field:
 * - `id` is `ID`; another integer `Int` (a 64-bit one, `format: int64`, is a `Float`: GraphQL's Int
 *   is 32-bit and a customer's storage passes 2 GB), a number `Float`, a boolean `Boolean`, text `String` (an enum
 *   the named scalar of ENUM_SCALARS with the same values, else `String`), a list `[T!]`: a list's
 *   items are never null (a person's null is for a missing author, not a list entry);
 * - an object is the type `NAMED` gives its schema (the same object, not an equal one), one of the
 *   answers, or the type `INLINE` names for its field (declared beside the answer); an object of open
 *   properties is the scalar `OPEN` names for its field;
 * - a field is `!` when the schema requires it and its type does not admit null;
 * - a schema's `description` is the field's.
 */
import { linkSchema, optionSchema } from '../server/records/fields';
import { personSchema } from '../server/modules/projects/collab';
import { chatReceiptSchema } from '../server/modules/projects/chat-reads';
import { projectFileSchema } from '../server/modules/projects/project-files';
import { addendumSchema } from '../server/modules/projects/routes/addenda';
import { messageSchema } from '../server/modules/projects/routes/chat';
import { activitySchema } from '../server/modules/projects/routes/lifecycle';
import { projectCountsSchema } from '../server/modules/projects/routes/projects';
import { dueRequestSchema, hoursRequestSchema } from '../server/modules/projects/routes/requests';
import { commentSchema, rfiSchema } from '../server/modules/projects/routes/rfis';
import { storageFileSchema } from '../server/modules/storage/files';
import { storageRequestSchema } from '../server/modules/storage/requests';
import { fileDetailsSchema, removedSchema, usageSchema } from '../server/modules/storage/routes';
import { ENUM_SCALARS } from './gateway-sdl';

/** The part of JSON Schema the answers use. */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  readonly items?: AnswerSchema;
  readonly enum?: readonly unknown[];
  readonly description?: string;
  readonly format?: string;
}

/** Per gateway resource, each generated type and the schema of what the server answers for it; a new answer gets a line here. */
export const ANSWERS = {
  projectView: {
    Person: personSchema,
    ProjectCounts: projectCountsSchema,
    ProjectMessage: messageSchema,
    ProjectChatReceipt: chatReceiptSchema,
    ProjectActivity: activitySchema,
    ProjectFile: projectFileSchema,
    ProjectAddendum: addendumSchema,
    ProjectRfi: rfiSchema,
    ProjectRfiComment: commentSchema,
    ProjectDueRequest: dueRequestSchema,
    ProjectHoursRequest: hoursRequestSchema,
  },
  storage: {
    StorageUsage: usageSchema,
    StorageFile: storageFileSchema,
    StorageFileDetails: fileDetailsSchema,
    StorageRemoved: removedSchema,
    StorageRequest: storageRequestSchema,
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, AnswerSchema>>>>;

/** Objects answered as a type declared elsewhere: a link is a person without a picture (image_uri null). */
const NAMED = new Map<AnswerSchema, string>([
  [linkSchema, 'Person'],
  [optionSchema, 'NamedRef'],
]);

/** Objects written inside an answer, each declared as this type beside it. */
const INLINE: Readonly<Record<string, string>> = { 'StorageUsage.pending_request': 'StoragePendingRequest', 'StorageFile.project': 'StorageFileProject' };

/** Objects of open properties, each a JSON scalar of the gateway (src/gateway/graphql.ts types it). */
const OPEN: Readonly<Record<string, string>> = { 'ProjectActivity.changes': 'ProjectChanges' };

const valuesKey = (values: readonly unknown[]) => values.map(String).sort().join('|');

const admitsNull = (schema: AnswerSchema) => [schema.type].flat().includes('null');

/** The types one group declares: its answers, then the inline objects met in them. */
function declarations(answers: Readonly<Record<string, AnswerSchema>>, named: ReadonlyMap<AnswerSchema, string>): string[] {
  const queue = Object.entries(answers);
  const declared: string[] = [];

  function typeOf(owner: string, field: string, schema: AnswerSchema): string {
    const type = [schema.type ?? 'object'].flat().find((name) => name !== 'null');
    if (field === 'id') return 'ID';
    switch (type) {
      case 'integer':
        return schema.format === 'int64' ? 'Float' : 'Int';
      case 'number':
        return 'Float';
      case 'boolean':
        return 'Boolean';
      case 'string': {
        const values = schema.enum;
        const scalar = values && Object.entries(ENUM_SCALARS).find(([, known]) => valuesKey(known) === valuesKey(values));
        return scalar ? scalar[0] : 'String';
      }
      case 'array':
        if (!schema.items) throw new Error(`${owner}.${field}: a list without items`);
        return `[${typeOf(owner, field, schema.items)}!]`;
      case 'object': {
        const path = `${owner}.${field}`;
        const inline = schema.properties && INLINE[path];
        if (inline) queue.push([inline, schema]);
        const name = named.get(schema) ?? inline ?? (schema.properties ? undefined : OPEN[path]);
        if (!name) throw new Error(`${path}: name this object's type in NAMED, INLINE or OPEN (scripts/gateway-answer-sdl.ts)`);
        return name;
      }
      default:
        throw new Error(`${owner}.${field}: no GraphQL type for JSON Schema type ${String(type)}`);
    }
  }

  for (let next = queue.shift(); next; next = queue.shift()) {
    const [type, schema] = next;
    const lines = Object.entries(schema.properties ?? {}).map(([field, property]) => {
      const doc = property.description ? `${JSON.stringify(property.description)} ` : '';
      const always = schema.required?.includes(field) && !admitsNull(property);
      return `    ${doc}${field}: ${typeOf(type, field, property)}${always ? '!' : ''}`;
    });
    declared.push(`  type ${type} {\n${lines.join('\n')}\n  }\n`);
  }
  return declared;
}

/** Each group's `type X { … }` declarations, its answers' fields in the schemas' order. */
export function sdlFromAnswers<G extends string>(groups: Readonly<Record<G, Readonly<Record<string, AnswerSchema>>>>): Record<G, string> {
  const answers = Object.values<Readonly<Record<string, AnswerSchema>>>(groups).flatMap((group) => Object.entries(group));
  const named = new Map([...NAMED, ...answers.map(([name, schema]) => [schema, name] as const)]);
  const entries = Object.entries<Readonly<Record<string, AnswerSchema>>>(groups).map(([group, members]) => [group, declarations(members, named).join('\n')]);
  return Object.fromEntries(entries) as Record<G, string>;
}

/** A string as a template literal of the generated module. */
const literal = (text: string) => `\`\n${text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`)}\``;

/** The text of src/gateway/generated/answer-sdl.ts. */
export function answerSdlModule(): string {
  const groups = Object.entries(sdlFromAnswers(ANSWERS)).map(([group, sdl]) => `  ${group}: ${literal(sdl)},`);
  return `// Generated from the server's answer schemas by scripts/gateway-answer-sdl.ts: do not edit; run \`npm run generate:sdl\`.

/** Each gateway resource's answer types (ADR 0307): src/gateway/resources/<resource>.ts declares its queries over them. */
export const ANSWER_SDL = {
${groups.join('\n')}
} as const;
`;
}
