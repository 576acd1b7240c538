/**
 * What the project's threads of entries share (messages, addenda, RFIs and their comments): the list
 * with its failure (Retry for a fault), "No … yet." once the answer is in, and each entry's byline.
 */
import type { ReactNode } from 'react';
import { Stack, Text, type StackProps } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { LoadFailure } from '../../../ui/records/FailureAlert';
import { timeOf } from './when';

interface EntryListProps extends Omit<StackProps, 'children'> {
  /** The list's accessible name: "Addenda" (none for a list inside a named entry). */
  label?: string;
  /** Shown once the answer holds no entry: "No addenda yet.". */
  none: string;
  /** How many entries the answer holds; undefined until it is in. */
  count: number | undefined;
  error: CombinedError | undefined;
  /** Loads the entries again. */
  onRetry(): void;
  children: ReactNode;
}

export function EntryList({ label, none, count, error, onRetry, children, ...list }: EntryListProps) {
  return (
    <>
      <LoadFailure error={error} onRetry={onRetry} />
      {!error && count === 0 && (
        <Text color="fg.muted" textStyle={list.textStyle}>
          {none}
        </Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={label} {...list}>
        {children}
      </Stack>
    </>
  );
}

/** Who wrote an entry and when: "Alice Morgan · 11/22/2026 3:04 PM" ("Former user" once deleted). */
export function Byline({ who, at }: { who: { name: string } | null | undefined; at: string }) {
  return (
    <Text color="fg.muted" textStyle="xs">
      {who?.name ?? 'Former user'} · {timeOf(at)}
    </Text>
  );
}
