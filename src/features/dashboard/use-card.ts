/**
 * One dashboard card's data: its own query (so each card loads, fails and refreshes on its own),
 * fetched again whenever the dashboard opens (`cache-and-network`: the cached numbers show at once,
 * and events missed while it was closed are caught up), and refetched by the live machine.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useQuery, type CombinedError } from 'urql';
import type { DashboardCard } from '../../domain/dashboard-cards';
import { reloadOf } from '../../gateway/reload';
import { DASHBOARD_CARD_QUERY, type CardData } from '../../gateway/resources/dashboard';
import { useLiveCard } from './use-dashboard-live';

export interface CardState<T> {
  data: T | null;
  fetching: boolean;
  error: CombinedError | undefined;
  /** Asks again, from the network. */
  retry(): void;
}

export function useCard<C extends DashboardCard>(card: C, customerId: number | undefined): CardState<CardData[C]> {
  const [result, reexecute] = useQuery({
    query: DASHBOARD_CARD_QUERY,
    variables: { card, customer_id: customerId ?? null },
    requestPolicy: 'cache-and-network',
  });
  const refetch = useMemo(() => reloadOf(reexecute), [reexecute]);
  useLiveCard(card, refetch);
  // The DashboardData scalar is JSON: its shape is the asked card's (CardData).
  const data = (result.data?.dashboardCard ?? null) as CardData[C] | null;
  // The card's first answer is laid out in a transition (ADR 0268): React builds its content in
  // slices between which input is handled, not in one task per arriving answer. Later answers (live
  // refreshes) update in place as they come.
  const [shown, setShown] = useState(data !== null);
  useEffect(() => {
    if (!shown && data !== null) startTransition(() => setShown(true));
  }, [shown, data]);
  const { error } = result;
  if (!shown) return { data: null, fetching: result.fetching || data !== null, error, retry: refetch };
  return { data, fetching: result.fetching, error, retry: refetch };
}
