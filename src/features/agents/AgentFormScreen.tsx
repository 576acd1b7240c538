/**
 * /agents/create and /agents/edit/:agent_id: contact details, partner (a partner's users always put
 * agents under their own partner), commission and status and, once the agent exists, its attachments,
 * a record form (src/ui/form/RecordFormScreen.tsx) over the agent contract; server field errors show
 * at their fields; a stale edit (409) offers to reload the agent.
 */
import { Input, SimpleGrid } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { agentContract } from '../../domain/contracts/agent';
import type { Status } from '../../domain/contracts/fields';
import { can } from '../../domain/permissions';
import { textValues, type TextValues } from '../../ui/form/contract-meta';
import { ContactFields, SelectField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { idOrNone } from '../../ui/form/use-record-form';
import { FormField } from '../../ui/records/FormField';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import type { AgentDetails } from './agent-fields';
import { AgentFiles } from './AgentFiles';
import { agentOperations, useAgentPartnerOptions } from './use-agents';

type Values = TextValues<typeof agentContract>;

/** The partners the caller may choose, and whether they choose (without seeAll the caller is a partner's user: the server puts the agent under their partner). */
interface Partners {
  options: { id: string; name: string }[];
  chosen: boolean;
}

function usePartners() {
  const { permissions } = useSession();
  const [{ data, error }] = useAgentPartnerOptions();
  return { data: data && { options: data.agentPartnerOptions, chosen: can(permissions, 'Agents', 'list') }, error };
}

function AgentFields({ needs: partners }: FieldsProps<Values, AgentDetails, Partners>) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <ContactFields />
      {partners.chosen ? (
        <SelectField name="partner_id" label="Partner" placeholder="No partner" options={partners.options} />
      ) : (
        <FormField label="Partner" helper="Agents you create belong to your partner.">
          <Input value={partners.options[0]?.name ?? ''} readOnly aria-readonly />
        </FormField>
      )}
      <TextField name="commission_percent" label="Commission" helper="Percent of sales, 0 to 100" inputMode="decimal" maxLength={6} suffix="%" />
      <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
    </SimpleGrid>
  );
}

export default recordFormScreen({
  noun: 'Agent',
  intro: 'Add a sales agent with its partner and commission.',
  operations: agentOperations,
  useNeeds: usePartners,
  // `files` is nullable in the schema (a list row has none); the details always answer it.
  below: (agent: AgentDetails, refresh) => <AgentFiles agentId={agent.id} files={agent.files ?? []} onChanged={refresh} />,
  contract: agentContract,
  initialValues: (agent, partners: Partners): Values => ({
    ...textValues(agentContract, agent),
    partner_id: agent?.partner_id ? String(agent.partner_id) : partners.chosen ? '' : (partners.options[0]?.id ?? ''),
    status: agent?.status ?? 'active',
  }),
  toInput: (values) => ({ ...values, partner_id: idOrNone(values.partner_id), status: values.status as Status }),
  list: '/agents',
  Fields: AgentFields,
});
