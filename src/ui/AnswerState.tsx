/**
 * One answer's states, as every screen that reads one shows them: its failure (with Retry when trying
 * again could help), a spinner while it loads, then the body drawn from the answer.
 *
 * @example
 * <AnswerState error={error} data={data?.playbook} loading="Loading playbook" onRetry={retry}>
 *   {(playbook) => <PlaybookView playbook={playbook} />}
 * </AnswerState>
 */
import type { ReactNode } from 'react';
import { Flex, Spinner } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { LoadFailure } from './records/FailureAlert';

export interface AnswerStateProps<Data> {
  /** The query's error, or a message of the screen's own (an address it cannot read). */
  error: CombinedError | string | undefined;
  data: Data | undefined;
  /** What the spinner says while the answer loads: "Loading playbook". */
  loading: string;
  /** Loads again (the query's `reexecute`); offered for a failure that is not a refusal. */
  onRetry?: () => void;
  /** The body; left out where the screen draws the answer itself once it is in. */
  children?(data: Data): ReactNode;
}

export function AnswerState<Data>({ error, data, loading, onRetry, children }: AnswerStateProps<Data>) {
  if (error) return <LoadFailure error={error} onRetry={onRetry} />;
  if (data === undefined) return <Loading label={loading} />;
  return children ? children(data) : null;
}

/** The spinner of a loading answer, named for assistive technology. */
export function Loading({ label }: { label: string }) {
  return (
    <Flex p="10" justify="center" role="status" aria-label={label}>
      <Spinner />
    </Flex>
  );
}
