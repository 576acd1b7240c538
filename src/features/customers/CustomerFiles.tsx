/**
 * A customer's files on its view screen: upload with progress (the server checks type and size), a
 * description per file, download, and removal behind a confirmation.
 */
import { useState } from 'react';
import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { gql, useMutation } from 'urql';
import { tokenStore } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { downloadFile } from '../../gateway/download';
import { pathOf } from '../../gateway/rest-adapter';
import { uploadFile } from '../../gateway/upload';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { FileUpload } from '../../ui/records/FileUpload';
import { notify } from '../../ui/toaster';
import type { CustomerFile } from './customer-fields';
import { formatBytes, usDay } from '../../ui/format';
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
  const [removing, setRemoving] = useState<CustomerFile | null>(null);
  const [removed, removeFile] = useRemoveCustomerFile();

  const upload = async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    try {
      const answer = await uploadFile({ path: pathOf('customers.uploadfile', customerId), file, token: tokenStore.token(), onProgress });
      notify({ severity: 'success', body: answer.messages });
      onChanged();
      return null;
    } catch (error) {
      return toGraphQLError(error).message;
    }
  };

  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        Contracts and other documents: PDF, image, drawing, zip or text, at most 20 MB each.
      </Text>
      {mayChange && <FileUpload label="Upload File" upload={upload} />}
      {files.length === 0 ? (
        <Text color="fg.muted">No files yet.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label="Files">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>File</Table.ColumnHeader>
                <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{file.name}</Text>
                    <Text color="fg.muted" textStyle="xs">
                      {formatBytes(file.size_bytes)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{usDay(file.created_at)}</Table.Cell>
                  <Table.Cell minW="64">{mayChange ? <FileDescription customerId={customerId} file={file} /> : file.description || '—'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="2">
                      <Button size="xs" variant="outline" aria-label={`Download ${file.name}`} onClick={() => void downloadFile('customers.downloadfile', file.id, file.name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }))}>
                        Download
                      </Button>
                      {mayChange && (
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${file.name}`} onClick={() => setRemoving(file)}>
                          Remove
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove file"
        confirmLabel="Remove"
        busy={removed.fetching}
        onConfirm={async () => {
          const result = await removeFile({ id: customerId, file_id: removing?.id ?? '' });
          const failure = failureOf(result.error);
          if (failure) return failure.message;
          notify({ severity: 'success', body: result.data?.removeCustomerFile.messages ?? 'File removed successfully' });
          onChanged();
          return null;
        }}
        onClose={() => setRemoving(null)}
      >
        Remove the file <strong>{removing?.name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

function FileDescription({ customerId, file }: { customerId: string; file: CustomerFile }) {
  const [description, setDescription] = useState(file.description);
  const [error, setError] = useState<string | null>(null);
  const [saved, describe] = useMutation<unknown, { id: string; file_id: string; description: string }>(DESCRIBE_FILE);
  const changed = description.trim() !== file.description;
  const save = async () => {
    const result = await describe({ id: customerId, file_id: file.id, description: description.trim() });
    const failure = failureOf(result.error);
    setError(failure ? (failure.fieldErrors.description ?? failure.message) : null);
    if (!failure) notify({ severity: 'success', body: 'File description saved' });
  };
  return (
    <Box>
      <HStack gap="2">
        <Input size="xs" aria-label={`Description of ${file.name}`} value={description} maxLength={500} placeholder="Add a description" onChange={(event) => setDescription(event.target.value)} />
        <Button size="xs" variant="outline" disabled={!changed} loading={saved.fetching} onClick={() => void save()}>
          Save
        </Button>
      </HStack>
      {error && (
        <Text role="alert" color="red.700" textStyle="xs" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
