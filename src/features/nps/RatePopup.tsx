/**
 * The rating popup (spec §4), mounted in the shell for customer users: the rate popup machine bound
 * to the browser — the rate-us flag in local storage (logout clears it), /review/showratepop,
 * /review/create and /review/notnow over the REST adapter, and a thank-you toast. It opens on its
 * turn among the sign-in dialogs (SignInDialogs).
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { createHttpClient, HttpError } from '../../gateway/http';
import { createRestAdapter } from '../../gateway/rest-adapter';
import { STORAGE_KEYS } from '../../gateway/token-store';
import { RATE_TEXTS, ratePopupMachine, type RatePrompt, type RatingInput } from '../../machines/rate-popup';
import { notify } from '../../ui/toaster';
import { useDialogTurn } from '../shell/SignInDialogs';
import { RatingForm } from './RatingForm';

const api = createRestAdapter(createHttpClient({ getToken: () => tokenStore.token() }));

/** Spec §9: modal transition 150 ms. */
const TRANSITION = { animationDuration: '150ms' } as const;

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
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) send({ type: 'close' });
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop _open={TRANSITION} _closed={TRANSITION} />
        <Dialog.Positioner>
          <Dialog.Content _open={TRANSITION} _closed={TRANSITION} data-testid="rate-popup">
            <Dialog.Header>
              <Dialog.Title>Rate us</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {project && (
                <Text color="fg.muted" textStyle="sm" mb="4">
                  About your recent project {project.code} {project.name}
                </Text>
              )}
              <RatingForm
                score={score}
                comment={comment}
                error={error}
                disabled={busy}
                onScore={(value) => send({ type: 'score.chosen', score: value })}
                onComment={(value) => send({ type: 'comment.changed', comment: value })}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'notNow' })}>
                Not now
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={() => send({ type: 'submit' })}>
                Submit
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
