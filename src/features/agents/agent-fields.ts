/** The fields the agent screens read, shared by the queries and mutations that return an agent. */
import type { agentContract } from '../../domain/contracts/agent';
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { RecordInput } from '../../ui/form/RecordFormScreen';

export const AGENT_FIELDS = graphql(`
  fragment AgentFields on Agent {
    id
    name
    email
    phone
    partner_id
    partner_name
    commission_percent
    status
    customer_count
    revision
    created_at
    updated_at
  }
`);

/** The details add the agent's files. */
export const AGENT_DETAILS_FIELDS = graphql(
  `
  fragment AgentDetailsFields on Agent {
    ...AgentFields
    files {
      id
      original_name
      size_bytes
      created_at
    }
  }
`,
  [AGENT_FIELDS],
);

export type Agent = ResultOf<typeof AGENT_FIELDS>;
export type AgentDetails = ResultOf<typeof AGENT_DETAILS_FIELDS>;

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type AgentInput = RecordInput<typeof agentContract>;

export type AgentSort = 'name' | '-name' | 'email' | '-email' | 'commission' | '-commission' | 'created' | '-created';

/** A commission for people, e.g. "7.5%"; "—" when none. */
export function formatCommission(percent: number | null): string {
  return percent === null ? '—' : `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

