/**
 * Keeps an open project chat live (DESIGN §6): another reader's receipt in it (`chat:read`, so the
 * author's "Seen by" follows) calls `onChange`, at once for one receipt and coalesced for a burst
 * (src/gateway/coalesce.ts). A posted, edited or deleted message comes as `record:changed` of the
 * project, which refetches the thread with the rest of the view through the live exchange
 * (LIST_FIELDS in live-records.ts); the `conversation:new` of the same post would only ask again.
 */
import { useEffect, useRef, useState } from 'react';
import { COALESCE_MS } from '../../../gateway/live-records';
import { createCoalescer } from '../../../gateway/coalesce';
import { useRealtime } from '../../notifications/RealtimeProvider';

export function useProjectChatLive(projectId: string, onChange: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!realtime) return;
    const reload = createCoalescer<'receipt'>(COALESCE_MS, () => latest.current());
    const subscription = realtime.actor.on('chatRead', ({ receipt }) => {
      if (String(receipt.project_id) === projectId && receipt.user_id !== realtime.userId) reload.add('receipt');
    });
    return () => {
      reload.dispose();
      subscription.unsubscribe();
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
