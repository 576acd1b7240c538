/**
 * Keeps an open project chat live (DESIGN §6): a new chat entry about the project (`conversation:new`
 * with its project_id) and another reader's receipt in it (`chat:read`, so the author's "Seen by"
 * follows) call `onChange`, batched so a burst refetches once. `record:changed` of the project
 * refetches the whole view through the live exchange (LIST_FIELDS in live-records.ts).
 */
import { useEffect, useRef, useState } from 'react';
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
      realtime.actor.on('chatRead', ({ receipt }) => {
        if (String(receipt.project_id) === projectId && receipt.user_id !== realtime.userId) changed();
      }),
    ];
    return () => {
      clearTimeout(timer);
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [realtime, projectId]);
}

/**
 * While the thread is on screen (its element intersects the viewport and the tab is visible), this
 * tab watches the project's thread: new chat entries about it do not raise the badge (the thread
 * reads them). Answers whether the thread is on screen.
 */
export function useWatchedThread(projectId: string, element: HTMLElement | null): boolean {
  const realtime = useRealtime();
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    if (!element) return;
    let intersecting = false;
    const update = () => setOnScreen(intersecting && document.visibilityState === 'visible');
    const observer = new IntersectionObserver((entries) => {
      intersecting = entries.some((entry) => entry.isIntersecting);
      update();
    });
    observer.observe(element);
    document.addEventListener('visibilitychange', update);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', update);
      setOnScreen(false);
    };
  }, [element]);
  useEffect(() => {
    if (!realtime || !onScreen) return;
    realtime.actor.send({ type: 'thread.watch', projectId: Number(projectId) });
    return () => realtime.actor.send({ type: 'thread.watch', projectId: null });
  }, [realtime, projectId, onScreen]);
  return onScreen;
}
