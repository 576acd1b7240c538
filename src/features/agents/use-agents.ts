/** The agent queries and mutations of the screens (the gateway resource is src/gateway/resources/agents.ts). */
import { gql, useMutation, useQuery } from 'urql';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { AGENT_FIELDS, type Agent, type AgentDetails, type AgentInput, type AgentSort } from './agent-fields';

const AGENTS_QUERY = gql`
  query Agents($pageNumber: Int!, $pageSize: Int, $search: String, $sort: String, $partner: Int, $status: String) {
    agents(pageNumber: $pageNumber, pageSize: $pageSize, search: $search, sort: $sort, partner: $partner, status: $status) {
      total
      hasMore
      pageNumber
      data {
        ...AgentFields
      }
    }
  }
  ${AGENT_FIELDS}
`;

export interface AgentsVariables {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: AgentSort;
  partner?: number;
  status?: string;
}

export function useAgents(variables: AgentsVariables) {
  return useQuery<{ agents: { total: number; hasMore: boolean; pageNumber: number; data: Agent[] } }, AgentsVariables>({ query: AGENTS_QUERY, variables });
}

const AGENT_QUERY = gql`
  query Agent($id: ID!) {
    agent(id: $id) {
      ...AgentFields
      files {
        id
        original_name
        size_bytes
        created_at
      }
    }
  }
  ${AGENT_FIELDS}
`;

export function useAgent(id: string, pause = false) {
  return useQuery<{ agent: AgentDetails }, { id: string }>({ query: AGENT_QUERY, variables: { id }, pause, requestPolicy: 'network-only' });
}

const PARTNER_OPTIONS = gql`
  query AgentPartnerOptions {
    agentPartnerOptions {
      id
      name
    }
  }
`;

/** The partners the caller may put an agent under (a partner's users: only their own). */
export function useAgentPartnerOptions() {
  return useQuery<{ agentPartnerOptions: { id: string; name: string }[] }>({ query: PARTNER_OPTIONS });
}

const CREATE_AGENT = gql`
  mutation CreateAgent($input: AgentInput!) {
    createAgent(input: $input) {
      ...AgentFields
    }
  }
  ${AGENT_FIELDS}
`;
export function useCreateAgent() {
  return useMutation<{ createAgent: Agent }, { input: AgentInput }>(CREATE_AGENT);
}

const UPDATE_AGENT = gql`
  mutation UpdateAgent($id: ID!, $input: AgentInput!) {
    updateAgent(id: $id, input: $input) {
      ...AgentFields
    }
  }
  ${AGENT_FIELDS}
`;
export function useUpdateAgent() {
  return useMutation<{ updateAgent: Agent }, { id: string; input: AgentInput }>(UPDATE_AGENT);
}

const DELETE_AGENT = gql`
  mutation DeleteAgent($id: ID!) {
    deleteAgent(id: $id) {
      id
      messages
    }
  }
`;
export function useDeleteAgent() {
  return useMutation<{ deleteAgent: { id: string; messages: string } }, { id: string }>(DELETE_AGENT);
}

const SET_AGENT_STATUS = gql`
  mutation SetAgentStatus($id: ID!, $status: String!) {
    setAgentStatus(id: $id, status: $status) {
      ...AgentFields
    }
  }
  ${AGENT_FIELDS}
`;
export function useSetAgentStatus() {
  return useMutation<{ setAgentStatus: Agent }, { id: string; status: EntityStatus }>(SET_AGENT_STATUS);
}

const REMOVE_AGENT_FILE = gql`
  mutation RemoveAgentFile($id: ID!, $file_id: ID!) {
    removeAgentFile(id: $id, file_id: $file_id) {
      id
      messages
    }
  }
`;
export function useRemoveAgentFile() {
  return useMutation<{ removeAgentFile: { id: string; messages: string } }, { id: string; file_id: string }>(REMOVE_AGENT_FILE);
}
