/**
 * /nps (spec 2.2, permission NPS): the Net Promoter Score of the reviews in the user's scope — its
 * promoters, passives and detractors and its trend per month — filtered by customer, branch, user and
 * days, with a link to the details under the same filters. Live: a new review refetches it
 * (record:changed `review`).
 */
import { Box, Button, Flex, Heading, Spinner } from '@chakra-ui/react';
import { Link } from 'wouter';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { NpsFilterBar } from './NpsFilterBar';
import { NpsScoreCard } from './NpsScoreCard';
import { NpsTrendChart } from './NpsTrendChart';
import { searchOf, useNpsFilters } from './nps-filters';
import { useNps } from './use-nps';

export default function NpsScreen() {
  useDocumentTitle('Net Promoter Score');
  const filterState = useNpsFilters();
  const [{ data, error }] = useNps(filterState.filters, filterState.error !== null);
  const nps = data?.nps;
  const failure = failureOf(error);

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Net Promoter Score" description="How likely customers are to recommend us: % promoters (9–10) minus % detractors (0–6)." />
        <Button asChild variant="outline">
          <Link href={`/nps/nps-details${searchOf(filterState.values)}`}>NPS Details</Link>
        </Button>
      </Flex>
      <NpsFilterBar state={filterState} />
      {filterState.error ? null : failure ? (
        <FailureAlert message={failure.message} />
      ) : !nps ? (
        <Flex p="10" justify="center" role="status" aria-label="Loading the score">
          <Spinner />
        </Flex>
      ) : (
        <>
          <NpsScoreCard summary={nps.summary} />
          <Box mt="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="5">
            <Heading as="h2" size="md" mb="2">
              Trend
            </Heading>
            <NpsTrendChart trend={nps.trend} />
          </Box>
        </>
      )}
    </>
  );
}
