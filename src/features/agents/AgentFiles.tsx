/**
 * An agent's attachments on its edit screen: upload with progress (`/agents/attachment` with the
 * agent_id field before the file; the server checks type and size), download, and removal behind a
 * confirmation.
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { pathOf } from '../../gateway/rest-adapter';
import { uploadFile } from '../../gateway/upload';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { FileUpload } from '../../ui/records/FileUpload';
import { notify } from '../../ui/toaster';
import { downloadFile } from '../../gateway/download';
import { formatBytes, usDay } from '../../ui/format';
import type { AgentFile } from './agent-fields';
import { useRemoveAgentFile } from './use-agents';

export function AgentFiles({ agentId, files, onChanged }: { agentId: string; files: AgentFile[]; onChanged(): void }) {
  const [removing, setRemoving] = useState<AgentFile | null>(null);
  const [removed, removeFile] = useRemoveAgentFile();

  const upload = async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    try {
      const answer = await uploadFile({ path: pathOf('agents.attachment'), fields: { agent_id: agentId }, file, token: tokenStore.token(), onProgress });
      notify({ severity: 'success', body: answer.messages });
      onChanged();
      return null;
    } catch (error) {
      return toGraphQLError(error).message;
    }
  };

  return (
    <Stack as="section" aria-labelledby="agent-files" gap="3">
      <Box>
        <Heading as="h2" size="md" id="agent-files">
          Attachments
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each.
        </Text>
      </Box>
      <FileUpload label="Upload attachment" upload={upload} />
      {files.length === 0 ? (
        <Text color="fg.muted">No attachments yet.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label="Attachments">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>File</Table.ColumnHeader>
                <Table.ColumnHeader>Size</Table.ColumnHeader>
                <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell fontWeight="medium">{file.original_name}</Table.Cell>
                  <Table.Cell>{formatBytes(file.size_bytes)}</Table.Cell>
                  <Table.Cell>{usDay(file.created_at)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Download ${file.original_name}`}
                        onClick={() => void downloadFile('agents.downloadfile', file.id, file.original_name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }))}
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
        title="Remove attachment"
        confirmLabel="Remove"
        busy={removed.fetching}
        onConfirm={async () => {
          const result = await removeFile({ id: agentId, file_id: removing?.id ?? '' });
          const failure = failureOf(result.error);
          if (failure) return failure.message;
          notify({ severity: 'success', body: result.data?.removeAgentFile.messages ?? 'File removed successfully' });
          onChanged();
          return null;
        }}
        onClose={() => setRemoving(null)}
      >
        Remove the attachment <strong>{removing?.original_name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
