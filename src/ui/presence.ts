/**
 * Presence as the screens' kit sees it (issue 16): the realtime binding
 * (src/features/notifications/RealtimeProvider.tsx) provides a channel to the realtime machine, and a
 * screen that has a project or record open says so with `usePresence`, learning who else is there,
 * who is editing and who is typing in its chat.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { PresencePlace, PresencePush } from '../domain/presence';
import type { RecordType } from '../domain/record-events';
import { emptyPresence, nextExpiry, othersAt, reducePresence, typingNames, typingSignalDue, type PresentPerson, type PresenceView } from '../machines/presence';
import type { PresenceCommand } from '../machines/realtime';

export interface PresenceChannel {
  /** The signed-in user: never shown as someone else. */
  selfId: number;
  send(command: PresenceCommand): void;
  subscribe(listener: (push: PresencePush) => void): () => void;
}

export const PresenceContext = createContext<PresenceChannel | null>(null);

export interface PresenceAt {
  /** The others at the place, by name. */
  others: PresentPerson[];
  /** The names of the others typing in its chat now. */
  typing: string[];
  /** A key was pressed in the chat's composer: a typing signal goes out, at most every 2 s. */
  keystroke(): void;
  /** The message was sent: the others stop seeing "… is typing…" at once. */
  sent(): void;
}

/**
 * This tab is at `type` #`id` (on its edit screen when `editing`) while the calling screen is mounted.
 * Without a realtime binding (signed out, tests) or an id, nobody else is there.
 */
export function usePresence(type: RecordType | undefined, id: string | number | undefined, editing: boolean): PresenceAt {
  const channel = useContext(PresenceContext);
  const numericId = Number(id);
  const place = useMemo<PresencePlace | null>(() => (type !== undefined && Number.isSafeInteger(numericId) && numericId > 0 ? { type, id: numericId } : null), [type, numericId]);
  const [view, setView] = useState<PresenceView | null>(null);
  const lastSignal = useRef<number | null>(null);

  useEffect(() => {
    if (!channel || !place) return;
    setView(emptyPresence(place));
    // Listening before joining: the state the join causes is not missed.
    const unsubscribe = channel.subscribe((push) => setView((current) => current && reducePresence(current, { type: 'pushed', push, now: Date.now() })));
    channel.send({ type: 'presence.join', place, editing });
    return () => {
      unsubscribe();
      channel.send({ type: 'presence.leave', place });
      setView(null);
    };
  }, [channel, place, editing]);

  // "… is typing…" runs out by itself when no new signal comes.
  const expiry = view ? nextExpiry(view) : null;
  useEffect(() => {
    if (expiry === null) return;
    // At least `expiry`: a timer that fires a little early must still drop the typist it was set for.
    const timer = setTimeout(() => setView((current) => current && reducePresence(current, { type: 'tick', now: Math.max(Date.now(), expiry) })), Math.max(0, expiry - Date.now()));
    return () => clearTimeout(timer);
  }, [expiry]);

  const keystroke = useCallback(() => {
    const now = Date.now();
    if (!channel || !place || !typingSignalDue(lastSignal.current, now)) return;
    lastSignal.current = now;
    channel.send({ type: 'presence.typing', place, typing: true });
  }, [channel, place]);
  const sent = useCallback(() => {
    if (!channel || !place || lastSignal.current === null) return;
    lastSignal.current = null;
    channel.send({ type: 'presence.typing', place, typing: false });
  }, [channel, place]);

  const selfId = channel?.selfId ?? 0;
  return {
    others: view ? othersAt(view, selfId) : [],
    typing: view ? typingNames(view, selfId) : [],
    keystroke,
    sent,
  };
}
