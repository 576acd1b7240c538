/**
 * Runs urql operations against the local GraphQL schema (after urql's own execute exchange). Work
 * starts a microtask after the operation arrives, so the start-cancel-restart urql's `useQuery` does
 * on first render costs no REST call; a teardown aborts the call in flight.
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

function run(operation: Operation, { schema, rootValue }: LocalExchangeOptions): Source<OperationResult> {
  return make<OperationResult>(({ next, complete }) => {
    const controller = new AbortController();
    let ended = false;
    queueMicrotask(() => {
      if (ended) return;
      const contextValue: GatewayContext = { signal: controller.signal };
      Promise.resolve(
        execute({
          schema: schema(),
          document: operation.query,
          rootValue,
          contextValue,
          variableValues: operation.variables as Record<string, unknown> | undefined,
          operationName: getOperationName(operation.query),
        }) as ExecutionResult | Promise<ExecutionResult>,
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
