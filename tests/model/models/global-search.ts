/** The header's global search (spec §2.4): 500 ms debounce, cancelled searches, paging, clear. */
import { createMachine } from 'xstate';

export const searchModel = createMachine({
  id: 'search',
  initial: 'idle',
  states: {
    idle: { description: 'The search box is empty; no results list', on: { 'user.typed': 'debouncing' } },
    debouncing: { description: '"Denver" is typed; nothing is searched before 500 ms of quiet', on: { 'debounce.elapsed': 'searching', 'user.erased': 'erased' } },
    erased: { description: 'Only spaces are typed; no results list', on: { 'debounce.elapsed': 'erasedQuiet' } },
    erasedQuiet: { description: 'Still no results list: blank text is not searched' },
    searching: { description: 'Page 1 of the results for "Denver" is loading', on: { 'server.page': 'shownMore', 'server.lastPage': 'shownLast', 'server.failed': 'failed', 'user.typedMore': 'retyped' } },
    retyped: { description: '"Denver Office" is typed; the search for "Denver" is cancelled', on: { 'server.lateAnswer': 'lateIgnored' } },
    lateIgnored: { description: 'The cancelled search\'s answer is not shown', on: { 'debounce.elapsed': 'searchingAgain' } },
    searchingAgain: { description: 'Page 1 of the results for "Denver Office" is loading' },
    shownMore: { description: 'The first page of results is listed; more pages follow', on: { 'user.scrolledToEnd': 'loadingMore', 'user.cleared': 'cleared' } },
    shownLast: { description: 'All results are listed (one page)', on: { 'user.scrolledToEnd': 'noMorePages' } },
    noMorePages: { description: 'Nothing more loads at the end of the list' },
    loadingMore: { description: 'The first page stays listed while page 2 loads', on: { 'server.lastPage': 'appended', 'server.failed': 'failedMore' } },
    appended: { description: 'Page 2 is listed below page 1', on: { 'user.typedMore': 'restarted' } },
    restarted: { description: 'New text: the list is emptied and page 1 of the new search will load' },
    failed: { description: 'The search failed: its message shows, no results' },
    failedMore: { description: 'Page 2 failed: its message shows below the first page' },
    cleared: { description: 'The box and the list are cleared' },
  },
});

export const SEARCH_STEPS: Record<string, string> = {
  'user.typed': 'Type "Denver" into the header\'s search',
  'user.typedMore': 'Change the text to "Denver Office"',
  'user.erased': 'Replace the text with spaces',
  'debounce.elapsed': 'Wait half a second',
  'server.page': 'Let the search answer with a page and more to come',
  'server.lastPage': 'Let the search answer with its last page',
  'server.failed': 'Make the search fail',
  'server.lateAnswer': 'Let the cancelled search answer late',
  'user.scrolledToEnd': 'Scroll to the end of the results',
  'user.cleared': 'Press the clear button',
};

export const SEARCH_REAL: Record<string, string> = {
  'search.idle': 'globalSearch.idle',
  'search.debouncing': 'globalSearch.debouncing',
  'search.erased': 'globalSearch.idle',
  'search.erasedQuiet': 'globalSearch.idle',
  'search.searching': 'globalSearch.searching',
  'search.retyped': 'globalSearch.debouncing',
  'search.lateIgnored': 'globalSearch.debouncing',
  'search.searchingAgain': 'globalSearch.searching',
  'search.shownMore': 'globalSearch.shown',
  'search.shownLast': 'globalSearch.shown',
  'search.noMorePages': 'globalSearch.shown',
  'search.loadingMore': 'globalSearch.loadingMore',
  'search.appended': 'globalSearch.shown',
  'search.restarted': 'globalSearch.debouncing',
  'search.failed': 'globalSearch.failed',
  'search.failedMore': 'globalSearch.failed',
  'search.cleared': 'globalSearch.idle',
};
