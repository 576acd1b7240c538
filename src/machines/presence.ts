/**
 * What one screen knows of the others at its project or record (issue 16): the seats the server last
 * sent (`presence:state`), who is typing in its chat and until when, and the lines the screen shows.
 * A pure reducer: time comes in as `now`, so tests need no clock.
 */
import { samePlace, TYPING_THROTTLE_MS, TYPING_TTL_MS, type PresencePlace, type PresencePush, type PresenceSeat } from '../domain/presence';

export interface Typist {
  tab: string;
  user_id: number;
  name: string;
  /** When "… is typing…" goes unless another signal comes (ms since the epoch). */
  until: number;
}

export interface PresenceView {
  place: PresencePlace;
  seats: PresenceSeat[];
  typing: Typist[];
}

export type PresenceViewEvent = { type: 'pushed'; push: PresencePush; now: number } | { type: 'tick'; now: number };

/** Someone else at the place: one entry per user, whatever number of tabs they have open there. */
export interface PresentPerson {
  user_id: number;
  name: string;
  image_uri: string | null;
  /** On the edit screen in any of their tabs. */
  editing: boolean;
}

export const emptyPresence = (place: PresencePlace): PresenceView => ({ place, seats: [], typing: [] });

/** The view after a push about its place (pushes about other places change nothing) or a clock tick. */
export function reducePresence(view: PresenceView, event: PresenceViewEvent): PresenceView {
  if (event.type === 'tick') {
    const typing = view.typing.filter((typist) => typist.until > event.now);
    return typing.length === view.typing.length ? view : { ...view, typing };
  }
  const { name, payload } = event.push;
  if (!samePlace(payload, view.place)) return view;
  if (name === 'presence:state') {
    // A tab that left stops typing with it.
    return { ...view, seats: payload.people, typing: view.typing.filter((typist) => payload.people.some((seat) => seat.tab === typist.tab)) };
  }
  const others = view.typing.filter((typist) => typist.tab !== payload.tab);
  const typing = payload.typing ? [...others, { tab: payload.tab, user_id: payload.user_id, name: payload.name, until: event.now + TYPING_TTL_MS }] : others;
  return { ...view, typing };
}

/** Everyone at the place but `selfId`, by name. */
export function othersAt(view: PresenceView, selfId: number): PresentPerson[] {
  const people = new Map<number, PresentPerson>();
  for (const seat of view.seats) {
    if (seat.user_id === selfId) continue;
    const known = people.get(seat.user_id);
    people.set(seat.user_id, { user_id: seat.user_id, name: seat.name, image_uri: seat.image_uri, editing: seat.editing || (known?.editing ?? false) });
  }
  return [...people.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

/** The names of the others typing (a `tick` drops those whose time ran out), by name. */
export function typingNames(view: PresenceView, selfId: number): string[] {
  const names = new Map(view.typing.filter((typist) => typist.user_id !== selfId).map((typist) => [typist.user_id, typist.name]));
  return [...names.values()].sort((a, b) => a.localeCompare(b));
}

/** When the next "is typing" runs out (null: nobody is typing). */
export function nextExpiry(view: PresenceView): number | null {
  return view.typing.length === 0 ? null : Math.min(...view.typing.map((typist) => typist.until));
}

/** Whether a keystroke now sends a typing signal, the last one having gone at `lastSentAt` (null: none yet). */
export function typingSignalDue(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_THROTTLE_MS;
}

/**
 * @example nameList(['Ann']) // 'Ann'
 * @example nameList(['Ann', 'Bo', 'Cy']) // 'Ann, Bo and Cy'
 * @example nameList(['Ann', 'Bo', 'Cy', 'Di']) // 'Ann, Bo and 2 others'
 */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/** The accessible name of the avatars of the others: "Also viewing: Carla Mendes". */
export const alsoViewingLabel = (names: readonly string[]) => `Also viewing: ${nameList(names)}`;

/** "Carla Mendes is typing…", "Ann and Bo are typing…"; empty when nobody is. */
export function typingLine(names: readonly string[]): string {
  if (names.length === 0) return '';
  return `${nameList(names)} ${names.length === 1 ? 'is' : 'are'} typing…`;
}

/** "Carla Mendes is editing", "Ann and Bo are editing"; empty when nobody is. */
export function editingLine(names: readonly string[]): string {
  if (names.length === 0) return '';
  return `${nameList(names)} ${names.length === 1 ? 'is' : 'are'} editing`;
}
