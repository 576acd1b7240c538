/**
 * Keeps the open dashboard live without a storm (DESIGN §1, §6): it collects pushed `record:changed`
 * events (and a restored connection, after which anything may have changed), maps each record type
 * to the shown cards it makes stale (src/domain/dashboard-cards.ts), and once per refresh window
 * emits one `refresh` naming every stale card. The window opens with the first stale event and is not
 * pushed back by later ones, so a burst of 1,000 events is one refresh per affected card, and a
 * steady stream refreshes at most once a window. Pure: the screen sends events and listens to
 * `refresh` (`actor.on('refresh', …)`).
 */
import { assign, emit, setup } from 'xstate';
import { cardsAffectedBy, type DashboardCard } from '../domain/dashboard-cards';

/** How long events gather before the stale cards refresh. */
export const REFRESH_WINDOW_MS = 1000;

export type DashboardLiveEvent =
  | { type: 'record.changed'; recordType: string }
  /** The socket came back: events may have been missed, every shown card is stale. */
  | { type: 'connection.restored' }
  /** The cards on screen changed (permissions or the customer changed). */
  | { type: 'cards.shown'; cards: readonly DashboardCard[] };

export interface DashboardLiveContext {
  shown: readonly DashboardCard[];
  /** Stale cards waiting for the window to close, in `shown` order. */
  stale: readonly DashboardCard[];
}

export type DashboardRefresh = { type: 'refresh'; cards: readonly DashboardCard[] };

function staleAfter(context: DashboardLiveContext, event: DashboardLiveEvent): readonly DashboardCard[] {
  const more = event.type === 'record.changed' ? cardsAffectedBy(event.recordType, context.shown) : event.type === 'connection.restored' ? context.shown : [];
  if (more.length === 0) return context.stale;
  return context.shown.filter((card) => context.stale.includes(card) || more.includes(card));
}

export const dashboardLiveMachine = setup({
  types: {
    context: {} as DashboardLiveContext,
    events: {} as DashboardLiveEvent,
    input: {} as { cards: readonly DashboardCard[] },
    emitted: {} as DashboardRefresh,
  },
  delays: { window: REFRESH_WINDOW_MS },
  guards: {
    makesStale: ({ context, event }) => staleAfter(context, event).length > context.stale.length,
  },
  actions: {
    collect: assign({ stale: ({ context, event }) => staleAfter(context, event) }),
    show: assign(({ context, event }) => {
      const shown = event.type === 'cards.shown' ? event.cards : context.shown;
      return { shown, stale: context.stale.filter((card) => shown.includes(card)) };
    }),
    refresh: emit(({ context }): DashboardRefresh => ({ type: 'refresh', cards: context.stale })),
    clear: assign({ stale: [] }),
  },
}).createMachine({
  id: 'dashboardLive',
  context: ({ input }) => ({ shown: input.cards, stale: [] }),
  initial: 'quiet',
  on: { 'cards.shown': { actions: 'show' } },
  states: {
    quiet: {
      on: {
        'record.changed': { guard: 'makesStale', target: 'gathering', actions: 'collect' },
        'connection.restored': { guard: 'makesStale', target: 'gathering', actions: 'collect' },
      },
    },
    gathering: {
      on: {
        'record.changed': { actions: 'collect' },
        'connection.restored': { actions: 'collect' },
      },
      after: {
        window: [{ guard: ({ context }) => context.stale.length > 0, target: 'quiet', actions: ['refresh', 'clear'] }, { target: 'quiet' }],
      },
    },
  },
});
