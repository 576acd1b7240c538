/**
 * The unsaved-changes guard (ADR 0080). While a form is dirty, every in-app navigation — a sidebar
 * link, a `<Link>`, `navigate()` from `useLocation`, a `<Redirect>` — first asks "Discard unsaved
 * changes?"; closing or reloading the tab asks the browser's own question (`beforeunload`).
 *
 * It is wouter's `aroundNav` router option, which wraps every navigation of the router's subtree, so
 * no link or screen needs to know about it. The session's own redirects (sign-out, an expired
 * session) use the browser location directly and are never held back. A leave that is no navigation
 * (the Cancel of an editor inside a screen) asks the same through `useLeave`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { ConfirmDialog } from '../records/ConfirmDialog';

/** Answers, at the moment of a navigation, whether it must be confirmed first. */
type Blocker = () => boolean;

interface GuardRegistry {
  add(blocker: Blocker): () => void;
  /** Runs `go` now, or once the question is answered with Discard. */
  leave(go: () => void): void;
}

const GuardContext = createContext<GuardRegistry | null>(null);

export function NavigationGuardProvider({ children }: { children: ReactNode }) {
  const blockers = useRef(new Set<Blocker>());
  const [pending, setPending] = useState<(() => void) | null>(null);

  const registry = useMemo<GuardRegistry>(
    () => ({
      add(blocker) {
        blockers.current.add(blocker);
        return () => blockers.current.delete(blocker);
      },
      leave(go) {
        if ([...blockers.current].some((blocks) => blocks())) setPending(() => go);
        else go();
      },
    }),
    [],
  );

  const aroundNav = useCallback<AroundNavHandler>((navigate, to, options) => registry.leave(() => navigate(to, options)), [registry]);

  const discard = () => {
    const go = pending;
    setPending(null);
    // The form that asked is left, so its guard goes with it; until it unmounts nothing may ask again.
    blockers.current.clear();
    go?.();
  };

  return (
    <GuardContext.Provider value={registry}>
      <Router aroundNav={aroundNav}>{children}</Router>
      <ConfirmDialog
        open={pending !== null}
        title="Discard unsaved changes?"
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        busy={false}
        onConfirm={async () => {
          discard();
          return null;
        }}
        onClose={() => setPending(null)}
      >
        The changes you made on this page have not been saved.
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}

/**
 * Holds navigation back while `blocks()` says so (read at the moment of each navigation, so a form
 * that has just saved can let its own redirect through), and asks before the tab closes while
 * `active` is true. Outside a provider only the tab question applies.
 */
export function useUnsavedChangesGuard(active: boolean, blocks: Blocker): void {
  const registry = useContext(GuardContext);
  const latest = useRef(blocks);
  useEffect(() => {
    latest.current = blocks;
  });
  useEffect(() => registry?.add(() => latest.current()), [registry]);
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}

/** Leaves a form without navigating (an inline editor's Cancel): asks first while a form is dirty. */
export function useLeave(): (go: () => void) => void {
  const registry = useContext(GuardContext);
  return registry ? (go) => registry.leave(go) : (go) => go();
}
