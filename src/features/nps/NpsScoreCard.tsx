/** The score and its three groups, as counts and shares of all reviews. */
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import type { NpsScoreRecord } from '../../gateway/resources/reviews';

/** "+42", "−8", "0"; "—" without reviews. */
export function formatNps(score: number | null): string {
  if (score === null) return '—';
  return score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0';
}

const share = (count: number, total: number) => (total === 0 ? '0%' : `${Math.round((count / total) * 100)}%`);

const GROUPS = [
  { key: 'promoters', label: 'Promoters', hint: '9–10', color: 'green.700' },
  { key: 'passives', label: 'Passives', hint: '7–8', color: 'orange.700' },
  { key: 'detractors', label: 'Detractors', hint: '0–6', color: 'red.700' },
] as const;

export function NpsScoreCard({ summary }: { summary: NpsScoreRecord }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1.2fr repeat(3, 1fr)' }} gap="4">
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="5" role="group" aria-label="Net Promoter Score">
        <Text color="fg.muted" textStyle="sm">
          Net Promoter Score
        </Text>
        <Text textStyle="4xl" fontWeight="bold" data-testid="nps-score">
          {formatNps(summary.score)}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {summary.total === 1 ? '1 review' : `${summary.total} reviews`}
        </Text>
      </Box>
      {GROUPS.map((group) => (
        <Box key={group.key} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="5" role="group" aria-label={group.label}>
          <Flex justify="space-between" align="baseline">
            <Text fontWeight="semibold" color={group.color}>
              {group.label}
            </Text>
            <Text color="fg.muted" textStyle="xs">
              {group.hint}
            </Text>
          </Flex>
          <Text textStyle="2xl" fontWeight="semibold" data-testid={`nps-${group.key}`}>
            {summary[group.key]}
          </Text>
          <Text color="fg.muted" textStyle="sm">
            {share(summary[group.key], summary.total)} of reviews
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
