/**
 * /agents/create and /agents/edit/:agent_id: contact details, partner (a partner's users always put
 * agents under their own partner), commission and status and, once the agent exists, its attachments.
 * Client checks use spec §5's rules and messages; server field errors show at their fields; a stale
 * edit (409) offers to reload the agent.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Group, HStack, Input, InputAddon, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { email, optionalPhone, required, validate } from '../../domain/validation';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { commission, type AgentDetails, type AgentInput } from './agent-fields';
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

type Field = 'name' | 'email' | 'phone' | 'partner_id' | 'commission_percent';

function AgentForm({ agent, partners, onReload }: { agent?: AgentDetails | undefined; partners: { id: string; name: string }[]; onReload(): void }) {
  const [, navigate] = useLocation();
  const { permissions } = useSession();
  // Without seeAll the caller is a partner's user: the server puts the agent under their partner.
  const choosesPartner = can(permissions, 'Agents', 'list');
  const [values, setValues] = useState<Record<Field, string>>({
    name: agent?.name ?? '',
    email: agent?.email ?? '',
    phone: agent?.phone ?? '',
    partner_id: agent?.partner_id ? String(agent.partner_id) : choosesPartner ? '' : (partners[0]?.id ?? ''),
    commission_percent: agent?.commission_percent === null || agent?.commission_percent === undefined ? '' : String(agent.commission_percent),
  });
  const [status, setStatus] = useState<EntityStatus>(agent?.status ?? 'active');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [created, createAgent] = useCreateAgent();
  const [updated, updateAgent] = useUpdateAgent();
  const saving = created.fetching || updated.fetching;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const fieldErrors: Record<string, string> = validate(values, { name: required(), email, phone: optionalPhone, commission_percent: commission });
    if (!values.email.trim()) fieldErrors.email = required()(values.email) ?? '';
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    const input: AgentInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      partner_id: values.partner_id ? Number(values.partner_id) : null,
      commission_percent: values.commission_percent.trim() || null,
      status,
    };
    const result = agent ? await updateAgent({ id: agent.id, input: { ...input, revision: agent.revision } }) : await createAgent({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: agent ? 'Agent updated successfully' : 'Agent created successfully' });
    navigate('/agents');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
        {saveFailure && <SaveFailureAlert failure={saveFailure} onReload={onReload} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Email" required error={errors.email}>
            <Input type="email" value={values.email} onChange={(event) => set('email', event.target.value)} maxLength={254} />
          </FormField>
          <FormField label="Phone" error={errors.phone} helper="10 digits, optionally after + and a country code">
            <Input type="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} maxLength={20} />
          </FormField>
          <FormField label="Partner" error={errors.partner_id} {...(choosesPartner ? {} : { helper: 'Agents you create belong to your partner.' })}>
            {choosesPartner ? (
              <OptionSelect label="Partner" placeholder="No partner" value={values.partner_id} options={partners} onChange={(value) => set('partner_id', value)} size="md" width="full" />
            ) : (
              <Input value={partners[0]?.name ?? ''} readOnly aria-readonly />
            )}
          </FormField>
          <FormField label="Commission" error={errors.commission_percent} helper="Percent of sales, 0 to 100">
            <Group attached w="full">
              <Input inputMode="decimal" value={values.commission_percent} onChange={(event) => set('commission_percent', event.target.value)} maxLength={6} />
              <InputAddon>%</InputAddon>
            </Group>
          </FormField>
          <FormField label="Status">
            <OptionSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => setStatus(value as EntityStatus)} size="md" width="full" />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/agents">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {agent ? 'Save Agent' : 'Create Agent'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
