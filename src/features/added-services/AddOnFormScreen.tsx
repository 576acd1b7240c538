/**
 * /added-services/create and /added-services/edit/:addon_id (admins only): name, USD list price and
 * description. Client checks use spec §5's messages; server field errors show at their fields; a
 * stale edit (409) offers to reload the add-on.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Group, HStack, Input, InputAddon, Spinner, Stack, Textarea } from '@chakra-ui/react';
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
import { ADMINS_ONLY, type AddOn, type AddOnInput } from './addon-fields';
import { ADDON_QUERY, useAddOn } from './use-addons';
import { useCreateAddOn, useUpdateAddOn } from './use-addon-writes';

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

type Field = 'name' | 'price' | 'description';

function AddOnForm({ addOn, onReload }: { addOn?: AddOn; onReload?: () => void }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({ name: addOn?.name ?? '', price: addOn?.price ?? '', description: addOn?.description ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [created, createAddOn] = useCreateAddOn();
  const [updated, updateAddOn] = useUpdateAddOn();
  const saving = created.fetching || updated.fetching;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const found = validate(values, { name: (value) => (value.trim() === '' ? MESSAGES.fieldRequired : null), price: amount });
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    const input: AddOnInput = { name: values.name.trim(), price: values.price.trim(), description: values.description.trim() };
    const result = addOn ? await updateAddOn({ id: addOn.id, input: { ...input, revision: addOn.revision } }) : await createAddOn({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: addOn ? 'Added service updated successfully' : 'Added service created successfully' });
    navigate('/added-services');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="2xl">
        {saveFailure && <SaveFailureAlert failure={saveFailure} {...(onReload ? { onReload } : {})} />}
        <FormField label="Name" required error={errors.name}>
          <Input value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={200} />
        </FormField>
        <FormField label="Price" required error={errors.price} helper="US dollars, up to 3 decimals">
          <Group attached w="full">
            <InputAddon>$</InputAddon>
            <Input value={values.price} onChange={(event) => set('price', event.target.value)} inputMode="decimal" placeholder="0.00" maxLength={20} />
          </Group>
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea value={values.description} onChange={(event) => set('description', event.target.value)} maxLength={2000} rows={3} />
        </FormField>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/added-services">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {addOn ? 'Save Added Service' : 'Create Added Service'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
