/**
 * Binds the dashboard's live machine (src/machines/dashboard-live.ts) to the one realtime stream of
 * the tab (no second socket): pushed `record:changed` events and a restored connection go in, and each
 * `refresh` it emits refetches exactly the named cards, each through the refetch its card registered.
 * Everything is unsubscribed and stopped when the dashboard closes.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import type { DashboardCard } from '../../domain/dashboard-cards';
import { dashboardLiveMachine } from '../../machines/dashboard-live';
import { connectionStateOf } from '../../machines/realtime';
import { useRealtime } from '../notifications/RealtimeProvider';

/** Where each shown card registers how to refetch itself. */
export type CardRegistry = Map<DashboardCard, () => void>;

export const CardRegistryContext = createContext<CardRegistry | null>(null);

export function useDashboardLive(cards: readonly DashboardCard[]): CardRegistry {
  const registry = useMemo<CardRegistry>(() => new Map(), []);
  const live = useActorRef(dashboardLiveMachine, { input: { cards } });
  const realtime = useRealtime();

  useEffect(() => {
    live.send({ type: 'cards.shown', cards });
  }, [live, cards]);

  useEffect(() => {
    const subscription = live.on('refresh', ({ cards: stale }) => {
      for (const card of stale) registry.get(card)?.();
    });
    return () => subscription.unsubscribe();
  }, [live, registry]);

  useEffect(() => {
    if (!realtime) return;
    // Only a connection that was lost counts as restored, not the first connect after a page load.
    const down = (state: string) => state === 'reconnecting' || state === 'offline';
    let wasDown = down(connectionStateOf(realtime.actor.getSnapshot()));
    const subscriptions = [
      realtime.actor.on('record', ({ change }) => live.send({ type: 'record.changed', recordType: change.type })),
      realtime.actor.subscribe((snapshot) => {
        const state = connectionStateOf(snapshot);
        if (state === 'live' && wasDown) live.send({ type: 'connection.restored' });
        if (state === 'live' || down(state)) wasDown = down(state);
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [realtime, live]);

  return registry;
}

/** A card's refetch, registered while the card is shown. */
export function useLiveCard(card: DashboardCard, refetch: () => void): void {
  const registry = useContext(CardRegistryContext);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);
  useEffect(() => {
    if (!registry) return;
    registry.set(card, () => latest.current());
    return () => {
      registry.delete(card);
    };
  }, [registry, card]);
}
