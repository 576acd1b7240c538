/**
 * The rating popup (spec §4 "NPS: a 'not now' dismissal and a popup check (show rating popup)").
 * On sign-in it reads the local rate-us flag; without it, it asks the server (/review/showratepop)
 * and opens when told to. In the popup the user picks 0–10 and may comment:
 * - "Submit" sends the review (/review/create); done, the flag is stored and the user is thanked.
 *   A refused review keeps the popup open with the server's message.
 * - "Not now" stores the flag at once and tells the server (/review/notnow), which postpones the
 *   question for 14 days; a failure of that call is only logged — the flag keeps it away on this
 *   browser, and the server asks again next time at worst.
 * - Closing it any other way (Escape, the close button) stores nothing: it is asked again on the next
 *   sign-in or reload, as the user neither answered nor declined.
 * Logout clears the flag (TokenStore.clear); the server's postponement stays. Effects are provided at
 * the edge: storage, the three calls, logging and the thank-you.
 */
import { assign, fromPromise, setup } from 'xstate';
import { providedAtTheEdge } from './edge-actor';

/** The answer of /review/showratepop. */
export interface RatePrompt {
  show_popup: boolean;
  reason: string;
  project: { id: number; code: string; name: string } | null;
}

export interface RatingInput {
  score: number;
  comment: string;
  project_id?: number;
}

export type RatePopupEvent =
  | { type: 'score.chosen'; score: number }
  | { type: 'comment.changed'; comment: string }
  | { type: 'submit' }
  | { type: 'notNow' }
  | { type: 'close' };

export interface RatePopupContext {
  /** The completed project the review is about, when the server named one. */
  project: RatePrompt['project'];
  score: number | null;
  comment: string;
  /** Why the last submit did not go through. */
  error: string | null;
}

/** The popup's question and messages (the spec gives none beyond "not now"). */
export const RATE_TEXTS = {
  question: 'How likely are you to recommend us to a colleague?',
  scoreRequired: 'Choose a score from 0 to 10',
  submitFailed: 'Your rating could not be sent. Try again.',
  thanks: 'Thank you for your feedback',
} as const;

/** A failure's message: what the server said, or a general one. */
function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message || RATE_TEXTS.submitFailed;
}

export const ratePopupMachine = setup({
  types: {
    context: {} as RatePopupContext,
    events: {} as RatePopupEvent,
  },
  actors: {
    /** Whether the rate-us flag is stored. */
    readFlag: fromPromise<boolean>(async () => false),
    showRatePop: providedAtTheEdge<RatePrompt>('showRatePop'),
    submitReview: providedAtTheEdge<unknown, RatingInput>('submitReview'),
    notNow: providedAtTheEdge<unknown>('notNow'),
  },
  guards: {
    'flag stored': ({ event }) => (event as { output?: unknown }).output === true,
    'popup asked for': ({ event }) => (event as { output?: RatePrompt }).output?.show_popup === true,
    'score chosen': ({ context }) => context.score !== null,
  },
  actions: {
    'keep project': assign(({ event }) => ({ project: (event as { output?: RatePrompt }).output?.project ?? null })),
    'choose score': assign(({ event }) => (event.type === 'score.chosen' ? { score: event.score, error: null } : {})),
    'change comment': assign(({ event }) => (event.type === 'comment.changed' ? { comment: event.comment } : {})),
    'require score': assign({ error: RATE_TEXTS.scoreRequired }),
    'clear error': assign({ error: null }),
    'keep failure': assign(({ event }) => ({ error: messageOf((event as { error?: unknown }).error) })),
    /** Edge: store the rate-us flag (STORAGE_KEYS.ratePopup). */
    'store flag': () => {},
    /** Edge: thank the user (a toast). */
    thank: () => {},
    /** Edge: log a failed call; the user sees nothing. */
    'log failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'ratePopup',
  context: { project: null, score: null, comment: '', error: null },
  initial: 'checkingFlag',
  states: {
    checkingFlag: {
      invoke: {
        src: 'readFlag',
        // Unreadable storage counts as "not stored": the server still decides.
        onDone: [{ guard: 'flag stored', target: 'hidden' }, { target: 'asking' }],
        onError: 'asking',
      },
    },
    asking: {
      invoke: {
        src: 'showRatePop',
        onDone: [{ guard: 'popup asked for', target: 'open', actions: 'keep project' }, { target: 'hidden' }],
        onError: { target: 'hidden', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: {
        'score.chosen': { actions: 'choose score' },
        'comment.changed': { actions: 'change comment' },
        submit: [{ guard: 'score chosen', target: 'submitting', actions: 'clear error' }, { actions: 'require score' }],
        notNow: { target: 'postponing', actions: 'store flag' },
        close: 'closed',
      },
    },
    submitting: {
      invoke: {
        src: 'submitReview',
        input: ({ context }) => ({ score: context.score ?? 0, comment: context.comment.trim(), ...(context.project ? { project_id: context.project.id } : {}) }),
        onDone: { target: 'submitted', actions: ['store flag', 'thank'] },
        onError: { target: 'open', actions: 'keep failure' },
      },
    },
    postponing: {
      invoke: {
        src: 'notNow',
        onDone: 'postponed',
        onError: { target: 'postponed', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** Rated: the flag is stored and the server will not ask for 90 days. */
    submitted: { type: 'final' },
    /** "Not now": the flag is stored and the server postpones the question. */
    postponed: { type: 'final' },
    /** Closed without an answer: nothing stored, asked again next time. */
    closed: { type: 'final' },
    /** Nothing to ask: the flag is stored, the server said no, or the check failed. */
    hidden: { type: 'final' },
  },
});
