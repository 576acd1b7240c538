/** The project's activities (issue 5): who did what and when, each change as before → after, newest first. */
import { useState } from 'react';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LoadFailure } from '../../../ui/records/FailureAlert';
import { useProjectActivities } from './use-project-view';
import { activityValue, fieldLabel } from '../../../domain/activity-changes';
import { timeOf } from './when';
import { reloadOf } from '../../../gateway/reload';

export function ProjectActivities({ projectId }: { projectId: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const [{ data, error, fetching }, reexecute] = useProjectActivities(projectId, pageNumber);
  const page = data?.projectActivities;
  if (error) return <LoadFailure error={error} onRetry={reloadOf(reexecute)} />;
  return (
    <Stack gap="3">
      {page && page.data.length === 0 && !fetching && <Text color="fg.muted">No activities yet.</Text>}
      <Stack as="ol" gap="3" listStyleType="none" aria-label="Activities">
        {page?.data.map((activity) => (
          <Box as="li" key={activity.id} borderLeftWidth="3px" borderColor="brand.500" pl="3" data-testid="activity">
            <Text textStyle="sm">
              <Text as="span" fontWeight="semibold">
                {activity.actor?.name ?? 'System'}
              </Text>{' '}
              {activity.action}
            </Text>
            <Text color="fg.muted" textStyle="xs">
              {timeOf(activity.created_at)}
            </Text>
            {activity.changes && Object.keys(activity.changes).length > 0 && (
              <Stack as="ul" gap="0" mt="1" listStyleType="none" textStyle="xs">
                {Object.entries(activity.changes).map(([field, change]) => (
                  <li key={field}>
                    {fieldLabel(field)}: {activityValue(field, change?.before)} → {activityValue(field, change?.after)}
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {page && (page.hasMore || pageNumber > 1) && (
        <HStack gap="2">
          <Button size="xs" variant="outline" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
            Newer
          </Button>
          <Button size="xs" variant="outline" disabled={!page.hasMore} onClick={() => setPageNumber((n) => n + 1)}>
            Older
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
