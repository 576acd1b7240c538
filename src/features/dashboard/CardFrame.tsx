/**
 * One dashboard card: a titled region with its loading, failure and empty states. While its data is
 * on the way it lays out its own content over placeholder data (placeholders.ts) as a skeleton, so
 * the card has its final size from the first paint and the cards below never move (CLS); the
 * skeleton stays beneath the content, hidden, as the card's least size.
 */
import { createContext, memo, type ReactNode } from 'react';
import { Box, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { DashboardCard } from '../../domain/dashboard-cards';
import { ChartSkeleton } from '../../ui/charts/Chart';
import type { CardData } from '../../gateway/resources/dashboard';
import { LoadFailure } from '../../ui/records/FailureAlert';
import { CARD_PLACEHOLDERS } from './placeholders';
import type { CardState } from './use-card';

/** True inside a card's skeleton: stats there show a bar instead of a number. */
export const CardSkeleton = createContext(false);

/** Skeleton look: the layout's boxes and labels stay, every placeholder value is a grey bar. */
const SKELETON_CSS = {
  '& td, & li *, & [data-note]': { color: 'transparent' },
  '& li p, & li span, & [data-placeholder]': { color: 'transparent', bg: 'bg.muted', borderRadius: 'sm' },
} as const;

/** Every child in the same grid cell, allowed to be narrower than its content (charts size to the cell). */
const STACKED = { '& > *': { gridArea: '1 / 1', minWidth: 0 } } as const;

interface Props<C extends DashboardCard> {
  card: C;
  title: string;
  state: CardState<CardData[C]>;
  /** Whether the data holds nothing to show. */
  empty?(data: CardData[C]): boolean;
  emptyText?: string;
  /** What to lay out while loading, when the card's shape depends on the user (else placeholders.ts's). */
  placeholder?: CardData[C];
  children(data: CardData[C]): ReactNode;
}

export function CardFrame<C extends DashboardCard>({ card, title, state, empty, emptyText = 'Nothing to show yet.', placeholder, children }: Props<C>) {
  const id = `dashboard-card-${card}`;
  const { data, error } = state;
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
      {/* The skeleton stays laid out (hidden) under the card's content in one grid cell, so the card is
          never smaller than its skeleton at any width: fewer rows or an empty state do not pull the
          cards below it up. */}
      <Box display="grid" css={STACKED}>
        {data !== null ? (
          empty?.(data) ? (
            <Text color="fg.muted">{emptyText}</Text>
          ) : (
            <Box>{children(data)}</Box>
          )
        ) : error ? (
          <Box alignSelf="start">
            <LoadFailure error={error} onRetry={state.retry} />
          </Box>
        ) : (
          <VisuallyHidden role="status">Loading {title}</VisuallyHidden>
        )}
        <Box aria-hidden="true" inert visibility={data === null && !error ? 'visible' : 'hidden'} css={SKELETON_CSS}>
          <SkeletonLayout data={placeholder ?? CARD_PLACEHOLDERS[card]} layout={children} />
        </Box>
      </Box>
    </Stack>
  );
}

/**
 * The skeleton's content, rendered again only when its placeholder data changes: the card's own
 * renders (its answer arriving, every live refresh of an all-day dashboard) leave it alone, instead of
 * building a second, hidden copy of the card each time. `layout` is a new closure on every render of
 * the card and only its placeholder data decides what it lays out, so it is not compared.
 */
const SkeletonLayout = memo(
  function SkeletonLayout<T>({ data, layout }: { data: T; layout(data: T): ReactNode }) {
    return (
      <CardSkeleton.Provider value>
        <ChartSkeleton.Provider value>{layout(data)}</ChartSkeleton.Provider>
      </CardSkeleton.Provider>
    );
  },
  (before, after) => before.data === after.data,
);
