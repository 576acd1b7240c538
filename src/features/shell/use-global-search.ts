/**
 * The global search machine wired to the gateway: each search is one urql query that is torn down
 * (aborting its REST call) when the machine cancels it.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useClient, type Client } from 'urql';
import { pipe, subscribe, take } from 'wonka';
import { failureOf } from '../../gateway/failure';
import { GLOBAL_SEARCH_QUERY } from '../../gateway/resources/global-search';
import { globalSearchMachine, SEARCH_FAILED, type SearchInput, type SearchPage } from '../../machines/global-search';
import { fromPromise } from 'xstate';

/** One search; rejects when it fails, and stops (answering nothing) when `signal` aborts. */
export function searchProjects(client: Client, input: SearchInput, signal: AbortSignal): Promise<SearchPage> {
  return new Promise((resolve, reject) => {
    const subscription = pipe(
      client.query(GLOBAL_SEARCH_QUERY, input, { requestPolicy: 'network-only' }),
      take(1),
      subscribe((result) => {
        const page = result.data?.globalProjectSearch;
        if (page) resolve(page);
        else reject(new Error(failureOf(result.error)?.message || SEARCH_FAILED));
      }),
    );
    signal.addEventListener('abort', () => subscription.unsubscribe(), { once: true });
  });
}

export function useGlobalSearch() {
  const client = useClient();
  const machine = useMemo(
    () => globalSearchMachine.provide({ actors: { searchProjects: fromPromise<SearchPage, SearchInput>(({ input, signal }) => searchProjects(client, input, signal)) } }),
    [client],
  );
  return useMachine(machine);
}
