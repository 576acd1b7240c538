/**
 * A chart's legend as a list: each entry's colour, name and number, and where the entry leads (the
 * same link a click on its slice or bar follows) as a real link, so keyboard, middle-click and screen
 * reader users reach every segment; small slices without a label on the chart keep their number here.
 */
import { Box, Grid, Text } from '@chakra-ui/react';
import { Link } from 'wouter';

export interface LegendEntry {
  label: string;
  value: string | number;
  color: string;
  href?: string | undefined;
}

export function ChartLegend({ label, entries }: { label: string; entries: readonly LegendEntry[] }) {
  return (
    // A grid of equal cells, so the legend's height depends on the width and the number of entries only,
    // not on the numbers: a card's skeleton has the height of its answer.
    <Grid as="ul" aria-label={label} templateColumns="repeat(auto-fill, minmax(11rem, 1fr))" columnGap="4" rowGap="1" listStyleType="none" textStyle="sm">
      {entries.map((entry) => {
        const content = (
          <>
            <Box as="span" display="inline-block" boxSize="2.5" borderRadius="full" bg={entry.color} mr="1.5" aria-hidden="true" />
            {entry.label}{' '}
            <Text as="span" fontWeight="semibold">
              {typeof entry.value === 'number' ? entry.value.toLocaleString('en-US') : entry.value}
            </Text>
          </>
        );
        return (
          <Box as="li" key={entry.label} whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
            {entry.href ? (
              <Link href={entry.href}>
                <Box as="span" _hover={{ textDecoration: 'underline' }} color="fg">
                  {content}
                </Box>
              </Link>
            ) : (
              content
            )}
          </Box>
        );
      })}
    </Grid>
  );
}
