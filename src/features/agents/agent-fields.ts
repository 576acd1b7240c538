/** The fields the agent screens read, shared by the queries and mutations that return an agent. */
import type { AnsweredRecord } from '../../domain/contracts/fields';
import type { agentContract } from '../../domain/contracts/agent';
import type { RecordInput } from '../../ui/form/RecordFormScreen';
import type { StoredFile } from '../../ui/records/RecordFilesPanel';

export const AGENT_FIELDS = /* GraphQL */ `
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
`;

/** The details add the agent's files. */
export const AGENT_DETAILS_FIELDS = /* GraphQL */ `
  fragment AgentDetailsFields on Agent {
    ...AgentFields
    files {
      id
      original_name
      size_bytes
      created_at
    }
  }
  ${AGENT_FIELDS}
`;

/** The commission is answered as a number (a write sends text or a number). */
export type Agent = AnsweredRecord<typeof agentContract, { partner_name: string | null; commission_percent: number | null; customer_count: number; created_at: string; updated_at: string }>;

/** The details add the files, in the files panel's shape. */
export interface AgentDetails extends Agent {
  files: StoredFile[];
}

/** What a create or update sends: the contract's checked fields, and on update the revision the form was opened at. */
export type AgentInput = RecordInput<typeof agentContract>;

export type AgentSort = 'name' | '-name' | 'email' | '-email' | 'commission' | '-commission' | 'created' | '-created';

/** A commission for people, e.g. "7.5%"; "—" when none. */
export function formatCommission(percent: number | null): string {
  return percent === null ? '—' : `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

