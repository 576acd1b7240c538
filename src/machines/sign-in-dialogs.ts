/**
 * The queue of sign-in dialogs (issue 16 §6): the holiday reminder, the rating popup and any later
 * dialog that may open by itself after sign-in. Each dialog's own machine decides whether it is due;
 * this one decides which is open, so two modals never stack (the one underneath would sit under the
 * other's `aria-hidden` and be unreachable by a screen reader).
 *
 * Rules: at most one dialog is open; they open in the order given as input; a dialog opens once it
 * is due and every dialog before it has settled (was not due, or was closed). A later dialog that is
 * due waits for an earlier one still checking, so the order does not depend on which call answers
 * first. The dialogs report through two events; the machine has no effects of its own.
 */
import { assign, setup } from 'xstate';

export type SignInDialog = 'holiday' | 'rating';

export type SignInDialogsEvent =
  /** The dialog's own machine wants it open. */
  | { type: 'dialog.due'; dialog: SignInDialog }
  /** The dialog's own machine is done: it was not due, or it was shown and closed. */
  | { type: 'dialog.settled'; dialog: SignInDialog };

export interface SignInDialogsInput {
  /** The dialogs of this user, in the order they open. */
  dialogs: readonly SignInDialog[];
}

export interface SignInDialogsContext {
  order: readonly SignInDialog[];
  due: readonly SignInDialog[];
  settled: readonly SignInDialog[];
  /** The one open dialog. */
  current: SignInDialog | null;
}

/** The dialog whose turn it is: the first not settled, if it is due; null while it is still checking. */
export function nextDialog(context: Pick<SignInDialogsContext, 'order' | 'due' | 'settled'>): SignInDialog | null {
  const first = context.order.find((dialog) => !context.settled.includes(dialog));
  return first !== undefined && context.due.includes(first) ? first : null;
}

const add = (list: readonly SignInDialog[], dialog: SignInDialog) => (list.includes(dialog) ? list : [...list, dialog]);

export const signInDialogsMachine = setup({
  types: {
    context: {} as SignInDialogsContext,
    events: {} as SignInDialogsEvent,
    input: {} as SignInDialogsInput,
  },
  guards: {
    'a dialog has its turn': ({ context }) => nextDialog(context) !== null,
    'every dialog settled': ({ context }) => context.order.every((dialog) => context.settled.includes(dialog)),
    'the open dialog settled': ({ context, event }) => event.type === 'dialog.settled' && event.dialog === context.current,
  },
  actions: {
    'note due': assign(({ context, event }) =>
      event.type === 'dialog.due' && context.order.includes(event.dialog) && !context.settled.includes(event.dialog) ? { due: add(context.due, event.dialog) } : {},
    ),
    'note settled': assign(({ context, event }) =>
      event.type === 'dialog.settled' && context.order.includes(event.dialog) ? { settled: add(context.settled, event.dialog) } : {},
    ),
    'open next': assign(({ context }) => ({ current: nextDialog(context) })),
    'clear current': assign({ current: null }),
  },
}).createMachine({
  id: 'signInDialogs',
  context: ({ input }) => ({ order: [...new Set(input.dialogs)], due: [], settled: [], current: null }),
  initial: 'waiting',
  states: {
    /** No dialog open: the next one in order is still checking (or none is left). */
    waiting: {
      always: [
        { guard: 'every dialog settled', target: 'done' },
        { guard: 'a dialog has its turn', target: 'showing', actions: 'open next' },
      ],
      on: {
        // The `always` transitions are taken again after each of these.
        'dialog.due': { actions: 'note due' },
        'dialog.settled': { actions: 'note settled' },
      },
    },
    /** `current` is open; whatever the others report waits until it closes. */
    showing: {
      on: {
        'dialog.due': { actions: 'note due' },
        'dialog.settled': [
          { guard: 'the open dialog settled', target: 'waiting', actions: ['note settled', 'clear current'] },
          { actions: 'note settled' },
        ],
      },
    },
    /** Every dialog settled: nothing more opens until the next sign-in. */
    done: { type: 'final' },
  },
});
