/**
 * `React.lazy` with the script-chunk time-out of spec §9: a chunk that has not arrived after
 * 120000 ms fails, so the error boundary can offer a reload instead of a spinner forever.
 */
import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The page took too long to load.')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}

// `any` props mirror React.lazy's own signature: each screen keeps its own prop types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<Props extends ComponentType<any>>(load: () => Promise<{ default: Props }>) {
  return lazy(withTimeout(load));
}
