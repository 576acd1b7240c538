/**
 * Mounts its children once the main thread has been idle after the first render (ADR 0274): what
 * is not on screen at first (the sign-in dialogs and the requests their machines make) starts after
 * the shell and the first screen have rendered and painted, instead of inside their first, longest
 * tasks. `timeout` bounds the wait on a page that never goes idle.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './when-idle';

export function AfterIdle({ children, timeout = 2000 }: { children: ReactNode; timeout?: number }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true)), timeout), [timeout]);
  return idle ? children : null;
}
