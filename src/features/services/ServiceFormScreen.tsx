/**
 * /services/create and /services/edit/:service_id (admins only): name, work type, USD list price,
 * description and the software the service is delivered in. Client checks use spec §5's messages;
 * server field errors show at their fields; a stale edit (409) offers to reload the service.
 */
import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Flex, Group, HStack, Input, InputAddon, NativeSelect, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../app/session';
import { MESSAGES, amount, validate } from '../../domain/validation';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { ADMINS_ONLY, WORK_TYPE_OPTIONS, type Service, type ServiceInput, type WorkType } from './service-fields';
import { SERVICE_QUERY, useService } from './use-service';
import { useCreateService, useUpdateService } from './use-service-writes';
import { useSoftwareOptions } from './use-services';

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

type Field = 'name' | 'work_type' | 'price' | 'description';

function ServiceForm({ service, onReload }: { service?: Service; onReload?: () => void }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: service?.name ?? '',
    work_type: service?.work_type ?? '',
    price: service?.price ?? '',
    description: service?.description ?? '',
  });
  const [softwareIds, setSoftwareIds] = useState<ReadonlySet<string>>(() => new Set(service?.software.map((s) => s.id) ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [{ data: options, fetching: loadingOptions }] = useSoftwareOptions();
  const [created, createService] = useCreateService();
  const [updated, updateService] = useUpdateService();
  const saving = created.fetching || updated.fetching;

  // Active software, plus any inactive one the service still uses (so it can be unticked).
  const active = options?.softwareOptions ?? [];
  const software = [...active, ...(service?.software.filter((s) => !active.some((a) => a.id === s.id)) ?? [])];

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const toggle = (id: string, ticked: boolean) =>
    setSoftwareIds((current) => {
      const next = new Set(current);
      if (ticked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const required = (value: string) => (value.trim() === '' ? MESSAGES.fieldRequired : null);
    const found = validate(values, { name: required, work_type: required, price: amount });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const input: ServiceInput = {
      name: values.name.trim(),
      work_type: values.work_type as WorkType,
      price: values.price.trim(),
      description: values.description.trim(),
      software_ids: [...softwareIds].map(Number),
    };
    const result = service ? await updateService({ id: service.id, input: { ...input, revision: service.revision } }) : await createService({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: service ? 'Service updated successfully' : 'Service created successfully' });
    navigate('/services');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="3xl">
        {saveFailure && <SaveFailureAlert failure={saveFailure} {...(onReload ? { onReload } : {})} />}
        <FormField label="Name" required error={errors.name}>
          <Input value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={200} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <FormField label="Work type" required error={errors.work_type}>
            <NativeSelect.Root>
              <NativeSelect.Field value={values.work_type} onChange={(event) => set('work_type', event.target.value)}>
                <option value="">Choose a work type</option>
                {WORK_TYPE_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Price" required error={errors.price} helper="US dollars, up to 3 decimals">
            <Group attached w="full">
              <InputAddon>$</InputAddon>
              <Input value={values.price} onChange={(event) => set('price', event.target.value)} inputMode="decimal" placeholder="0.00" maxLength={20} />
            </Group>
          </FormField>
        </SimpleGrid>
        <FormField label="Description" error={errors.description}>
          <Textarea value={values.description} onChange={(event) => set('description', event.target.value)} maxLength={2000} rows={3} />
        </FormField>
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium" textStyle="sm" mb="2">
            Software
          </Text>
          {loadingOptions && !options ? (
            <Spinner size="sm" role="status" aria-label="Loading software" />
          ) : software.length === 0 ? (
            <Text color="fg.muted">There is no active software yet.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
              {software.map((option) => (
                <Checkbox.Root key={option.id} checked={softwareIds.has(option.id)} onCheckedChange={(details) => toggle(option.id, details.checked === true)} colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{option.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          )}
          {errors.software_ids && (
            <Text color="red.700" textStyle="sm">
              {errors.software_ids}
            </Text>
          )}
        </Stack>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/services">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {service ? 'Save Service' : 'Create Service'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
