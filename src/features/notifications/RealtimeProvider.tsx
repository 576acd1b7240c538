/**
 * Binds the realtime machine to the browser while signed in: the socket (src/gateway/socket.ts; one per
 * browser, held by a leader tab: src/gateway/tab-leader.ts), the REST calls, the last seq in local
 * storage, desktop notifications, live lists and the session. It is mounted per signed-in user
 * (SignedInApp); unmounting it (sign-out) stops the machine, which closes the socket (or leaves the
 * browser's one to another tab).
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createHttpClient } from '../../gateway/http';
import type { LiveRecords } from '../../gateway/live-records';
import { createNotificationsApi, type NotificationsApi } from '../../gateway/notifications-api';
import { socketActor } from '../../gateway/socket';
import { tabSocketActor } from '../../gateway/tab-leader';
import { feedMachine, realtimeMachine, type RealtimeActor } from '../../machines/realtime';
import { PresenceContext, type PresenceChannel } from '../../ui/presence';
import { RecordChangesContext, type SubscribeToRecordChanges } from '../../ui/record-changes';
import { showDesktopNotice } from './desktop';

interface RealtimeBinding {
  actor: RealtimeActor;
  api: NotificationsApi;
  userId: number;
}

const RealtimeContext = createContext<RealtimeBinding | null>(null);

/** Where the last applied seq of a user is kept, shared by the tabs: a new tab asks only for what came after. */
export const lastSeqKey = (userId: number) => `portal.lastSeq.${userId}`;

/** This tab's presence id (docs/realtime.md#presence): random per page load; works outside a secure context too. */
const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

function readLastSeq(userId: number): number {
  const value = Number(localStorage.getItem(lastSeqKey(userId)) ?? '0');
  return Number.isInteger(value) && value > 0 ? value : 0;
}

interface Props {
  userId: number;
  getToken(): string | null;
  live: LiveRecords;
  onSessionChanged(): void;
  onUnauthorized(): void;
  children: ReactNode;
}

export function RealtimeProvider({ userId, getToken, live, onSessionChanged, onUnauthorized, children }: Props) {
  const api = useMemo(() => createNotificationsApi(createHttpClient({ getToken })), [getToken]);
  const machine = useMemo(
    () =>
      realtimeMachine.provide({
        actors: {
          socket: tabSocketActor({ userId, socket: socketActor({ getToken }) }),
          feed: feedMachine.provide({
            actors: {
              loadRecent: fromPromise(({ input, signal }) => api.recent(input.kind, signal)),
              act: fromPromise(async ({ input }) => {
                switch (input.action) {
                  case 'markSeen':
                    return api.update(input.kind, input.id, { is_seen: true });
                  case 'markAllRead':
                    return api.markAllRead(input.kind, userId);
                  case 'clearAll':
                    return api.clearAll(input.kind, userId, input.ids);
                }
              }),
            },
            actions: { 'log failure': (_, { error }) => console.error('A notification call failed', error) },
          }),
        },
      }),
    [api, getToken, userId],
  );
  const actor = useActorRef(machine, { input: { lastSeq: readLastSeq(userId), tab: TAB_ID } });
  useEffect(() => {
    const subscriptions = [
      actor.on('seq', ({ seq }) => {
        if (seq > readLastSeq(userId)) localStorage.setItem(lastSeqKey(userId), String(seq));
      }),
      actor.on('desktop', ({ kind, seq, item }) => showDesktopNotice(userId, kind, seq, item)),
      actor.on('sessionChanged', () => onSessionChanged()),
      actor.on('record', ({ change }) => live.changed(change.type)),
      actor.on('expired', () => onUnauthorized()),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, userId, live, onSessionChanged, onUnauthorized]);
  useEffect(() => {
    // A closing tab leaves its places at once (its seats may sit on another tab's socket).
    const leave = () => actor.send({ type: 'presence.leaveAll' });
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [actor]);
  const binding = useMemo(() => ({ actor, api, userId }), [actor, api, userId]);
  const subscribeToChanges = useMemo<SubscribeToRecordChanges>(
    () => (listener) => {
      const subscription = actor.on('record', ({ change }) => listener(change));
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const presence = useMemo<PresenceChannel>(
    () => ({
      selfId: userId,
      send: (command) => actor.send(command),
      subscribe: (listener) => {
        const subscription = actor.on('presence', ({ push }) => listener(push));
        return () => subscription.unsubscribe();
      },
    }),
    [actor, userId],
  );
  return (
    <RealtimeContext.Provider value={binding}>
      <RecordChangesContext.Provider value={subscribeToChanges}>
        <PresenceContext.Provider value={presence}>{children}</PresenceContext.Provider>
      </RecordChangesContext.Provider>
    </RealtimeContext.Provider>
  );
}

export function useRealtime(): RealtimeBinding | null {
  return useContext(RealtimeContext);
}
