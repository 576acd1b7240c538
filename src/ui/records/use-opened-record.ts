import { useState } from 'react';

/**
 * The record an edit form works on: the first one loaded, kept while the query refreshes in the
 * background (the edit must keep the revision it was made from, or a stale edit would go through
 * unnoticed), and replaced only by an explicit reload after a 409.
 */
export function useOpenedRecord<T extends { revision: number }>(loaded: T | undefined, settled: boolean, refetch: () => Promise<T | undefined>) {
  const [opened, setOpened] = useState<T | undefined>(undefined);
  // Derived state: captured during render, once.
  if (opened === undefined && loaded !== undefined && settled) setOpened(loaded);
  const reload = () => {
    void refetch().then((fresh) => {
      if (fresh) setOpened(fresh);
    });
  };
  return { record: opened, reload };
}

