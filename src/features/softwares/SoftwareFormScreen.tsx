/**
 * /softwares/create and /softwares/edit/:software_id: name and vendor, on the form kernel
 * (src/ui/form) over the software contract; server field errors show at their fields; a stale edit
 * (409) offers to reload the software.
 */
import { Flex, Spinner } from '@chakra-ui/react';
import { useClient } from 'urql';
import { useSession } from '../../app/session';
import { softwareContract } from '../../domain/contracts/software';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { FormShell } from '../../ui/form/FormShell';
import { TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import type { Software } from './software-fields';
import { SOFTWARE_QUERY, useCreateSoftware, useSoftware, useUpdateSoftware } from './use-softwares';

export default function SoftwareFormScreen({ softwareId }: { softwareId?: string }) {
  // Without Software.update an opened software shows read-only.
  const { permissions } = useSession();
  const readOnly = Boolean(softwareId) && !can(permissions, 'Software', 'update');
  const title = readOnly ? 'View Software' : softwareId ? 'Edit Software' : 'Create Software';
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
        <SoftwareForm key={`${record.id}@${record.revision}`} software={record} onReload={reload} readOnly={readOnly} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading software">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'name' | 'vendor', string>;

const toInput = (values: Values) => values;

function SoftwareForm({ software, onReload, readOnly = false }: { software?: Software; onReload?: () => void; readOnly?: boolean }) {
  const [, createSoftware] = useCreateSoftware();
  const [, updateSoftware] = useUpdateSoftware();
  const kernel = useRecordForm({
    contract: softwareContract,
    defaultValues: { name: software?.name ?? '', vendor: software?.vendor ?? '' } satisfies Values,
    toInput,
    submit: (input) => (software ? updateSoftware({ id: software.id, input: { ...input, revision: software.revision } }) : createSoftware({ input })),
    saved: { notice: software ? 'Software updated successfully' : 'Software created successfully', to: '/softwares' },
    readOnly,
  });

  return (
    <FormShell form={kernel} cancelTo="/softwares" submitLabel={software ? 'Save Software' : 'Create Software'} maxW="2xl" live={software ? { type: 'software', id: software.id, thing: 'software' } : undefined} {...(onReload ? { onReload } : {})}>
      <TextField name="name" label="Name" />
      <TextField name="vendor" label="Vendor" />
    </FormShell>
  );
}
