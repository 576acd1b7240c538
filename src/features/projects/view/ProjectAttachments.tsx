/**
 * The project's attachments: upload several at once (picked or dropped) with per-file progress, a
 * preview of images and PDFs from the file's name, download one or all (zip), and removal behind a
 * confirmation (the shared RecordFiles over the project's file calls). Files of addenda show with
 * their addendum, not here (nor in the tab's count).
 */
import { useState } from 'react';
import { Button, Flex, Stack } from '@chakra-ui/react';
import { tokenStore } from '../../../app/session';
import { downloadFile, downloadPosted, fetchFile } from '../../../gateway/download';
import { failureOf } from '../../../gateway/failure';
import { reloadOf } from '../../../gateway/reload';
import { pathOf } from '../../../gateway/rest-adapter';
import { LoadFailure } from '../../../ui/records/FailureAlert';
import { RecordFiles } from '../../../ui/records/RecordFiles';
import { notify } from '../../../ui/toaster';
import { useDeleteFile, useProjectFiles } from './use-project-view';

export function ProjectAttachments({ projectId, code, mayChange, onChanged }: { projectId: string; code: string; mayChange: boolean; onChanged(): void }) {
  const [{ data, error }, reexecute] = useProjectFiles(projectId);
  const reload = reloadOf(reexecute);
  const [removed, remove] = useDeleteFile();
  const [zipping, setZipping] = useState(false);
  const files = (data?.projectFiles ?? []).filter((file) => file.addendum_id === null);
  const changed = () => {
    reload();
    onChanged();
  };
  const zip = async () => {
    setZipping(true);
    const refusal = await downloadPosted('projects.downloadzip', { body: { id: Number(projectId) } }, `${code}.zip`, tokenStore.token());
    setZipping(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  return (
    <Stack gap="3">
      <LoadFailure error={error} onRetry={reload} />
      <RecordFiles
        noun="attachment"
        uploadLabel="Upload Attachment"
        hint="Drawings, specifications and other documents: PDF, image, drawing, zip or text."
        files={files}
        mayChange={mayChange}
        multiple
        removing={removed.fetching}
        upload={{ path: pathOf('projects.uploadfile', projectId) }}
        token={() => tokenStore.token()}
        onChanged={changed}
        download={(file) => downloadFile('projects.downloadfile', file.id, file.name, tokenStore.token())}
        open={(file) => fetchFile('projects.downloadfile', file.id, tokenStore.token())}
        remove={async (file) => {
          const result = await remove({ id: file.id });
          return { failure: failureOf(result.error), messages: result.data?.deleteProjectFile.messages };
        }}
      />
      {(data?.projectFiles.length ?? 0) > 0 && (
        <Flex>
          <Button size="sm" variant="outline" loading={zipping} loadingText="Preparing zip" onClick={() => void zip()}>
            Download All
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
