/**
 * What /nps and /nps/nps-details share: the document title, the header with the link to the other
 * screen under the same filters, the filter bar, and the answer's states (nothing while the filters are
 * invalid, then AnswerState's failure with Retry, spinner and body), and the panel their sections sit in.
 */
import type { ReactNode } from 'react';
import { Box, Flex, Heading, type BoxProps } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NpsFilterBar } from './NpsFilterBar';
import type { NpsFilterState } from './nps-filters';

interface NpsFrameProps<Answer> {
  title: string;
  description: string;
  filterState: NpsFilterState;
  /** The link to the other screen, beside the header. */
  link: ReactNode;
  /** The answer under the filters, and its error. */
  answer: { data: Answer | undefined; error: CombinedError | undefined };
  /** Asks again after a failure. */
  onRetry(): void;
  /** What the spinner says while the answer loads. */
  loading: string;
  children(answer: Answer): ReactNode;
}

export function NpsFrame<Answer>({ title, description, filterState, link, answer, loading, onRetry, children }: NpsFrameProps<Answer>) {
  useDocumentTitle(title);
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title={title} description={description} />
        {link}
      </Flex>
      <NpsFilterBar state={filterState} />
      {filterState.error ? null : (
        <AnswerState error={answer.error} data={answer.data} loading={loading} onRetry={onRetry}>
          {children}
        </AnswerState>
      )}
    </>
  );
}

/** A titled section of an NPS screen. */
export function NpsPanel({ title, children, ...box }: { title: string; children: ReactNode } & BoxProps) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="5" {...box}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
