/**
 * Model-based test of the header's global search (spec §2.4): typing, the 500 ms debounce, searches
 * cancelled by new text (their late answers ignored), paging when the last result shows, failures and
 * the clear button. Every generated path drives the real machine on a simulated clock.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { globalSearchMachine, SEARCH_DEBOUNCE_MS, type SearchInput, type SearchPage, type SearchResult } from '../../src/machines/global-search';
import { settle } from './fake-server';
import { matchesId } from './real-state';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { SEARCH_REAL as REAL, searchModel } from './models/global-search';

const result = (id: number): SearchResult => ({
  id: String(id),
  project_name: `Denver project ${id}`,
  customer: 'Summit Builders',
  project_code: `PRJ-${String(id).padStart(6, '0')}`,
  status: 'pending',
  client_project_number: `CPN-${id}`,
});
const PAGE_ONE: SearchPage = { data: [result(1), result(2)], hasMore: true };
const LAST_PAGE: SearchPage = { data: [result(3)], hasMore: false };

interface Call {
  input: SearchInput;
  signal: AbortSignal;
  resolve(page: SearchPage): void;
  reject(error: Error): void;
}

function start() {
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const actor = createActor(
    globalSearchMachine.provide({
      actors: {
        searchProjects: fromPromise<SearchPage, SearchInput>(({ input, signal }) => new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject }))),
      },
    }),
    { clock },
  ).start();
  return { clock, calls, actor };
}
type Search = ReturnType<typeof start>;

const last = (s: Search): Call => {
  const call = s.calls.at(-1);
  if (!call) throw new Error('no search is running');
  return call;
};

const events: Record<string, (s: Search) => void> = {
  'user.typed': (s) => s.actor.send({ type: 'search.typed', text: 'Denver' }),
  'user.typedMore': (s) => s.actor.send({ type: 'search.typed', text: 'Denver Office' }),
  'user.erased': (s) => s.actor.send({ type: 'search.typed', text: '   ' }),
  'debounce.elapsed': (s) => s.clock.increment(SEARCH_DEBOUNCE_MS),
  'server.page': (s) => last(s).resolve(PAGE_ONE),
  'server.lastPage': (s) => last(s).resolve(LAST_PAGE),
  'server.failed': (s) => last(s).reject(new Error('Failed to fetch')),
  'server.lateAnswer': (s) => s.calls[0]?.resolve(PAGE_ONE),
  'user.scrolledToEnd': (s) => s.actor.send({ type: 'results.endReached' }),
  'user.cleared': (s) => s.actor.send({ type: 'search.cleared' }),
};

const ctx = (s: Search) => s.actor.getSnapshot().context;
const inputs = (s: Search) => s.calls.map((call) => call.input);

const assertions: Assertions<Search> = {
  'search.idle': (s) => {
    expect(ctx(s)).toMatchObject({ text: '', page: null, results: [] });
    expect(s.calls).toEqual([]);
  },
  'search.debouncing': (s) => {
    expect(ctx(s)).toMatchObject({ text: 'Denver', page: 1, results: [] });
    // Nothing goes out before the 500 ms of quiet.
    s.clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(s.calls).toEqual([]);
  },
  'search.erased': (s) => {
    expect(ctx(s)).toMatchObject({ text: '   ', page: null, results: [] });
    expect(s.calls).toEqual([]);
  },
  'search.erasedQuiet': (s) => expect(s.calls).toEqual([]),
  'search.searching': (s) => {
    expect(inputs(s)).toEqual([{ search: 'Denver', pageNumber: 1 }]);
    expect(last(s).signal.aborted).toBe(false);
  },
  'search.retyped': (s) => {
    expect(s.calls[0]?.signal.aborted).toBe(true);
    expect(ctx(s)).toMatchObject({ text: 'Denver Office', page: 1, results: [] });
  },
  'search.lateIgnored': (s) => {
    expect(ctx(s).results).toEqual([]);
    expect(s.calls).toHaveLength(1);
  },
  'search.searchingAgain': (s) => expect(inputs(s)).toEqual([{ search: 'Denver', pageNumber: 1 }, { search: 'Denver Office', pageNumber: 1 }]),
  'search.shownMore': (s) => expect(ctx(s)).toMatchObject({ results: PAGE_ONE.data, hasMore: true, page: 1, error: null }),
  'search.shownLast': (s) => expect(ctx(s)).toMatchObject({ results: LAST_PAGE.data, hasMore: false, page: 1 }),
  'search.noMorePages': (s) => {
    expect(s.calls).toHaveLength(1);
    expect(ctx(s).page).toBe(1);
  },
  'search.loadingMore': (s) => {
    expect(inputs(s)).toEqual([{ search: 'Denver', pageNumber: 1 }, { search: 'Denver', pageNumber: 2 }]);
    expect(ctx(s).results).toEqual(PAGE_ONE.data);
  },
  'search.appended': (s) => expect(ctx(s)).toMatchObject({ results: [...PAGE_ONE.data, ...LAST_PAGE.data], hasMore: false, page: 2 }),
  'search.restarted': (s) => {
    expect(ctx(s)).toMatchObject({ text: 'Denver Office', page: 1, results: [], hasMore: false });
    expect(s.calls).toHaveLength(2);
  },
  'search.failed': (s) => expect(ctx(s)).toMatchObject({ error: 'Failed to fetch', results: [] }),
  'search.failedMore': (s) => expect(ctx(s)).toMatchObject({ error: 'Failed to fetch', results: PAGE_ONE.data, page: 1 }),
  'search.cleared': (s) => {
    expect(ctx(s)).toMatchObject({ text: '', page: null, results: [], hasMore: false, error: null });
    expect(s.calls).toHaveLength(1);
  },
};

const paths = generatePaths(searchModel);

describe('global search machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(searchModel, assertions, { machine: globalSearchMachine, map: REAL });
    checkPathsVisitEveryState(searchModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const search = start();
    const check = async (state: string) => {
      expect(matchesId(search.actor.getSnapshot(), REAL[state] ?? '?'), `${state} is ${REAL[state]}`).toBe(true);
      await assertions[state]?.(search);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      const run = events[step.event];
      if (!run) throw new Error(`no executor for ${step.event}`);
      run(search);
      await settle();
      await check(step.state);
    }
    search.actor.stop();
  });
});

describe('global search machine', () => {
  it('each keystroke restarts the 500 ms wait; only the last text is searched', async () => {
    const search = start();
    for (const text of ['D', 'De', 'Den']) {
      search.actor.send({ type: 'search.typed', text });
      search.clock.increment(SEARCH_DEBOUNCE_MS - 100);
    }
    expect(search.calls).toEqual([]);
    search.clock.increment(100);
    await settle();
    expect(inputs(search)).toEqual([{ search: 'Den', pageNumber: 1 }]);
  });

  it('a cancelled next-page request is aborted when the text changes', async () => {
    const search = start();
    search.actor.send({ type: 'search.typed', text: 'Denver' });
    search.clock.increment(SEARCH_DEBOUNCE_MS);
    last(search).resolve(PAGE_ONE);
    await settle();
    search.actor.send({ type: 'results.endReached' });
    const nextPage = last(search);
    search.actor.send({ type: 'search.cleared' });
    expect(nextPage.signal.aborted).toBe(true);
    nextPage.resolve(LAST_PAGE);
    await settle();
    expect(search.actor.getSnapshot().context.results).toEqual([]);
  });
});
