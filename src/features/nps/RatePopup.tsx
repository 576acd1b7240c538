/**
 * The rating popup (spec §4), mounted in the shell for customer users: the rate popup machine bound
 * to the browser — the rate-us flag in local storage (logout clears it), /review/showratepop,
 * /review/create and /review/notnow over the REST adapter, and a thank-you toast. It opens on its
 * turn among the sign-in dialogs (SignInDialogs).
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { tokenStore } from '../../app/session';
import { createHttpClient, HttpError } from '../../gateway/http';
import { createRestAdapter } from '../../gateway/rest-adapter';
import { STORAGE_KEYS } from '../../gateway/token-store';
import { RATE_TEXTS, ratePopupMachine, type RatePrompt, type RatingInput } from '../../machines/rate-popup';
import { notify } from '../../ui/toaster';
import { useDialogTurn } from '../shell/SignInDialogs';
import { lazyDialog } from '../../ui/lazy-dialog';
import type { RateDialogProps } from './RateDialog';

const RateDialog = lazyDialog<RateDialogProps>(() => import('./RateDialog'), (props) => props.onClose());

const api = createRestAdapter(createHttpClient({ getToken: () => tokenStore.token() }));

/** The server's `messages` of a refused call ('' when it has none: the machine says something general). */
function serverMessage(error: unknown): string {
  const data = error instanceof HttpError ? error.data : null;
  return data && typeof data === 'object' && 'messages' in data && typeof data.messages === 'string' ? data.messages : '';
}

const browserRatePopup = ratePopupMachine.provide({
  actors: {
    readFlag: fromPromise(async () => localStorage.getItem(STORAGE_KEYS.ratePopup) !== null),
    showRatePop: fromPromise(({ signal }) => api.data<RatePrompt>('reviews.showratepop', { signal })),
    submitReview: fromPromise(async ({ input, signal }: { input: RatingInput; signal: AbortSignal }) => {
      try {
        return await api.data('reviews.create', { body: input, signal });
      } catch (error) {
        throw new Error(serverMessage(error));
      }
    }),
    notNow: fromPromise(({ signal }) => api.data('reviews.notnow', { signal })),
  },
  actions: {
    'store flag': () => localStorage.setItem(STORAGE_KEYS.ratePopup, 'true'),
    thank: () => notify({ body: RATE_TEXTS.thanks, severity: 'success' }),
    'log failure': (_, { error }) => console.error('Rating popup call failed', error),
  },
});

export function RatePopup() {
  const [snapshot, send] = useMachine(browserRatePopup);
  const { score, comment, error, project } = snapshot.context;
  const busy = snapshot.matches('submitting');
  const due = snapshot.matches('open') || busy;
  // Open only on its turn: never stacked over (or under) another sign-in dialog.
  const open = useDialogTurn('rating', { due, settled: snapshot.status === 'done' }) && due;

  return (
    <RateDialog
      open={open}
      busy={busy}
      score={score}
      comment={comment}
      error={error}
      project={project}
      onClose={() => send({ type: 'close' })}
      onScore={(value) => send({ type: 'score.chosen', score: value })}
      onComment={(value) => send({ type: 'comment.changed', comment: value })}
      onNotNow={() => send({ type: 'notNow' })}
      onSubmit={() => send({ type: 'submit' })}
    />
  );
}
