/**
 * /services/create and /services/edit/:service_id (admins only): name, work type, USD list price,
 * description and the software the service is delivered in, on the form kernel (src/ui/form) over
 * the service contract; server field errors show at their fields; a stale edit (409) offers to
 * reload the service.
 */
import { Checkbox, Flex, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useClient } from 'urql';
import { useSession } from '../../app/session';
import { serviceContract } from '../../domain/contracts/service';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { FormShell, useFieldLabel, useFormContext } from '../../ui/form/FormShell';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { fieldId, useRecordForm } from '../../ui/form/use-record-form';
import { ADMINS_ONLY, WORK_TYPE_OPTIONS, type Service, type WorkType } from './service-fields';
import { SERVICE_QUERY, useCreateService, useService, useSoftwareOptions, useUpdateService } from './use-services';

export default function ServiceFormScreen({ serviceId }: { serviceId?: string }) {
  const title = serviceId ? 'Edit Service' : 'Create Service';
  useDocumentTitle(title);
  const { user } = useSession();
  const admin = user?.is_admin === true;
  const [{ data, error, fetching }] = useService(serviceId ?? '', !serviceId || !admin);
  const client = useClient();
  const { record, reload } = useOpenedRecord(data?.service, !fetching, async () => (await client.query(SERVICE_QUERY, { id: serviceId }, { requestPolicy: 'network-only' }).toPromise()).data?.service as Service | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={serviceId ? record?.name : 'Describe the service, its list price and the software it is delivered in.'} />
      {!admin ? (
        <FailureAlert message={ADMINS_ONLY} />
      ) : !serviceId ? (
        <ServiceForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : record ? (
        // A reload after a stale edit brings a new revision, and with it a fresh form.
        <ServiceForm key={`${record.id}@${record.revision}`} service={record} onReload={reload} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading service">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

interface Values {
  name: string;
  work_type: string;
  price: string;
  description: string;
  software_ids: string[];
}

const toInput = (values: Values) => ({ ...values, work_type: values.work_type as WorkType, software_ids: values.software_ids.map(Number) });

function ServiceForm({ service, onReload }: { service?: Service; onReload?: () => void }) {
  const [, createService] = useCreateService();
  const [, updateService] = useUpdateService();
  const kernel = useRecordForm({
    contract: serviceContract,
    defaultValues: {
      name: service?.name ?? '',
      work_type: service?.work_type ?? '',
      price: service?.price ?? '',
      description: service?.description ?? '',
      software_ids: service?.software.map((s) => s.id) ?? [],
    } satisfies Values,
    toInput,
    submit: (input) => (service ? updateService({ id: service.id, input: { ...input, revision: service.revision } }) : createService({ input })),
    saved: { notice: service ? 'Service updated successfully' : 'Service created successfully', to: '/services' },
  });

  return (
    <FormShell form={kernel} cancelTo="/services" submitLabel={service ? 'Save Service' : 'Create Service'} maxW="3xl" live={service ? { type: 'service', id: service.id, thing: 'service' } : undefined} {...(onReload ? { onReload } : {})}>
      <TextField name="name" label="Name" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SelectField name="work_type" label="Work type" placeholder="Choose a work type" options={WORK_TYPE_OPTIONS} />
        <TextField name="price" label="Price" helper="US dollars, up to 3 decimals" prefix="$" inputMode="decimal" placeholder="0.00" maxLength={20} />
      </SimpleGrid>
      <TextAreaField name="description" label="Description" />
      <SoftwareChoices service={service} />
    </FormShell>
  );
}

/** The software the service is delivered in: active software, plus any inactive one it still uses (so it can be unticked). */
function SoftwareChoices({ service }: { service: Service | undefined }) {
  const { form } = useFormContext();
  useFieldLabel('software_ids', 'Software');
  const [{ data: options, fetching }] = useSoftwareOptions();
  const active = options?.softwareOptions ?? [];
  const software = [...active, ...(service?.software.filter((s) => !active.some((a) => a.id === s.id)) ?? [])];
  const ticked = new Set(form.valueOf('software_ids') as string[]);
  const toggle = (id: string, on: boolean) => form.change('software_ids', on ? [...ticked, id] : [...ticked].filter((other) => other !== id));
  const error = form.errorOf('software_ids');

  return (
    <Stack as="fieldset" gap="2" id={fieldId('software_ids')} tabIndex={-1}>
      <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
        Software
      </Text>
      {fetching && !options ? (
        <Spinner size="sm" role="status" aria-label="Loading software" />
      ) : software.length === 0 ? (
        <Text color="fg.muted">There is no active software yet.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
          {software.map((option) => (
            <Checkbox.Root key={option.id} checked={ticked.has(option.id)} disabled={form.readOnly} onCheckedChange={(details) => toggle(option.id, details.checked === true)} colorPalette="brand">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      )}
      {error && (
        <Text color="red.700" textStyle="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
