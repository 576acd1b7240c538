/**
 * /added-services/create and /added-services/edit/:addon_id (admins only): name, USD list price and
 * description, on the form kernel (src/ui/form) over the added-service contract; server field errors
 * show at their fields; a stale edit (409) offers to reload the add-on.
 */
import { Flex, Spinner } from '@chakra-ui/react';
import { useClient } from 'urql';
import { useSession } from '../../app/session';
import { addedServiceContract } from '../../domain/contracts/added-service';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { FormShell } from '../../ui/form/FormShell';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import { ADMINS_ONLY, type AddOn } from './addon-fields';
import { ADDON_QUERY, useAddOn, useCreateAddOn, useUpdateAddOn } from './use-addons';

export default function AddOnFormScreen({ addOnId }: { addOnId?: string }) {
  const title = addOnId ? 'Edit Added Service' : 'Create Added Service';
  useDocumentTitle(title);
  const { user } = useSession();
  const admin = user?.is_admin === true;
  const [{ data, error, fetching }] = useAddOn(addOnId ?? '', !addOnId || !admin);
  const client = useClient();
  const { record, reload } = useOpenedRecord(data?.addOn, !fetching, async () => (await client.query(ADDON_QUERY, { id: addOnId }, { requestPolicy: 'network-only' }).toPromise()).data?.addOn as AddOn | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={addOnId ? record?.name : 'Name the add-on and give its list price.'} />
      {!admin ? (
        <FailureAlert message={ADMINS_ONLY} />
      ) : !addOnId ? (
        <AddOnForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : record ? (
        <AddOnForm key={`${record.id}@${record.revision}`} addOn={record} onReload={reload} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading added service">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'name' | 'price' | 'description', string>;

const toInput = (values: Values) => values;

function AddOnForm({ addOn, onReload }: { addOn?: AddOn; onReload?: () => void }) {
  const [, createAddOn] = useCreateAddOn();
  const [, updateAddOn] = useUpdateAddOn();
  const kernel = useRecordForm({
    contract: addedServiceContract,
    defaultValues: { name: addOn?.name ?? '', price: addOn?.price ?? '', description: addOn?.description ?? '' } satisfies Values,
    toInput,
    submit: (input) => (addOn ? updateAddOn({ id: addOn.id, input: { ...input, revision: addOn.revision } }) : createAddOn({ input })),
    saved: { notice: addOn ? 'Added service updated successfully' : 'Added service created successfully', to: '/added-services' },
  });

  return (
    <FormShell form={kernel} cancelTo="/added-services" submitLabel={addOn ? 'Save Added Service' : 'Create Added Service'} maxW="2xl" live={addOn ? { type: 'addon', id: addOn.id, thing: 'added service' } : undefined} {...(onReload ? { onReload } : {})}>
      <TextField name="name" label="Name" />
      <TextField name="price" label="Price" helper="US dollars, up to 3 decimals" prefix="$" inputMode="decimal" placeholder="0.00" maxLength={20} />
      <TextAreaField name="description" label="Description" />
    </FormShell>
  );
}
