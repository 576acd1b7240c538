/**
 * A partner's documents on its edit screen: upload with progress (the server checks type and size),
 * then a description per file, download, and removal behind a confirmation.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { pathOf } from '../../gateway/rest-adapter';
import { uploadFile } from '../../gateway/upload';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { FileUpload } from '../../ui/records/FileUpload';
import { notify } from '../../ui/toaster';
import { formatBytes, usDay } from '../../ui/format';
import { downloadFile } from '../../gateway/download';
import type { PartnerFile } from './partner-fields';
import { useDescribePartnerFile, useRemovePartnerFile } from './use-partners';

export function PartnerFiles({ partnerId, files, onChanged }: { partnerId: string; files: PartnerFile[]; onChanged(): void }) {
  const [removing, setRemoving] = useState<PartnerFile | null>(null);
  const [removed, removeFile] = useRemovePartnerFile();

  const upload = async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    try {
      const answer = await uploadFile({ path: pathOf('partners.uploadfile', partnerId), file, token: tokenStore.token(), onProgress });
      notify({ severity: 'success', body: answer.messages });
      onChanged();
      return null;
    } catch (error) {
      return toGraphQLError(error).message;
    }
  };

  return (
    <Stack as="section" aria-labelledby="partner-files" gap="3">
      <Box>
        <Heading as="h2" size="md" id="partner-files">
          Documents
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each.
        </Text>
      </Box>
      <FileUpload label="Upload document" upload={upload} />
      {files.length === 0 ? (
        <Text color="fg.muted">No documents yet.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label="Documents">
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
                    <Text fontWeight="medium">{file.original_name}</Text>
                    <Text color="fg.muted" textStyle="xs">
                      {formatBytes(file.size_bytes)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{usDay(file.created_at)}</Table.Cell>
                  <Table.Cell minW="64">
                    <FileDescription partnerId={partnerId} file={file} />
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Download ${file.original_name}`}
                        onClick={() => void downloadFile('partners.downloadfile', file.id, file.original_name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }))}
                      >
                        Download
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${file.original_name}`} onClick={() => setRemoving(file)}>
                        Remove
                      </Button>
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
        title="Remove document"
        confirmLabel="Remove"
        busy={removed.fetching}
        onConfirm={async () => {
          const result = await removeFile({ id: partnerId, file_id: removing?.id ?? '' });
          const failure = failureOf(result.error);
          if (failure) return failure.message;
          notify({ severity: 'success', body: result.data?.removePartnerFile.messages ?? 'File removed successfully' });
          onChanged();
          return null;
        }}
        onClose={() => setRemoving(null)}
      >
        Remove the document <strong>{removing?.original_name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

function FileDescription({ partnerId, file }: { partnerId: string; file: PartnerFile }) {
  const [description, setDescription] = useState(file.description);
  const [error, setError] = useState<string | null>(null);
  const [saved, describe] = useDescribePartnerFile();
  const changed = description.trim() !== file.description;
  const save = async () => {
    const result = await describe({ id: partnerId, file_id: file.id, description: description.trim() });
    const failure = failureOf(result.error);
    setError(failure ? (failure.fieldErrors.description ?? failure.message) : null);
    if (!failure) notify({ severity: 'success', body: 'File details saved successfully' });
  };
  return (
    <Box>
      <HStack gap="2">
        <Input size="xs" aria-label={`Description of ${file.original_name}`} value={description} maxLength={500} placeholder="Add a description" onChange={(event) => setDescription(event.target.value)} />
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
