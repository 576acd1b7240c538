/**
 * A dialog whose code loads the first time it opens, not with the screen that may open it: the
 * signed-in shell holds the bell's Clear All confirmation, the holiday reminder and the rating popup,
 * every form an unsaved-changes guard, and most sessions open none of them. Chakra's dialog and its
 * focus trap stay out of the first signed-in chunks. Once opened the dialog stays mounted, so it
 * closes with its animation.
 *
 * A body that fails to load (offline, a deploy replaced the chunks) is the dialog's failure, not the
 * screen's: the dialog closes through `close` with a toast, the screen stays as it was, and the next
 * open loads the chunk again.
 */
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyScreen } from './lazy-screen';
import { notify } from './toaster';

export const DIALOG_LOAD_FAILED = 'This dialog could not be loaded. Check your connection and try again.';

class DialogLoadBoundary extends Component<{ children: ReactNode; onFailure(error: unknown): void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailure(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** `close` tells the owner the dialog is closed (its onClose, onDismiss, …) when the body failed to load. */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>, close: (props: Props) => void): ComponentType<Props> {
  // React.lazy keeps a rejected load for good, so a failure swaps in a fresh one for the next open.
  let Body = lazyScreen(load);
  return function LazyDialog(props: Props) {
    const [phase, setPhase] = useState<'unopened' | 'mounted' | 'failed'>(props.open ? 'mounted' : 'unopened');
    // Adjusting state while rendering (React's documented pattern): the first open mounts the body,
    // and a failed one waits for its owner to close before it may try again.
    if (props.open && phase === 'unopened') setPhase('mounted');
    if (!props.open && phase === 'failed') setPhase('unopened');
    if (phase !== 'mounted') return null;
    const fail = (error: unknown) => {
      console.error('Dialog failed to load', error);
      Body = lazyScreen(load);
      setPhase('failed');
      notify({ body: DIALOG_LOAD_FAILED });
      close(props);
    };
    return (
      <DialogLoadBoundary onFailure={fail}>
        <Suspense fallback={null}>
          <Body {...props} />
        </Suspense>
      </DialogLoadBoundary>
    );
  };
}
