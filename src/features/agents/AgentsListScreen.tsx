/**
 * /agents: the agents in scope (a partner sees its own), searched (debounced) by name or email,
 * filtered by partner and status, sorted and paged, with create, edit, status change and delete where
 * the Agents permission allows.
 */
import { Text } from '@chakra-ui/react';
import { nameColumn, statusColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { kitControls } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import { formatCommission, type Agent, type AgentSort } from './agent-fields';
import { useAgentPartnerOptions, useAgents, useDeleteAgent, useSetAgentStatus, type AgentsVariables } from './use-agents';

const COLUMNS: ListColumn<Agent>[] = [
  nameColumn((agent) => agent.phone),
  { id: 'email', header: 'Email', sort: 'email', cell: (agent) => agent.email },
  { id: 'partner', header: 'Partner', cell: (agent) => agent.partner_name ?? <Text color="fg.muted">None</Text> },
  { id: 'commission', header: 'Commission', sort: 'commission', cell: (agent) => <Text fontVariantNumeric="tabular-nums">{formatCommission(agent.commission_percent)}</Text> },
  { id: 'customers', header: 'Customers', cell: (agent) => agent.customer_count },
  statusColumn(),
];

export default function AgentsListScreen() {
  const list = useListState<AgentSort>('name');
  const [partners] = useAgentPartnerOptions();
  return (
    <RecordListPage
      path="/agents"
      description="Sales agents, their partner and commission."
      resource="agents"
      list={list}
      query={useAgents(listVariables<AgentsVariables>(list, { partner: 'number', status: 'text' }))}
      search="Search by name or email"
      filters={
        <>
          {/* A partner's users have one partner: filtering by it would change nothing. */}
          <FilterSelect list={list} name="partner" label="Filter by partner" placeholder="All partners" options={partners.data?.agentPartnerOptions} width="56" atLeast={2} />
          <StatusFilter list={list} />
        </>
      }
      columns={COLUMNS}
      {...kitControls<Agent>(useDeleteAgent(), useSetAgentStatus())}
    />
  );
}
