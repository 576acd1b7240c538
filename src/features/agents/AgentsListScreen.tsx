/**
 * /agents: the agents in scope (a partner sees its own), searched (debounced) by name or email,
 * filtered by partner and status, sorted and paged, with create, edit, status change and delete where
 * the Agents permission allows.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import { formatCommission, type Agent, type AgentSort } from './agent-fields';
import { useAgentPartnerOptions, useAgents, useDeleteAgent, useSetAgentStatus, type AgentsVariables } from './use-agents';

const COLUMNS: ListColumn<Agent>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (agent) => (
      <>
        <Text fontWeight="medium">{agent.name}</Text>
        {agent.phone && (
          <Text color="fg.muted" textStyle="xs" fontWeight="normal">
            {agent.phone}
          </Text>
        )}
      </>
    ),
  },
  { id: 'email', header: 'Email', sort: 'email', cell: (agent) => agent.email },
  { id: 'partner', header: 'Partner', cell: (agent) => agent.partner_name ?? <Text color="fg.muted">None</Text> },
  { id: 'commission', header: 'Commission', sort: 'commission', cell: (agent) => <Text fontVariantNumeric="tabular-nums">{formatCommission(agent.commission_percent)}</Text> },
  { id: 'customers', header: 'Customers', cell: (agent) => agent.customer_count },
  { id: 'status', header: 'Status', cell: (agent) => <StatusBadge status={agent.status} /> },
];

export default function AgentsListScreen() {
  useDocumentTitle('Manage Agents');
  const { permissions } = useSession();
  const list = useListState<AgentSort>('name');
  const { partner, status } = list.filters;
  const variables: AgentsVariables = {
    pageNumber: list.pageNumber,
    pageSize: list.variables.pageSize,
    sort: list.sort,
    ...(list.search ? { search: list.search } : {}),
    ...(partner ? { partner: Number(partner) } : {}),
    ...(status ? { status } : {}),
  };
  const [{ data, fetching, error }, reexecute] = useAgents(variables);
  const [partnerOptions] = useAgentPartnerOptions();
  const [deleting, setDeleting] = useState<Agent | null>(null);
  const [changing, setChanging] = useState<Agent | null>(null);
  const [deleted, deleteAgent] = useDeleteAgent();
  const [statusChanged, setAgentStatus] = useSetAgentStatus();
  const mayCreate = can(permissions, 'Agents', 'create');
  const mayUpdate = can(permissions, 'Agents', 'update');
  const mayDelete = can(permissions, 'Agents', 'delete');
  // A partner's users have one partner: filtering by it would change nothing.
  const partners = partnerOptions.data?.agentPartnerOptions ?? [];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Agents" description="Sales agents, their partner and commission." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/agents/create">Create Agent</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        list={list}
        views="agents"
        exportPath="agents"
        state={{ page: data?.agents, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['agent', 'agents']}
        search={{ label: 'Search agents', placeholder: 'Search by name or email' }}
        filters={
          <>
            {partners.length > 1 && (
              <OptionSelect size="sm" label="Filter by partner" placeholder="All partners" value={partner ?? ''} options={partners} onChange={(value) => list.setFilter('partner', value)} width="56" />
            )}
            <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          </>
        }
        columns={COLUMNS}
        nameOf={(agent) => agent.name}
        bulk={{ resource: 'agents', status: mayUpdate, remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (agent) => (
                <RecordRowActions
                  name={agent.name}
                  editHref={mayUpdate ? `/agents/edit/${agent.id}` : undefined}
                  onStatus={mayUpdate ? () => setChanging(agent) : undefined}
                  onDelete={mayDelete ? () => setDeleting(agent) : undefined}
                />
              )
            : undefined
        }
      />

      <DeleteRecordDialog
        thing="agent"
        name={deleting?.name ?? null}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await deleteAgent({ id: deleting?.id ?? '' });
          return { failure: failureOf(result.error), messages: result.data?.deleteAgent.messages };
        }}
        onClose={() => setDeleting(null)}
      />
      <StatusChangeDialog
        thing="agent"
        record={changing}
        busy={statusChanged.fetching}
        onChange={async (next) => {
          const result = await setAgentStatus({ id: changing?.id ?? '', status: next });
          return { failure: failureOf(result.error) };
        }}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
