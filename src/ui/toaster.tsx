/**
 * The portal's toasts (spec §8, §9): coloured by severity, top-right, closable, auto-closing after
 * 3000 ms, and draggable sideways — let go past 80 % of its width and the toast is dismissed.
 *
 * This module is the light front: the toast machinery and framer-motion load with the first toast,
 * so they stay out of the /login chunk (DESIGN §10).
 */
import { Suspense, lazy, useEffect, useState } from 'react';

export type Severity = 'success' | 'warning' | 'error' | 'info';

export interface Notice {
  title?: string;
  body: string;
  /** A generic notification is an error unless it says otherwise (spec §8). */
  severity?: Severity;
  /** Milliseconds before it closes by itself. */
  duration?: number;
}

/** Spec §9: the app shell's toasts auto-close after 3000 ms. */
export const TOAST_DURATION_MS = 3000;
/** Spec §9: drag-to-dismiss at 80 percent. */
export const DISMISS_DRAG_FRACTION = 0.8;

/** Whether a drag that ended at `offsetX` went far enough to dismiss a toast `width` wide. */
export function isDismissingDrag(offsetX: number, width: number): boolean {
  return width > 0 && Math.abs(offsetX) > DISMISS_DRAG_FRACTION * width;
}

const loadStack = () => import('./ToastStack');
const ToastStack = lazy(loadStack);

let requested = false;
const onFirstRequest = new Set<() => void>();

/** Shows a toast. Safe to call from anywhere (event handlers, machine actions at the edge). */
export function notify(notice: Notice): void {
  if (!requested) {
    requested = true;
    for (const mount of onFirstRequest) mount();
  }
  loadStack().then(
    (stack) => stack.show({ severity: 'error', duration: TOAST_DURATION_MS, ...notice }),
    (error: unknown) => console.error('Could not show a notification', notice, error),
  );
}

/** Mount once near the root of the app; it renders nothing until the first toast. */
export function Toaster() {
  const [mounted, setMounted] = useState(requested);
  useEffect(() => {
    const mount = () => setMounted(true);
    onFirstRequest.add(mount);
    return () => {
      onFirstRequest.delete(mount);
    };
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
