/**
 * /agents: the agents in scope (a partner sees its own), searched (debounced) by name or email,
 * filtered by partner and status, sorted and paged, with create, edit, status change and delete where
 * the Agents permission allows.
 */
import { useState } from 'react';
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import { formatCommission, type Agent, type AgentSort } from './agent-fields';
import { useAgentPartnerOptions, useAgents, useDeleteAgent, useSetAgentStatus, type AgentsVariables } from './use-agents';

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
  const [{ data, fetching, error }] = useAgents(variables);
  const [partnerOptions] = useAgentPartnerOptions();
  const [deleting, setDeleting] = useState<Agent | null>(null);
  const [changing, setChanging] = useState<Agent | null>(null);
  const [deleted, deleteAgent] = useDeleteAgent();
  const [statusChanged, setAgentStatus] = useSetAgentStatus();
  const agents = data?.agents;
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

      <ListPanel>
        <ListToolbar label="Search agents" placeholder="Search by name or email" list={list} refreshing={fetching && Boolean(agents)} views="agents">
          {partners.length > 1 && (
            <OptionSelect size="sm" label="Filter by partner" placeholder="All partners" value={partner ?? ''} options={partners} onChange={(value) => list.setFilter('partner', value)} width="56" />
          )}
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!agents} empty={agents?.data.length === 0} noun="agents" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="email">
                  Email
                </SortHeader>
                <Table.ColumnHeader>Partner</Table.ColumnHeader>
                <SortHeader list={list} field="commission">
                  Commission
                </SortHeader>
                <Table.ColumnHeader>Customers</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {agents?.data.map((agent) => (
                <Table.Row key={agent.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{agent.name}</Text>
                    {agent.phone && (
                      <Text color="fg.muted" textStyle="xs">
                        {agent.phone}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{agent.email}</Table.Cell>
                  <Table.Cell>{agent.partner_name ?? <Text color="fg.muted">None</Text>}</Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{formatCommission(agent.commission_percent)}</Table.Cell>
                  <Table.Cell>{agent.customer_count}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={agent.status} />
                  </Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <RecordRowActions
                      name={agent.name}
                      editHref={mayUpdate ? `/agents/edit/${agent.id}` : undefined}
                      onStatus={mayUpdate ? () => setChanging(agent) : undefined}
                      onDelete={mayDelete ? () => setDeleting(agent) : undefined}
                    />
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={agents} noun={['agent', 'agents']} />
      </ListPanel>

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
