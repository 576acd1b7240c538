/**
 * The agent queries and mutations of the screens, from the agent record
 * (src/ui/records/record-operations.ts; the gateway resource is src/gateway/resources/agents.ts): the
 * list, details with files, writes, status, delete and file removal, plus the partner options.
 */
import { graphql } from '../../gateway/graphql';
import { agents } from '../../gateway/resources/agents';
import { queryHook, recordOperations, type RecordListVariables } from '../../ui/records/record-operations';
import { AGENT_DETAILS_FIELDS, AGENT_FIELDS, type AgentInput, type AgentSort } from './agent-fields';

export interface AgentsVariables extends RecordListVariables {
  sort: AgentSort;
  partner?: number;
  status?: string;
}

export const agentOperations = recordOperations<AgentInput, AgentsVariables>()(agents.definition, AGENT_FIELDS, { fragment: AGENT_DETAILS_FIELDS });

export const { useAgents, useSetAgentStatus, useDeleteAgent, useRemoveAgentFile } = agentOperations;

/** The partners the caller may put an agent under (a partner's users: only their own). */
export const useAgentPartnerOptions = queryHook(graphql(`query AgentPartnerOptions { agentPartnerOptions { id name } }`));
