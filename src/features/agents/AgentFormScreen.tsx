/**
 * /agents/create and /agents/edit/:agent_id: contact details, partner (a partner's users always put
 * agents under their own partner), commission and status and, once the agent exists, its attachments,
 * on the form kernel (src/ui/form) over the agent contract; server field errors show at their
 * fields; a stale edit (409) offers to reload the agent.
 */
import { Flex, Input, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { agentContract } from '../../domain/contracts/agent';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { useDocumentTitle } from '../../ui/use-document-title';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { FormShell } from '../../ui/form/FormShell';
import { SelectField, TextField } from '../../ui/form/fields';
import { idOrNone, useRecordForm } from '../../ui/form/use-record-form';
import type { AgentDetails } from './agent-fields';
import { AgentFiles } from './AgentFiles';
import { useAgent, useAgentPartnerOptions, useCreateAgent, useUpdateAgent } from './use-agents';

export default function AgentFormScreen({ agentId }: { agentId?: string }) {
  const title = agentId ? 'Edit Agent' : 'Create Agent';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reload] = useAgent(agentId ?? '', !agentId);
  const [partners] = useAgentPartnerOptions();
  const failure = failureOf(error) ?? failureOf(partners.error);
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const loaded = partners.data && (!agentId || (data && !fetching));

  return (
    <>
      <PageHeader title={title} description={agentId ? data?.agent.name : 'Add a sales agent with its partner and commission.'} />
      {failure ? (
        <FailureAlert message={failure.message} />
      ) : loaded && partners.data ? (
        <Stack gap="6">
          <AgentForm key={data ? `${data.agent.id}@${data.agent.revision}` : 'new'} agent={data?.agent} partners={partners.data.agentPartnerOptions} onReload={refresh} />
          {data && (
            <Stack bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
              <AgentFiles agentId={data.agent.id} files={data.agent.files} onChanged={refresh} />
            </Stack>
          )}
        </Stack>
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading agent">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'name' | 'email' | 'phone' | 'partner_id' | 'commission_percent' | 'status', string>;

const toInput = (values: Values) => ({ ...values, partner_id: idOrNone(values.partner_id), status: values.status as EntityStatus });

function AgentForm({ agent, partners, onReload }: { agent?: AgentDetails | undefined; partners: { id: string; name: string }[]; onReload(): void }) {
  const { permissions } = useSession();
  // Without seeAll the caller is a partner's user: the server puts the agent under their partner.
  const choosesPartner = can(permissions, 'Agents', 'list');
  const [, createAgent] = useCreateAgent();
  const [, updateAgent] = useUpdateAgent();
  const kernel = useRecordForm({
    contract: agentContract,
    defaultValues: {
      name: agent?.name ?? '',
      email: agent?.email ?? '',
      phone: agent?.phone ?? '',
      partner_id: agent?.partner_id ? String(agent.partner_id) : choosesPartner ? '' : (partners[0]?.id ?? ''),
      commission_percent: agent?.commission_percent === null || agent?.commission_percent === undefined ? '' : String(agent.commission_percent),
      status: agent?.status ?? 'active',
    } satisfies Values,
    toInput,
    submit: ({ status = 'active', ...input }) => {
      const body = { ...input, partner_id: input.partner_id ?? null, status };
      return agent ? updateAgent({ id: agent.id, input: { ...body, revision: agent.revision } }) : createAgent({ input: body });
    },
    saved: { notice: agent ? 'Agent updated successfully' : 'Agent created successfully', to: '/agents' },
  });

  return (
    <FormShell form={kernel} cancelTo="/agents" submitLabel={agent ? 'Save Agent' : 'Create Agent'} onReload={onReload} live={agent ? { type: 'agent', id: agent.id, thing: 'agent' } : undefined}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" helper="10 digits, optionally after + and a country code" />
        {choosesPartner ? (
          <SelectField name="partner_id" label="Partner" placeholder="No partner" options={partners} />
        ) : (
          <FormField label="Partner" helper="Agents you create belong to your partner.">
            <Input value={partners[0]?.name ?? ''} readOnly aria-readonly />
          </FormField>
        )}
        <TextField name="commission_percent" label="Commission" helper="Percent of sales, 0 to 100" inputMode="decimal" maxLength={6} suffix="%" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </SimpleGrid>
    </FormShell>
  );
}
