/**
 * The sign-in dialogs queue bound to React (issue 16 §6): the shell mounts the dialogs inside
 * `SignInDialogs`, each dialog reports through `useDialogTurn` whether its own machine wants it open
 * or is done, and opens only on its turn (src/machines/sign-in-dialogs.ts decides the order).
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { signInDialogsMachine, type SignInDialog } from '../../machines/sign-in-dialogs';

const QueueContext = createContext<ActorRefFrom<typeof signInDialogsMachine> | null>(null);

/** `dialogs`: this user's sign-in dialogs in the order they open (read once; key the element by user). */
export function SignInDialogs({ dialogs, children }: { dialogs: readonly SignInDialog[]; children: ReactNode }) {
  const queue = useActorRef(signInDialogsMachine, { input: { dialogs } });
  return <QueueContext.Provider value={queue}>{children}</QueueContext.Provider>;
}

/**
 * Tells the queue what the dialog's own machine says — `due` (it wants to be open) and `settled`
 * (it was not due, or it closed) — and answers whether it is this dialog's turn to be open.
 */
export function useDialogTurn(dialog: SignInDialog, { due, settled }: { due: boolean; settled: boolean }): boolean {
  const queue = useContext(QueueContext);
  if (!queue) throw new Error(`the ${dialog} dialog is mounted outside <SignInDialogs>`);
  useEffect(() => {
    if (due) queue.send({ type: 'dialog.due', dialog });
  }, [queue, dialog, due]);
  useEffect(() => {
    if (settled) queue.send({ type: 'dialog.settled', dialog });
  }, [queue, dialog, settled]);
  return useSelector(queue, (snapshot) => snapshot.context.current === dialog);
}
