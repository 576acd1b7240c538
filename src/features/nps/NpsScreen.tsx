/**
 * /nps (spec 2.2, permission NPS): the Net Promoter Score of the reviews in the user's scope — its
 * promoters, passives and detractors and its trend per month — filtered by customer, branch, user and
 * days, with a link to the details under the same filters. Live: a new review refetches it
 * (record:changed `review`).
 */
import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { NpsFrame, NpsPanel } from './NpsFrame';
import { NpsScoreCard } from './NpsScoreCard';
import { NpsTrendChart } from './NpsTrendChart';
import { searchOf, useNpsFilters } from './nps-filters';
import { useNps } from './use-nps';
import { reloadOf } from '../../gateway/reload';

export default function NpsScreen() {
  const filterState = useNpsFilters();
  const [{ data, error }, reexecute] = useNps(filterState.filters, filterState.error !== null);
  return (
    <NpsFrame
      title="Net Promoter Score"
      description="How likely customers are to recommend us: % promoters (9–10) minus % detractors (0–6)."
      filterState={filterState}
      link={
        <Button asChild variant="outline">
          <Link href={`/nps/nps-details${searchOf(filterState.values)}`}>NPS Details</Link>
        </Button>
      }
      answer={{ data: data?.nps, error }}
      onRetry={reloadOf(reexecute)}
      loading="Loading the score"
    >
      {(nps) => (
        <>
          <NpsScoreCard summary={nps.summary} />
          <NpsPanel title="Trend" mt="6">
            <NpsTrendChart trend={nps.trend} />
          </NpsPanel>
        </>
      )}
    </NpsFrame>
  );
}
