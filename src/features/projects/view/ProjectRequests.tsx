/**
 * The project's due-date and hours requests: the history of each with its state, and the pending one
 * answered here (approve / reject through the action flow, so only what the server offers shows).
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { failureOf } from '../../../gateway/failure';
import type { ViewAction } from '../../../machines/project-actions';
import { usDay } from '../../../ui/format';
import { FailureAlert } from '../../../ui/records/FailureAlert';
import { VIEW_ACTION_LABELS } from './ProjectActionDialog';
import { useProjectRequests } from './use-project-view';
import { timeOf } from './when';

const STATE_PALETTE: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red', dropped: 'gray' };
const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

function RequestState({ state }: { state: string }) {
  return <Badge colorPalette={STATE_PALETTE[state] ?? 'gray'}>{stateLabel(state)}</Badge>;
}

function ActionButtons({ offered, actions, onChoose }: { offered: readonly ViewAction[]; actions: readonly ViewAction[]; onChoose(action: ViewAction): void }) {
  const shown = actions.filter((action) => offered.includes(action));
  if (shown.length === 0) return null;
  return (
    <HStack gap="2">
      {shown.map((action) => (
        <Button key={action} size="xs" variant={action.startsWith('REJECT') ? 'outline' : 'solid'} colorPalette={action.startsWith('REJECT') ? 'red' : 'brand'} onClick={() => onChoose(action)}>
          {VIEW_ACTION_LABELS[action]}
        </Button>
      ))}
    </HStack>
  );
}

function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {aside}
      </HStack>
      {children}
    </Stack>
  );
}

export function ProjectRequests({ projectId, offered, onChoose }: { projectId: string; offered: readonly ViewAction[]; onChoose(action: ViewAction): void }) {
  const [{ data, error }] = useProjectRequests(projectId);
  const failure = failureOf(error);
  if (failure) return <FailureAlert message={failure.message} />;
  const due = data?.projectDueRequests ?? [];
  const hours = data?.projectHoursRequests ?? [];
  return (
    <Stack gap="6">
      <Section title="Due Date Requests" aside={<ActionButtons offered={offered} actions={['REQUEST_DUE_DATE']} onChoose={onChoose} />}>
        {data && due.length === 0 && <Text color="fg.muted">No due date requests yet.</Text>}
        {due.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Due date requests">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Requested</Table.ColumnHeader>
                  <Table.ColumnHeader>Current Due Date</Table.ColumnHeader>
                  <Table.ColumnHeader>New Due Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Reason</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {due.map((request) => (
                  <Table.Row key={request.id} data-testid="due-request">
                    <Table.Cell>
                      <Text textStyle="sm">{request.requested_by?.name ?? '—'}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {timeOf(request.created_at)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{request.current_due_date ? usDay(request.current_due_date) : '—'}</Table.Cell>
                    <Table.Cell>{request.requested_due_date ? usDay(request.requested_due_date) : '—'}</Table.Cell>
                    <Table.Cell maxW="xs" whiteSpace="pre-wrap">
                      {request.reason ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <RequestState state={request.state} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {request.state === 'pending' && <ActionButtons offered={offered} actions={['APPROVE_DUE_DATE', 'REJECT_DUE_DATE']} onChoose={onChoose} />}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Section>
      <Section title="Hours Requests" aside={<ActionButtons offered={offered} actions={['REQUEST_HOURS']} onChoose={onChoose} />}>
        {data && hours.length === 0 && <Text color="fg.muted">No hours requests yet.</Text>}
        {hours.length > 0 && (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label="Hours requests">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Requested</Table.ColumnHeader>
                  <Table.ColumnHeader>Service</Table.ColumnHeader>
                  <Table.ColumnHeader>Hours</Table.ColumnHeader>
                  <Table.ColumnHeader>Description</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {hours.map((request) => (
                  <Table.Row key={request.id} data-testid="hours-request">
                    <Table.Cell>
                      <Text textStyle="sm">{request.requested_by?.name ?? '—'}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {timeOf(request.created_at)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{request.service?.name ?? '—'}</Table.Cell>
                    <Table.Cell>{request.hours}</Table.Cell>
                    <Table.Cell maxW="xs" whiteSpace="pre-wrap">
                      {request.description ?? '—'}
                    </Table.Cell>
                    <Table.Cell>
                      <RequestState state={request.state} />
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {request.state === 'pending' && <ActionButtons offered={offered} actions={['APPROVE_HOURS', 'REJECT_HOURS']} onChoose={onChoose} />}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Section>
    </Stack>
  );
}
