/**
 * /nps/nps-details: under the same filters as /nps (kept in the address), how the scores spread over
 * 0–10, the score per customer and per branch, and the reviews themselves — newest first, paged,
 * narrowed by group (promoters, passives, detractors) and by words of the comment, on the one list.
 */
import { useMemo } from 'react';
import { Badge, Box, Link as ChakraLink, Flex, Grid, Heading, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { reloadOf } from '../../gateway/reload';
import type { NpsFilters } from '../../gateway/resources/reviews';
import { usDay } from '../../ui/format';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { csvExport } from '../../ui/list/ListExports';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { useListState } from '../../ui/records/use-list-state';
import { NpsFrame, NpsPanel } from './NpsFrame';
import { formatNps, NpsScoreCard } from './NpsScoreCard';
import { searchOf, useNpsFilters } from './nps-filters';
import { useNpsDetails, useNpsReviews, type Breakdown, type NpsReviewRow } from './use-nps';

const GROUP_OPTIONS = [
  { id: 'promoter', name: 'Promoters (9–10)' },
  { id: 'passive', name: 'Passives (7–8)' },
  { id: 'detractor', name: 'Detractors (0–6)' },
];
const GROUP_PALETTE = { promoter: 'green', passive: 'orange', detractor: 'red' } as const;
const GROUP_NAME = { promoter: 'Promoter', passive: 'Passive', detractor: 'Detractor' } as const;

function Distribution({ rows }: { rows: { score: number; count: number }[] }) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <Table.Root size="sm">
      <Table.Caption textAlign="start" color="fg.muted">
        Reviews per score
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Score</Table.ColumnHeader>
          <Table.ColumnHeader>Reviews</Table.ColumnHeader>
          <Table.ColumnHeader width="60%">
            <VisuallyHidden>Share</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.score}>
            <Table.Cell>{row.score}</Table.Cell>
            <Table.Cell>{row.count}</Table.Cell>
            <Table.Cell>
              <Box h="2.5" borderRadius="full" bg={row.score >= 9 ? 'green.500' : row.score >= 7 ? 'orange.400' : 'red.500'} width={`${(row.count / most) * 100}%`} minW={row.count > 0 ? '1' : '0'} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function BreakdownTable({ rows, label, withCustomer }: { rows: Breakdown[]; label: string; withCustomer: boolean }) {
  if (rows.length === 0) return <Text color="fg.muted">No reviews.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{label}</Table.ColumnHeader>
            {withCustomer && <Table.ColumnHeader>Customer</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">NPS</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Promoters</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Passives</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Detractors</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Reviews</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              {withCustomer && <Table.Cell>{row.customer?.name}</Table.Cell>}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {formatNps(row.score)}
              </Table.Cell>
              <Table.Cell textAlign="end">{row.promoters}</Table.Cell>
              <Table.Cell textAlign="end">{row.passives}</Table.Cell>
              <Table.Cell textAlign="end">{row.detractors}</Table.Cell>
              <Table.Cell textAlign="end">{row.total}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const REVIEW_COLUMNS: (ListColumn<NpsReviewRow> & { customer?: true })[] = [
  { id: 'date', header: 'Date', cell: (review) => <Text whiteSpace="nowrap">{usDay(review.created_at)}</Text> },
  {
    id: 'score',
    header: 'Score',
    cell: (review) => (
      <Flex gap="2" align="center">
        <Text fontWeight="semibold">{review.score}</Text>
        <Badge colorPalette={GROUP_PALETTE[review.group]} variant="subtle">
          {GROUP_NAME[review.group]}
        </Badge>
      </Flex>
    ),
  },
  { id: 'comment', header: 'Comment', cell: (review) => <Box maxW="md">{review.comment || <Text color="fg.muted">No comment</Text>}</Box> },
  { id: 'user', header: 'User', cell: (review) => review.user?.name ?? <Text color="fg.muted">Former user</Text> },
  { id: 'customer', header: 'Customer', customer: true, cell: (review) => review.customer.name },
  { id: 'branch', header: 'Branch', cell: (review) => review.branch?.name ?? '—' },
  {
    id: 'project',
    header: 'Project',
    cell: (review) =>
      review.project ? (
        <ChakraLink asChild color="brand.700" whiteSpace="nowrap">
          <Link href={`/projects/view/${review.project.id}`}>{review.project.code}</Link>
        </ChakraLink>
      ) : (
        '—'
      ),
  },
];

type ReviewSort = 'created';

/** The reviews under the screen's filters, on the one list; keyed by them, so a new filter starts again at page 1. */
function ReviewsPanel({ filters, showCustomer }: { filters: NpsFilters; showCustomer: boolean }) {
  const list = useListState<ReviewSort>('created');
  const { pageNumber, pageSize, search } = list.variables;
  const scoreGroup = list.filters.score_group;
  const [{ data, fetching, error }, reexecute] = useNpsReviews({ pageNumber, pageSize, filters, ...(search ? { search } : {}), ...(scoreGroup ? { score_group: scoreGroup } : {}) });
  const columns = useMemo(() => REVIEW_COLUMNS.filter((column) => showCustomer || !column.customer), [showCustomer]);
  return (
    <Box mt="6">
      <Heading as="h2" size="md" mb="3">
        Reviews
      </Heading>
      <RecordListView
        list={list}
        views="reviews"
        state={{ page: data?.npsReviews, fetching, error }}
        onRetry={reloadOf(reexecute)}
        noun={['review', 'reviews']}
        search={{ label: 'Search reviews', placeholder: 'Search the comments' }}
        exports={[csvExport('review', { ...filters, ...(search ? { search } : {}), ...(scoreGroup ? { score_group: scoreGroup } : {}) })]}
        filters={<OptionSelect size="sm" width="52" label="Filter by group" placeholder="All groups" value={scoreGroup ?? ''} options={GROUP_OPTIONS} onChange={(value) => list.setFilter('score_group', value)} />}
        columns={columns}
        nameOf={(review) => review.user?.name ?? 'Former user'}
      />
    </Box>
  );
}

export default function NpsDetailsScreen() {
  const { user } = useSession();
  const filterState = useNpsFilters();
  const paused = filterState.error !== null;
  const [{ data, error }, reexecute] = useNpsDetails(filterState.filters, paused);
  const showCustomer = user?.customer_id === null || user?.customer_id === undefined;
  return (
    <>
      <NpsFrame
        title="NPS Details"
        description="How the scores spread, per customer and branch, and what reviewers wrote."
        filterState={filterState}
        link={
          <ChakraLink asChild color="brand.700" mt="2">
            <Link href={`/nps${searchOf(filterState.values)}`}>Back to Net Promoter Score</Link>
          </ChakraLink>
        }
        answer={{ data: data?.npsDetails, error }}
        onRetry={reloadOf(reexecute)}
        loading="Loading the details"
      >
        {(details) => (
          <>
            <NpsScoreCard summary={details.summary} />
            <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" mt="6">
              <NpsPanel title="Score distribution">
                <Distribution rows={details.distribution} />
              </NpsPanel>
              <NpsPanel title="By branch">
                <BreakdownTable rows={details.by_branch} label="Branch" withCustomer={showCustomer} />
              </NpsPanel>
            </Grid>
            {showCustomer && (
              <NpsPanel title="By customer" mt="4">
                <BreakdownTable rows={details.by_customer} label="Customer" withCustomer={false} />
              </NpsPanel>
            )}
          </>
        )}
      </NpsFrame>
      {!paused && <ReviewsPanel key={searchOf(filterState.values)} filters={filterState.filters} showCustomer={showCustomer} />}
    </>
  );
}
