/** An agent's attachments on its edit screen (the shared RecordFiles over the agent's file calls). */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { downloadFile } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import { pathOf } from '../../gateway/rest-adapter';
import { RecordFiles, type RecordFile } from '../../ui/records/RecordFiles';
import type { AgentFile } from './agent-fields';
import { useRemoveAgentFile } from './use-agents';

export function AgentFiles({ agentId, files, onChanged }: { agentId: string; files: AgentFile[]; onChanged(): void }) {
  const [removed, removeFile] = useRemoveAgentFile();
  return (
    <Stack as="section" aria-labelledby="agent-files" gap="3">
      <Box>
        <Heading as="h2" size="md" id="agent-files">
          Attachments
        </Heading>
      </Box>
      <RecordFiles
        noun="attachment"
        uploadLabel="Upload attachment"
        hint="Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each."
        files={files.map((file): RecordFile => ({ ...file, name: file.original_name }))}
        mayChange
        removing={removed.fetching}
        upload={{ path: pathOf('agents.attachment'), fields: { agent_id: agentId } }}
        token={() => tokenStore.token()}
        onChanged={onChanged}
        download={(file) => downloadFile('agents.downloadfile', file.id, file.name, tokenStore.token())}
        remove={async (file) => {
          const result = await removeFile({ id: agentId, file_id: file.id });
          return { failure: failureOf(result.error), messages: result.data?.removeAgentFile.messages };
        }}
      />
    </Stack>
  );
}
