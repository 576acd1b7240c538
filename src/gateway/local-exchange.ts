/**
 * Runs urql operations against the local GraphQL schema (after urql's own execute exchange). Work
 * starts in a task of its own after the operation arrives, so the start-cancel-restart urql's
 * `useQuery` does on first render costs no REST call, and a screen's many first queries are not one
 * long task (ADR 0289); a teardown aborts the call in flight.
 */
import { execute, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { filter, make, merge, mergeMap, pipe, share, takeUntil, type Source } from 'wonka';
import { getOperationName, makeErrorResult, makeResult, type Exchange, type Operation, type OperationResult } from 'urql';
import type { GatewayContext } from './resource';

export interface LocalExchangeOptions {
  /** Asked on each operation (the gateway builds its schema on the first). */
  schema: () => GraphQLSchema;
  rootValue: object;
}

interface TaskScheduler {
  postTask(callback: () => void): Promise<void>;
}
const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;

/**
 * Runs `work` soon, in a task of its own where the browser schedules tasks (Chromium's
 * `scheduler.postTask`, which unlike `setTimeout` is never clamped); elsewhere (Node, the unit tests)
 * in a microtask.
 */
function soon(work: () => void): void {
  if (scheduler) void scheduler.postTask(work);
  else queueMicrotask(work);
}

function run(operation: Operation, { schema, rootValue }: LocalExchangeOptions): Source<OperationResult> {
  return make<OperationResult>(({ next, complete }) => {
    const controller = new AbortController();
    let ended = false;
    soon(() => {
      if (ended) return;
      const contextValue: GatewayContext = { signal: controller.signal };
      // A throw inside execute (not only a rejection) becomes the operation's error result.
      new Promise<ExecutionResult>((resolve) =>
        resolve(
          execute({
            schema: schema(),
            document: operation.query,
            rootValue,
            contextValue,
            variableValues: operation.variables as Record<string, unknown> | undefined,
            operationName: getOperationName(operation.query),
          }),
        ),
      ).then(
        (result) => {
          if (ended) return;
          ended = true;
          next(makeResult(operation, result));
          complete();
        },
        (error: unknown) => {
          if (ended) return;
          ended = true;
          next(makeErrorResult(operation, error instanceof Error ? error : new Error(String(error))));
          complete();
        },
      );
    });
    return () => {
      if (!ended) controller.abort();
      ended = true;
    };
  });
}

export function localExchange(options: LocalExchangeOptions): Exchange {
  return ({ forward }) =>
    (operations$) => {
      const shared$ = share(operations$);
      const executed$ = pipe(
        shared$,
        filter((operation) => operation.kind === 'query' || operation.kind === 'mutation'),
        mergeMap((operation) => {
          const teardown$ = pipe(
            shared$,
            filter((op) => op.kind === 'teardown' && op.key === operation.key),
          );
          return pipe(run(operation, options), takeUntil(teardown$));
        }),
      );
      const forwarded$ = pipe(
        shared$,
        filter((operation) => operation.kind !== 'query' && operation.kind !== 'mutation'),
        forward,
      );
      return merge([executed$, forwarded$]);
    };
}
