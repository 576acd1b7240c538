/**
 * /services/create and /services/edit/:service_id (admins only): name, work type, USD list price,
 * description and the software the service is delivered in, a record form
 * (src/ui/form/RecordFormScreen.tsx) over the service contract; server field errors show at their
 * fields; a stale edit (409) offers to reload the service.
 */
import { SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { serviceContract } from '../../domain/contracts/service';
import { CheckboxesField } from '../../ui/form/CheckboxesField';
import { textValues, type TextValues } from '../../ui/form/contract-meta';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { ADMINS_ONLY, WORK_TYPE_OPTIONS, type Service, type WorkType } from './service-fields';
import { serviceOperations, useSoftwareOptions } from './use-services';

type Values = Omit<TextValues<typeof serviceContract>, 'software_ids'> & { software_ids: string[] };

function ServiceFields({ record }: FieldsProps<Values, Service>) {
  return (
    <>
      <TextField name="name" label="Name" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <SelectField name="work_type" label="Work type" placeholder="Choose a work type" options={WORK_TYPE_OPTIONS} />
        <TextField name="price" label="Price" helper="US dollars, up to 3 decimals" prefix="$" inputMode="decimal" placeholder="0.00" maxLength={20} />
      </SimpleGrid>
      <TextAreaField name="description" label="Description" />
      <SoftwareChoices service={record} />
    </>
  );
}

/** The software the service is delivered in: active software, plus any inactive one it still uses (so it can be unticked). */
function SoftwareChoices({ service }: { service: Service | undefined }) {
  const [{ data: options, fetching }] = useSoftwareOptions();
  const active = options?.softwareOptions ?? [];
  const software = [...active, ...(service?.software.filter((s) => !active.some((a) => a.id === s.id)) ?? [])];
  const loading = fetching && !options;
  return (
    <CheckboxesField name="software_ids" label="Software" options={loading ? [] : software}>
      {loading ? <Spinner size="sm" role="status" aria-label="Loading software" /> : software.length === 0 && <Text color="fg.muted">There is no active software yet.</Text>}
    </CheckboxesField>
  );
}

export default recordFormScreen({
  noun: 'Service',
  intro: 'Describe the service, its list price and the software it is delivered in.',
  operations: serviceOperations,
  adminsOnly: ADMINS_ONLY,
  contract: serviceContract,
  initialValues: (service?: Service): Values => ({ ...textValues(serviceContract, service), software_ids: service?.software.map((s) => s.id) ?? [] }),
  toInput: (values) => ({ ...values, work_type: values.work_type as WorkType, software_ids: values.software_ids.map(Number) }),
  list: '/services',
  maxW: '3xl',
  Fields: ServiceFields,
});
