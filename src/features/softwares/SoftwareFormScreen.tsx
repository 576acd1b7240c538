/**
 * /softwares/create and /softwares/edit/:software_id: name and vendor. The required name is checked
 * here with spec §5's message; server field errors show at their fields; a stale edit (409) offers to
 * reload the software.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, HStack, Input, Spinner, Stack } from '@chakra-ui/react';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { MESSAGES } from '../../domain/validation';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import type { Software, SoftwareInput } from './software-fields';
import { SOFTWARE_QUERY, useSoftware } from './use-softwares';
import { useCreateSoftware, useUpdateSoftware } from './use-software-writes';

export default function SoftwareFormScreen({ softwareId }: { softwareId?: string }) {
  const title = softwareId ? 'Edit Software' : 'Create Software';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useSoftware(softwareId ?? '', !softwareId);
  const client = useClient();
  const { record, reload } = useOpenedRecord(data?.software, !fetching, async () => (await client.query(SOFTWARE_QUERY, { id: softwareId }, { requestPolicy: 'network-only' }).toPromise()).data?.software as Software | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={softwareId ? record?.name : 'Name the software and its vendor.'} />
      {!softwareId ? (
        <SoftwareForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : record ? (
        <SoftwareForm key={`${record.id}@${record.revision}`} software={record} onReload={reload} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading software">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

function SoftwareForm({ software, onReload }: { software?: Software; onReload?: () => void }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(software?.name ?? '');
  const [vendor, setVendor] = useState(software?.vendor ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [created, createSoftware] = useCreateSoftware();
  const [updated, updateSoftware] = useUpdateSoftware();
  const saving = created.fetching || updated.fetching;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    if (!name.trim()) {
      setErrors({ name: MESSAGES.fieldRequired });
      return;
    }
    setErrors({});
    const input: SoftwareInput = { name: name.trim(), vendor: vendor.trim() };
    const result = software ? await updateSoftware({ id: software.id, input: { ...input, revision: software.revision } }) : await createSoftware({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: software ? 'Software updated successfully' : 'Software created successfully' });
    navigate('/softwares');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="2xl">
        {saveFailure && <SaveFailureAlert failure={saveFailure} {...(onReload ? { onReload } : {})} />}
        <FormField label="Name" required error={errors.name}>
          <Input
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _cleared, ...rest }) => rest);
            }}
            maxLength={200}
          />
        </FormField>
        <FormField label="Vendor" error={errors.vendor}>
          <Input
            value={vendor}
            onChange={(event) => {
              setVendor(event.target.value);
              setErrors(({ vendor: _cleared, ...rest }) => rest);
            }}
            maxLength={200}
          />
        </FormField>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/softwares">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {software ? 'Save Software' : 'Create Software'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
