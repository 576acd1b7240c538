/**
 * A dialog whose code loads the first time it opens, not with the screen that may open it: the
 * signed-in shell holds the bell's Clear All confirmation, the holiday reminder and the rating popup,
 * every form an unsaved-changes guard, and most sessions open none of them. Chakra's dialog and its
 * focus trap stay out of the first signed-in chunks. Once opened the dialog stays mounted, so it
 * closes with its animation; a chunk that fails to load reaches the screen's error boundary.
 */
import { Suspense, useState, type ComponentType } from 'react';
import { lazyScreen } from './lazy-screen';

export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Body = lazyScreen(load);
  return function LazyDialog(props: Props) {
    const [opened, setOpened] = useState(props.open);
    // Adjusting state while rendering (React's documented pattern): the first open mounts the body.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
}
