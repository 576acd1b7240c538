/**
 * Mentions and receipts in the project chat (issue 16), pure: where an "@…" being typed starts, what
 * choosing a person makes of the text, which chosen people the text still names, how a message's
 * text splits into plain runs and "@Name" mentions, and the "Seen by …" line under one's message.
 */

/** The longest "@…" still read as a name being typed (names have spaces: "@Carla Me"). */
const MAX_QUERY = 40;

export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  /** What follows it up to the caret. */
  query: string;
}

/**
 * The mention being typed at `caret`: an "@" at the start or after white space, then no line break
 * and at most MAX_QUERY characters up to the caret.
 * @example mentionQuery('Hi @Car', 7) // { start: 3, query: 'Car' }
 * @example mentionQuery('mail a@b', 8) // null
 */
export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || caret - start - 1 > MAX_QUERY) return null;
  if (start > 0 && !/\s/.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (/[\n\r@]/.test(query) || query.startsWith(' ')) return null;
  return { start, query };
}

/** The people whose name has a word starting with the query (case-insensitive), in their order. */
export function matchingPeople<P extends { name: string }>(people: readonly P[], query: string, limit = 8): P[] {
  const wanted = query.trim().toLocaleLowerCase('en');
  const found = people.filter((person) => {
    const name = person.name.toLocaleLowerCase('en');
    return wanted === '' || name.startsWith(wanted) || name.split(/\s+/).some((word) => word.startsWith(wanted));
  });
  return found.slice(0, limit);
}

/**
 * The text with the "@query" at `query.start` replaced by "@Name " and where the caret goes.
 * @example insertMention('Hi @Car, ok', { start: 3, query: 'Car' }, 'Carla Mendes') // { text: 'Hi @Carla Mendes , ok', caret: 17 }
 */
export function insertMention(text: string, query: MentionQuery, name: string): { text: string; caret: number } {
  const end = query.start + 1 + query.query.length;
  const inserted = `@${name} `;
  return { text: text.slice(0, query.start) + inserted + text.slice(end), caret: query.start + inserted.length };
}

/** The ids of the chosen people the text still names as "@Name" (a name deleted from the text is no mention). */
export function mentionedIds<P extends { id: string; name: string }>(text: string, chosen: readonly P[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id))];
}

export interface TextPart {
  text: string;
  /** Set when the run is "@Name" of a mentioned person. */
  mention?: string;
}

/**
 * A message's text as plain runs and "@Name" mentions of the given names (longest names first, so
 * "@Ann Lee" wins over "@Ann").
 * @example mentionParts('Hi @Ann Lee!', ['Ann Lee']) // [{ text: 'Hi ' }, { text: '@Ann Lee', mention: 'Ann Lee' }, { text: '!' }]
 */
export function mentionParts(text: string, names: readonly string[]): TextPart[] {
  const sorted = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [{ text }];
  const parts: TextPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const name = text[i] === '@' ? sorted.find((candidate) => text.startsWith(candidate, i + 1)) : undefined;
    if (name === undefined) {
      plain += text[i];
      i += 1;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ text: `@${name}`, mention: name });
    i += name.length + 1;
  }
  if (plain) parts.push({ text: plain });
  return parts;
}

/**
 * The line under one's newest message: who has read it.
 * @example seenLine(['Carla Mendes']) // 'Seen by Carla Mendes'
 * @example seenLine(['A', 'B', 'C', 'D', 'E']) // 'Seen by A, B, C and 2 others'
 */
export function seenLine(names: readonly string[], shown = 3): string | null {
  if (names.length === 0) return null;
  if (names.length <= shown) return `Seen by ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`}`;
  const rest = names.length - shown;
  return `Seen by ${names.slice(0, shown).join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
}
