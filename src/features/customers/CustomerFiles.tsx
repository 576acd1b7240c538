/** A customer's files on its view screen (the shared RecordFiles over the customer's file calls). */
import { gql, useMutation } from 'urql';
import { tokenStore } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { downloadFile } from '../../gateway/download';
import { pathOf } from '../../gateway/rest-adapter';
import { RecordFiles } from '../../ui/records/RecordFiles';
import type { CustomerFile } from './customer-fields';
import { useRemoveCustomerFile } from './use-customer-writes';

const DESCRIBE_FILE = gql`
  mutation DescribeCustomerFile($id: ID!, $file_id: ID!, $description: String!) {
    describeCustomerFile(id: $id, file_id: $file_id, description: $description) {
      id
      description
    }
  }
`;

export function CustomerFiles({ customerId, files, mayChange, onChanged }: { customerId: string; files: CustomerFile[]; mayChange: boolean; onChanged(): void }) {
  const [removed, removeFile] = useRemoveCustomerFile();
  const [, describeFile] = useMutation<unknown, { id: string; file_id: string; description: string }>(DESCRIBE_FILE);
  return (
    <RecordFiles
      noun="file"
      uploadLabel="Upload File"
      hint="Contracts and other documents: PDF, image, drawing, zip or text, at most 20 MB each."
      files={files}
      mayChange={mayChange}
      removing={removed.fetching}
      upload={{ path: pathOf('customers.uploadfile', customerId) }}
      token={() => tokenStore.token()}
      onChanged={onChanged}
      download={(file) => downloadFile('customers.downloadfile', file.id, file.name, tokenStore.token())}
      remove={async (file) => {
        const result = await removeFile({ id: customerId, file_id: file.id });
        return { failure: failureOf(result.error), messages: result.data?.removeCustomerFile.messages };
      }}
      describe={async (file, description) => failureOf((await describeFile({ id: customerId, file_id: file.id, description })).error)}
    />
  );
}
