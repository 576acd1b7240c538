/**
 * Keeps an open project chat live (DESIGN §6): a new chat entry about the project (`conversation:new`
 * with its project_id) calls `onChange`, batched so a burst refetches once. `record:changed` of the
 * project refetches the whole view through the live exchange (LIST_FIELDS in live-records.ts).
 */
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../notifications/RealtimeProvider';

const BATCH_MS = 250;

export function useProjectChatLive(projectId: string, onChange: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!realtime) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        latest.current();
      }, BATCH_MS);
    };
    const subscriptions = [
      realtime.actor.on('desktop', ({ kind, item }) => {
        if (kind === 'conversation' && String(item.project_id) === projectId) changed();
      }),
    ];
    return () => {
      clearTimeout(timer);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [realtime, projectId]);
}
