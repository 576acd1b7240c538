/**
 * Presence (issue 16): who else has a project or record open, who is typing in a project's chat and
 * who is editing. The socket events of docs/realtime.md, shared by the server and the client. Presence
 * lives in memory per socket, keyed by a tab id the client makes, so a socket that carries several
 * tabs (a leader tab relaying for the others) still has one seat per tab.
 */
import { RECORD_TYPES, type RecordType } from './record-events';

/** A project or record a tab has open. */
export interface PresencePlace {
  type: RecordType;
  id: number;
}

/** Client → server: this tab has the place open (viewing, or on its edit screen). Ack: `PresenceAnswer`. */
export interface PresenceJoin extends PresencePlace {
  tab: string;
  editing: boolean;
}

/** Client → server: this tab left the place. */
export interface PresenceLeave extends PresencePlace {
  tab: string;
}

/** Client → server: this tab is typing in the place's chat (true, repeated while keys are pressed) or stopped (sent). */
export interface PresenceTypingSignal extends PresencePlace {
  tab: string;
  typing: boolean;
}

/** The answer to a join: refused when the place is outside the caller's scope or the payload is malformed. */
export type PresenceAnswer = { ok: true } | { ok: false; error: 'forbidden' | 'invalid' };

/** One tab present at a place. */
export interface PresenceSeat {
  tab: string;
  user_id: number;
  name: string;
  image_uri: string | null;
  editing: boolean;
}

/** Server → client `presence:state`: every tab now at the place (sent on each change to the place's room). */
export interface PresenceState extends PresencePlace {
  people: PresenceSeat[];
}

/** Server → client `presence:typing`: someone at the place is typing in its chat, or stopped. */
export interface PresenceTyping extends PresencePlace {
  tab: string;
  user_id: number;
  name: string;
  typing: boolean;
}

/** What the server pushes about presence, as the client receives it. */
export type PresencePush = { name: 'presence:state'; payload: PresenceState } | { name: 'presence:typing'; payload: PresenceTyping };

export const PRESENCE_PUSHES = ['presence:state', 'presence:typing'] as const;

/** The socket.io room of a place: its present tabs' sockets, whatever server process holds them. */
export const presenceRoom = (place: PresencePlace) => `presence:${place.type}:${place.id}`;

export const samePlace = (a: PresencePlace, b: PresencePlace) => a.type === b.type && a.id === b.id;

/** A composer sends "typing" at most this often while keys are pressed. */
export const TYPING_THROTTLE_MS = 2_000;
/** "… is typing…" goes this long after the last signal (a signal every 2 s keeps it while typing goes on). */
export const TYPING_TTL_MS = 4_000;

const TAB = /^[A-Za-z0-9_-]{1,64}$/;

function isPlace(value: Record<string, unknown>): boolean {
  return (RECORD_TYPES as readonly unknown[]).includes(value.type) && Number.isSafeInteger(value.id) && (value.id as number) > 0 && typeof value.tab === 'string' && TAB.test(value.tab);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The join a client sent, or null when it is malformed. */
export function parseJoin(value: unknown): PresenceJoin | null {
  if (!isRecord(value) || !isPlace(value) || typeof value.editing !== 'boolean') return null;
  return { type: value.type as RecordType, id: value.id as number, tab: value.tab as string, editing: value.editing };
}

/** The leave a client sent, or null when it is malformed. */
export function parseLeave(value: unknown): PresenceLeave | null {
  if (!isRecord(value) || !isPlace(value)) return null;
  return { type: value.type as RecordType, id: value.id as number, tab: value.tab as string };
}

/** The typing signal a client sent, or null when it is malformed. */
export function parseTyping(value: unknown): PresenceTypingSignal | null {
  if (!isRecord(value) || !isPlace(value) || typeof value.typing !== 'boolean') return null;
  return { type: value.type as RecordType, id: value.id as number, tab: value.tab as string, typing: value.typing };
}
