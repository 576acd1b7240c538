/**
 * The project view's answer types as SDL, generated at build time from the JSON Schemas its routes
 * answer with (the schemas fast-json-stringify writes and the OpenAPI document shows), so no answer's
 * shape is written again in the gateway (issue 13 §1, ADR 0307). `answerSdlModule()` writes the text of
 * src/gateway/generated/answer-sdl.ts; `npm run generate:sdl` writes it and
 * tests/unit/gateway-answer-sdl.test.ts fails when the committed one is stale.
 *
 * The rule, field by field:
 * - `id` is `ID`; another integer `Int`, a number `Float`, a boolean `Boolean`, text `String` (an enum
 *   the named scalar of ENUM_SCALARS with the same values, else `String`), a list `[T!]`: a list's
 *   items are never null (a person's null is for a missing author, not a list entry);
 * - an object is the type `NAMED` gives its schema (the same object, not an equal one), or one of the
 *   answers; an object of open properties is the scalar `OPEN` names for its field;
 * - a field is `!` unless its type admits null;
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
import { ENUM_SCALARS } from './gateway-sdl';

/** The part of JSON Schema the answers use. */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  readonly items?: AnswerSchema;
  readonly enum?: readonly unknown[];
  readonly description?: string;
}

/** Each generated type and the schema of what the server answers for it; a new answer gets a line here. */
export const PROJECT_VIEW_ANSWERS: Readonly<Record<string, AnswerSchema>> = {
  ProjectPerson: personSchema,
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
};

/** Objects answered as a type declared elsewhere: a link is a person without a picture (image_uri null). */
const NAMED = new Map<AnswerSchema, string>([
  [linkSchema, 'ProjectPerson'],
  [optionSchema, 'NamedRef'],
]);

/** Objects of open properties, each a JSON scalar of the gateway (src/gateway/graphql.ts types it). */
const OPEN: Readonly<Record<string, string>> = { 'ProjectActivity.changes': 'ProjectChanges' };

const valuesKey = (values: readonly unknown[]) => values.map(String).sort().join('|');

function typeOf(owner: string, field: string, schema: AnswerSchema, named: ReadonlyMap<AnswerSchema, string>): string {
  const type = [schema.type ?? 'object'].flat().find((name) => name !== 'null');
  if (field === 'id') return 'ID';
  switch (type) {
    case 'integer':
      return 'Int';
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
      return `[${typeOf(owner, field, schema.items, named)}!]`;
    case 'object': {
      const name = named.get(schema) ?? (schema.properties ? undefined : OPEN[`${owner}.${field}`]);
      if (!name) throw new Error(`${owner}.${field}: name this object's type in NAMED or OPEN (scripts/gateway-answer-sdl.ts)`);
      return name;
    }
    default:
      throw new Error(`${owner}.${field}: no GraphQL type for JSON Schema type ${String(type)}`);
  }
}

const admitsNull = (schema: AnswerSchema) => [schema.type].flat().includes('null');

/** `type X { … }` for each answer, its fields in the schema's order. */
export function sdlFromAnswers(answers: Readonly<Record<string, AnswerSchema>>): string {
  const named = new Map([...NAMED, ...Object.entries(answers).map(([name, schema]) => [schema, name] as const)]);
  return Object.entries(answers)
    .map(([type, schema]) => {
      const lines = Object.entries(schema.properties ?? {}).map(([field, property]) => {
        const doc = property.description ? `${JSON.stringify(property.description)} ` : '';
        return `    ${doc}${field}: ${typeOf(type, field, property, named)}${admitsNull(property) ? '' : '!'}`;
      });
      return `  type ${type} {\n${lines.join('\n')}\n  }\n`;
    })
    .join('\n');
}

/** The text of src/gateway/generated/answer-sdl.ts. */
export function answerSdlModule(): string {
  const sdl = sdlFromAnswers(PROJECT_VIEW_ANSWERS).replace(/[`\\]|\$\{/g, (match) => `\\${match}`);
  return `// Generated from the server's answer schemas by scripts/gateway-answer-sdl.ts: do not edit; run \`npm run generate:sdl\`.

/** The project view's answer types (ADR 0307): src/gateway/resources/project-view.ts declares its queries over them. */
export const PROJECT_VIEW_ANSWER_SDL = \`
${sdl}\`;
`;
}
