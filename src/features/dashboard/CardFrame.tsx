/** One dashboard card: a titled region with its loading, failure and empty states. */
import type { ReactNode } from 'react';
import { Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { DashboardCard } from '../../domain/dashboard-cards';
import { FailureAlert } from '../../ui/records/FailureAlert';
import type { CardState } from './use-card';

interface Props<T> {
  card: DashboardCard;
  title: string;
  state: CardState<T>;
  /** Whether the data holds nothing to show. */
  empty?(data: T): boolean;
  emptyText?: string;
  children(data: T): ReactNode;
}

export function CardFrame<T>({ card, title, state, empty, emptyText = 'Nothing to show yet.', children }: Props<T>) {
  const id = `dashboard-card-${card}`;
  const { data, failure } = state;
  return (
    <Stack
      as="section"
      aria-labelledby={id}
      aria-busy={state.fetching}
      data-card={card}
      data-ready={data !== null && !state.fetching ? 'true' : 'false'}
      gap="3"
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      p="5"
      minW="0"
    >
      <Heading as="h2" size="md" id={id}>
        {title}
      </Heading>
      {data !== null ? (
        empty?.(data) ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          children(data)
        )
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : (
        <Flex p="6" justify="center" role="status" aria-label={`Loading ${title}`}>
          <Spinner />
        </Flex>
      )}
    </Stack>
  );
}
