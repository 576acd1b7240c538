/**
 * /agents: the agents in scope (a partner sees its own), searched (debounced) by name or email,
 * filtered by partner and status, sorted and paged, with create, edit, status change and delete where
 * the Agents permission allows.
 */
import { Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { NameWithLine } from '../../ui/list/cells';
import { kitControls } from '../../ui/list/row-controls';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { formatCommission, type Agent, type AgentSort } from './agent-fields';
import { useAgentPartnerOptions, useAgents, useDeleteAgent, useSetAgentStatus, type AgentsVariables } from './use-agents';

const COLUMNS: ListColumn<Agent>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (agent) => <NameWithLine name={agent.name} line={agent.phone} />,
  },
  { id: 'email', header: 'Email', sort: 'email', cell: (agent) => agent.email },
  { id: 'partner', header: 'Partner', cell: (agent) => agent.partner_name ?? <Text color="fg.muted">None</Text> },
  { id: 'commission', header: 'Commission', sort: 'commission', cell: (agent) => <Text fontVariantNumeric="tabular-nums">{formatCommission(agent.commission_percent)}</Text> },
  { id: 'customers', header: 'Customers', cell: (agent) => agent.customer_count },
  { id: 'status', header: 'Status', cell: (agent) => <StatusBadge status={agent.status} /> },
];

export default function AgentsListScreen() {
  const list = useListState<AgentSort>('name');
  const [partnerOptions] = useAgentPartnerOptions();
  // A partner's users have one partner: filtering by it would change nothing.
  const partners = partnerOptions.data?.agentPartnerOptions ?? [];

  return (
    <RecordListPage
      title="Manage Agents"
      description="Sales agents, their partner and commission."
      access="Agents"
      create={{ href: '/agents/create', label: 'Create Agent' }}
      list={list}
      resource="agents"
      query={useAgents(listVariables<AgentsVariables>(list, { partner: 'number', status: 'text' }))}
      pageOf={(data) => data.agents}
      noun={['agent', 'agents']}
      search={{ label: 'Search agents', placeholder: 'Search by name or email' }}
      filters={
        <>
          {partners.length > 1 && (
            <OptionSelect size="sm" label="Filter by partner" placeholder="All partners" value={list.filters.partner ?? ''} options={partners} onChange={(value) => list.setFilter('partner', value)} width="56" />
          )}
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </>
      }
      columns={COLUMNS}
      nameOf={(agent) => agent.name}
      editHref={(agent) => `/agents/edit/${agent.id}`}
      {...kitControls<Agent>('agent', useDeleteAgent(), useSetAgentStatus())}
      bulk={{ status: true, remove: true }}
    />
  );
}
