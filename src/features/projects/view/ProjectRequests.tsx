/**
 * The project's due-date and hours requests: the history of each with its state, and the pending one
 * answered here (approve / reject through the action flow, so only what the server offers shows).
 */
import type { ReactNode } from 'react';
import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ViewAction } from '../../../machines/project-actions';
import { usDay } from '../../../ui/format';
import { LoadFailure } from '../../../ui/records/FailureAlert';
import { VIEW_ACTION_LABELS } from './ProjectActionDialog';
import { useProjectRequests, type ProjectRequestLists } from './use-project-view';
import { timeOf } from './when';
import { reloadOf } from '../../../gateway/reload';

const STATE_PALETTE: Record<string, string> = { pending: 'orange', approved: 'green', rejected: 'red', dropped: 'gray' };
const stateLabel = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

function RequestState({ state }: { state: string }) {
  return <Badge colorPalette={STATE_PALETTE[state] ?? 'gray'}>{stateLabel(state)}</Badge>;
}

/** The actions the server offers now, and what choosing one does. */
interface Choice {
  offered: readonly ViewAction[];
  onChoose(action: ViewAction): void;
}

function ActionButtons({ offered, actions, onChoose }: Choice & { actions: readonly ViewAction[] }) {
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

type Requests = ProjectRequestLists;
type Request = Requests['projectDueRequests'][number] | Requests['projectHoursRequests'][number];

/** One kind of request: its name ("due date requests"), the actions that ask and answer one, its columns. */
interface RequestKind<R extends Request> {
  noun: string;
  action: 'DUE_DATE' | 'HOURS';
  testId: string;
  columns: readonly (readonly [header: string, cell: (request: R) => ReactNode])[];
}

const dayOr = (day: string | null) => (day ? usDay(day) : '—');
const titled = (noun: string) => noun.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

const DUE: RequestKind<Requests['projectDueRequests'][number]> = {
  noun: 'due date requests',
  action: 'DUE_DATE',
  testId: 'due-request',
  columns: [
    ['Current Due Date', (request) => dayOr(request.current_due_date)],
    ['New Due Date', (request) => dayOr(request.requested_due_date)],
    ['Reason', (request) => request.reason ?? '—'],
  ],
};

const HOURS: RequestKind<Requests['projectHoursRequests'][number]> = {
  noun: 'hours requests',
  action: 'HOURS',
  testId: 'hours-request',
  columns: [
    ['Service', (request) => request.service?.name ?? '—'],
    ['Hours', (request) => request.hours],
    ['Description', (request) => request.description ?? '—'],
  ],
};

/** A kind's section: who asked and when, its columns (the last one, free text, wraps), its state and answers. */
function RequestSection<R extends Request>({ kind, requests, ...choice }: { kind: RequestKind<R>; requests: readonly R[] | undefined } & Choice) {
  const { columns, action } = kind;
  return (
    <Stack gap="2">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          {titled(kind.noun)}
        </Heading>
        <ActionButtons {...choice} actions={[`REQUEST_${action}`]} />
      </HStack>
      {requests?.length === 0 && <Text color="fg.muted">No {kind.noun} yet.</Text>}
      {requests && requests.length > 0 && (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label={kind.noun.charAt(0).toUpperCase() + kind.noun.slice(1)}>
            <Table.Header>
              <Table.Row>
                {['Requested', ...columns.map(([header]) => header), 'State'].map((header) => (
                  <Table.ColumnHeader key={header}>{header}</Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {requests.map((request) => (
                <Table.Row key={request.id} data-testid={kind.testId}>
                  <Table.Cell>
                    <Text textStyle="sm">{request.requested_by?.name ?? '—'}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {timeOf(request.created_at)}
                    </Text>
                  </Table.Cell>
                  {columns.map(([header, cell], index) => (
                    <Table.Cell key={header} {...(index === columns.length - 1 ? { maxW: 'xs', whiteSpace: 'pre-wrap' } : {})}>
                      {cell(request)}
                    </Table.Cell>
                  ))}
                  <Table.Cell>
                    <RequestState state={request.state} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {request.state === 'pending' && <ActionButtons {...choice} actions={[`APPROVE_${action}`, `REJECT_${action}`]} />}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

export function ProjectRequests({ projectId, ...choice }: { projectId: string } & Choice) {
  const [{ data, error }, reexecute] = useProjectRequests(projectId);
  if (error) return <LoadFailure error={error} onRetry={reloadOf(reexecute)} />;
  return (
    <Stack gap="6">
      <RequestSection kind={DUE} requests={data?.projectDueRequests} {...choice} />
      <RequestSection kind={HOURS} requests={data?.projectHoursRequests} {...choice} />
    </Stack>
  );
}
