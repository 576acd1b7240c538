/**
 * The header's global project search (spec §2.4, §7.6): typing waits 500 ms, then searches page 1;
 * the page resets to 1 on every change of the text; a query goes out only with a page number and
 * non-empty text; the next page loads when the last result becomes visible (`results.endReached`);
 * the clear button empties everything. A search still running when the text changes is cancelled:
 * leaving its state stops the invoked actor, which aborts its signal, and its answer is never seen.
 */
import { assign, setup } from 'xstate';
import type { ProjectStatus } from '../domain/project-lifecycle';
import { outputOf } from './auth-texts';
import { providedAtTheEdge } from './edge-actor';

export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_FAILED = 'The search failed. Please try again.';

/** One project found, as the gateway's `globalProjectSearch` answers it (its document's answer is checked against this where the search runs). */
export interface SearchResult {
  id: string;
  project_name: string;
  customer: string;
  project_code: string;
  status: ProjectStatus;
  client_project_number: string;
}

export interface SearchPage {
  data: SearchResult[];
  hasMore: boolean;
}

export interface SearchInput {
  search: string;
  pageNumber: number;
}

export type GlobalSearchEvent = { type: 'search.typed'; text: string } | { type: 'search.cleared' } | { type: 'results.endReached' };

export interface GlobalSearchContext {
  text: string;
  /** The page the results end at; null before a search is due. */
  page: number | null;
  results: SearchResult[];
  hasMore: boolean;
  error: string | null;
}

const EMPTY: GlobalSearchContext = { text: '', page: null, results: [], hasMore: false, error: null };

/** The text as the server gets it. */
export const searchTextOf = (text: string) => text.trim();

export const globalSearchMachine = setup({
  types: {
    context: {} as GlobalSearchContext,
    events: {} as GlobalSearchEvent,
  },
  actors: {
    /** Edge: POST /projects/globalsearch; `signal` aborts when the search is cancelled. */
    searchProjects: providedAtTheEdge<SearchPage, SearchInput>('searchProjects'),
  },
  delays: {
    debounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    'text is empty': ({ event }) => event.type === 'search.typed' && searchTextOf(event.text) === '',
    'page and text present': ({ context }) => context.page !== null && searchTextOf(context.text) !== '',
    'more to load': ({ context }) => context.hasMore && context.page !== null,
  },
  actions: {
    'take text, back to page 1': assign(({ event }) => (event.type === 'search.typed' ? { ...EMPTY, text: event.text, page: 1 } : {})),
    'clear everything': assign(() => EMPTY),
    'keep page': assign(({ context, event }) => {
      const page = outputOf<SearchPage>(event) ?? { data: [], hasMore: false };
      return { results: context.page === 1 ? page.data : [...context.results, ...page.data], hasMore: page.hasMore, error: null };
    }),
    'next page': assign(({ context }) => ({ page: (context.page ?? 0) + 1 })),
    'back to the loaded page': assign(({ context }) => ({ page: Math.max(1, (context.page ?? 2) - 1) })),
    'keep error': assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      return { error: error instanceof Error && error.message ? error.message : SEARCH_FAILED };
    }),
  },
}).createMachine({
  id: 'globalSearch',
  context: EMPTY,
  initial: 'idle',
  on: {
    'search.typed': [
      { guard: 'text is empty', target: '.idle', actions: assign(({ event }) => ({ ...EMPTY, text: event.text })) },
      { target: '.debouncing', actions: 'take text, back to page 1', reenter: true },
    ],
    'search.cleared': { target: '.idle', actions: 'clear everything' },
  },
  states: {
    /** Nothing to search: empty text, no results. */
    idle: {},
    /** Text typed; the search waits for 500 ms of quiet. */
    debouncing: {
      after: {
        debounce: [{ guard: 'page and text present', target: 'searching' }, { target: 'idle' }],
      },
    },
    /** Page 1 of the text is on its way. */
    searching: {
      invoke: {
        src: 'searchProjects',
        input: ({ context }) => ({ search: searchTextOf(context.text), pageNumber: context.page ?? 1 }),
        onDone: { target: 'shown', actions: 'keep page' },
        onError: { target: 'failed', actions: 'keep error' },
      },
    },
    /** Results are shown (maybe none); the last one coming into view asks for the next page. */
    shown: {
      on: {
        'results.endReached': { guard: 'more to load', target: 'loadingMore', actions: 'next page' },
      },
    },
    /** The next page is on its way; the results so far stay shown. */
    loadingMore: {
      invoke: {
        src: 'searchProjects',
        input: ({ context }) => ({ search: searchTextOf(context.text), pageNumber: context.page ?? 1 }),
        onDone: { target: 'shown', actions: 'keep page' },
        onError: { target: 'failed', actions: ['back to the loaded page', 'keep error'] },
      },
    },
    /** The search failed; the message shows, and typing searches again. */
    failed: {},
  },
});
