/**
 * /reports: the four reports as cards, each with how many rows it holds for the caller (their project
 * scope) and a link to open it.
 */
import { Box, Card, Heading, Link as ChakraLink, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { REPORT_KINDS, REPORT_PATHS, REPORT_TITLES, type ReportKind } from '../../domain/reports';
import { PageHeader } from '../../ui/PageHeader';
import { LoadFailure } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useReportsOverview } from './use-reports';
import { reloadOf } from '../../gateway/reload';

const SUMMARIES: Record<ReportKind, { text: string; noun: [string, string] }> = {
  project: { text: 'Every project you can see, by partner, customer, branch, service and created day.', noun: ['project', 'projects'] },
  error: { text: 'Errors customers reported in delivered work.', noun: ['error report', 'error reports'] },
  added: { text: 'Projects that carry added services, with their prices.', noun: ['project with add-ons', 'projects with add-ons'] },
  delayed: { text: 'Work finished after its due date, or still open past it.', noun: ['delayed project', 'delayed projects'] },
};

export default function ReportsScreen() {
  useDocumentTitle('Reports');
  const [{ data, error }, reexecute] = useReportsOverview({}, false);
  const counts = data?.reportsOverview;
  return (
    <>
      <PageHeader title="Reports" description="Project, error, added-project and delayed project reports, with CSV and PDF exports." />
      {error && (
        <Box mb="4">
          <LoadFailure error={error} onRetry={reloadOf(reexecute)} />
        </Box>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {REPORT_KINDS.map((kind) => {
          const { text, noun } = SUMMARIES[kind];
          const count = counts?.[kind];
          return (
            <Card.Root key={kind} variant="outline" as="section" aria-labelledby={`report-${kind}`}>
              <Card.Body gap="2">
                <Heading as="h2" size="md" id={`report-${kind}`}>
                  {REPORT_TITLES[kind]}
                </Heading>
                <Text color="fg.muted">{text}</Text>
                <Skeleton loading={count === undefined && !error} width="fit-content">
                  <Text fontSize="2xl" fontWeight="semibold">
                    {count === undefined ? '—' : `${count.toLocaleString('en-US')} ${count === 1 ? noun[0] : noun[1]}`}
                  </Text>
                </Skeleton>
              </Card.Body>
              <Card.Footer>
                <ChakraLink asChild color="brand.700" fontWeight="medium">
                  <Link href={REPORT_PATHS[kind]}>Open {REPORT_TITLES[kind]}</Link>
                </ChakraLink>
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </>
  );
}
