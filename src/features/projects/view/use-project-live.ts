/**
 * Keeps an open project chat live (DESIGN §6, ADR 0125): a message someone posts arrives whole in
 * the `conversation:new` it raises (`chatMessage`) and goes to `receive`, which writes it into the
 * cached thread, so it shows without a call. Another reader's receipt in it (`chat:read`, so the
 * author's "Seen by" follows) calls `reload`, at once for one receipt and coalesced for a burst
 * (src/gateway/coalesce.ts). The post's `record:changed` of the project refetches the thread with
 * the rest of the view through the live exchange (LIST_FIELDS in live-records.ts), so an edit or a
 * delete shows too and the pushed message is confirmed by the server's page.
 */
import { useEffect, useRef, useState } from 'react';
import { COALESCE_MS } from '../../../gateway/live-records';
import { createCoalescer } from '../../../gateway/coalesce';
import type { PushedChatMessage } from '../../../machines/realtime';
import { useRealtime } from '../../notifications/RealtimeProvider';

export interface ChatLive {
  /** A message pushed whole: into the cached thread. */
  receive(message: PushedChatMessage): void;
  /** Receipts moved: the thread asks again. */
  reload(): void;
}

export function useProjectChatLive(projectId: string, live: ChatLive): void {
  const realtime = useRealtime();
  const latest = useRef(live);
  useEffect(() => {
    latest.current = live;
  }, [live]);
  useEffect(() => {
    if (!realtime) return;
    const reload = createCoalescer<'receipt'>(COALESCE_MS, () => latest.current.reload());
    const subscriptions = [
      realtime.actor.on('chatMessage', ({ message }) => {
        if (String(message.project_id) === projectId) latest.current.receive(message);
      }),
      realtime.actor.on('chatRead', ({ receipt }) => {
        if (String(receipt.project_id) === projectId && receipt.user_id !== realtime.userId) reload.add('receipt');
      }),
    ];
    return () => {
      reload.dispose();
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
