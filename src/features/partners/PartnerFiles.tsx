/** A partner's documents on its edit screen (the shared RecordFiles over the partner's file calls). */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { downloadFile } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import { pathOf } from '../../gateway/rest-adapter';
import { RecordFiles, type RecordFile } from '../../ui/records/RecordFiles';
import type { PartnerFile } from './partner-fields';
import { useDescribePartnerFile, useRemovePartnerFile } from './use-partners';

/** `readOnly`: listed and downloadable only (a user without Partner.update). */
export function PartnerFiles({ partnerId, files, readOnly, onChanged }: { partnerId: string; files: PartnerFile[]; readOnly: boolean; onChanged(): void }) {
  const [removed, removeFile] = useRemovePartnerFile();
  const [, describeFile] = useDescribePartnerFile();
  return (
    <Stack as="section" aria-labelledby="partner-files" gap="3">
      <Box>
        <Heading as="h2" size="md" id="partner-files">
          Documents
        </Heading>
      </Box>
      <RecordFiles
        noun="document"
        uploadLabel="Upload document"
        hint="Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each."
        files={files.map((file): RecordFile => ({ ...file, name: file.original_name }))}
        mayChange={!readOnly}
        removing={removed.fetching}
        upload={{ path: pathOf('partners.uploadfile', partnerId) }}
        token={() => tokenStore.token()}
        onChanged={onChanged}
        download={(file) => downloadFile('partners.downloadfile', file.id, file.name, tokenStore.token())}
        remove={async (file) => {
          const result = await removeFile({ id: partnerId, file_id: file.id });
          return { failure: failureOf(result.error), messages: result.data?.removePartnerFile.messages };
        }}
        describe={async (file, description) => failureOf((await describeFile({ id: partnerId, file_id: file.id, description })).error)}
      />
    </Stack>
  );
}
