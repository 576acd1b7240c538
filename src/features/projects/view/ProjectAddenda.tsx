/**
 * The project's addenda: each a description with its own files. Creating one sends the description,
 * then uploads the chosen files into it one by one with their progress.
 */
import { useRef, useState } from 'react';
import { Box, Button, HStack, Progress, Stack, Text, Textarea, VisuallyHidden } from '@chakra-ui/react';
import { tokenStore } from '../../../app/session';
import { downloadFile } from '../../../gateway/download';
import { failureOf } from '../../../gateway/failure';
import { toGraphQLError } from '../../../gateway/graphql-errors';
import { reloadOf } from '../../../gateway/reload';
import { pathOf } from '../../../gateway/rest-adapter';
import { uploadFile } from '../../../gateway/upload';
import { formatBytes } from '../../../ui/format';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { FormField } from '../../../ui/records/FormField';
import { notify } from '../../../ui/toaster';
import { useCreateAddendum, useDeleteFile, useProjectAddenda, type ProjectFile } from './use-project-view';
import { useComposer } from './use-composer';
import { Byline, EntryList } from './ProjectEntries';

export function ProjectAddenda({ projectId, mayChange, onChanged }: { projectId: string; mayChange: boolean; onChanged(): void }) {
  const [{ data, error }, reexecute] = useProjectAddenda(projectId);
  const reload = reloadOf(reexecute);
  const [removing, setRemoving] = useState<ProjectFile | null>(null);
  const [removed, remove] = useDeleteFile();
  const addenda = data?.projectAddenda ?? [];
  const changed = () => {
    reload();
    onChanged();
  };
  const download = (file: ProjectFile) =>
    void downloadFile('projects.downloadfile', file.id, file.name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }));

  return (
    <Stack gap="4">
      {mayChange && <NewAddendum projectId={projectId} onCreated={changed} />}
      <EntryList label="Addenda" none="No addenda yet." count={data && addenda.length} error={error} onRetry={reload}>
        {addenda.map((addendum) => (
          <Box as="li" key={addendum.id} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-testid="addendum">
            <Text whiteSpace="pre-wrap">{addendum.description}</Text>
            <Byline who={addendum.created_by} at={addendum.created_at} />
            <Stack as="ul" gap="1" mt="2" listStyleType="none">
              {(addendum.files ?? []).map((file) => (
                <HStack as="li" key={file.id} gap="2" textStyle="sm">
                  <Text flex="1" truncate>
                    {file.name}{' '}
                    <Text as="span" color="fg.muted" textStyle="xs">
                      {formatBytes(file.size_bytes)}
                    </Text>
                  </Text>
                  <Button size="2xs" variant="outline" aria-label={`Download ${file.name}`} onClick={() => download(file)}>
                    Download
                  </Button>
                  {mayChange && (
                    <Button size="2xs" variant="outline" colorPalette="red" aria-label={`Remove ${file.name}`} onClick={() => setRemoving(file)}>
                      Remove
                    </Button>
                  )}
                </HStack>
              ))}
            </Stack>
          </Box>
        ))}
      </EntryList>
      <ConfirmDialog
        open={removing !== null}
        title="Remove file"
        confirmLabel="Remove"
        busy={removed.fetching}
        onConfirm={async () => {
          if (!removing) return null;
          const result = await remove({ id: removing.id, addendum: true });
          const refusal = failureOf(result.error);
          if (refusal) return refusal.message;
          notify({ severity: 'success', body: result.data?.deleteProjectFile.messages ?? 'File removed' });
          changed();
          return null;
        }}
        onClose={() => setRemoving(null)}
      >
        Remove the file <strong>{removing?.name}</strong> from its addendum? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

function NewAddendum({ projectId, onCreated }: { projectId: string; onCreated(): void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [created, create] = useCreateAddendum();
  const composer = useComposer({
    required: 'Description is required',
    field: 'description',
    send: (description) => create({ project_id: projectId, description }),
    sent: (data) => upload(data?.createProjectAddendum),
  });

  /** The chosen files into the new addendum, one by one: what was not uploaded, said after the addendum's message. */
  const upload = async (answer: { messages: string; addendum: { id: string } | null } | undefined) => {
    const addendumId = answer?.addendum?.id;
    const failed: string[] = [];
    for (const file of files) {
      if (!addendumId) break;
      setProgress({ name: file.name, fraction: 0 });
      try {
        await uploadFile({
          path: pathOf('projects.uploadfile', projectId),
          fields: { addendum_id: addendumId },
          file,
          token: tokenStore.token(),
          onProgress: (fraction) => setProgress({ name: file.name, fraction }),
        });
      } catch (uploadError) {
        failed.push(`${file.name}: ${toGraphQLError(uploadError).message}`);
      }
    }
    setProgress(null);
    setFiles([]);
    notify({ severity: 'success', body: answer?.messages ?? 'Addendum created' });
    onCreated();
    return failed.length ? `The addendum was created, but some files were not uploaded. ${failed.join('; ')}` : null;
  };

  return (
    <Stack gap="2" as="form" onSubmit={(event) => (event.preventDefault(), void composer.submit())} aria-label="New addendum">
      <FormField label="Addendum" required error={composer.error ?? undefined}>
        <Textarea
          rows={2}
          maxLength={2000}
          placeholder="What changed in the scope"
          value={composer.text}
          onChange={(event) => composer.edit(event.target.value)}
        />
      </FormField>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => picker.current?.click()}>
          Add Files
        </Button>
        <VisuallyHidden>
          <input ref={picker} type="file" multiple aria-label="Addendum files" onChange={(event) => setFiles([...(event.target.files ?? [])])} />
        </VisuallyHidden>
        {files.length > 0 && (
          <Text textStyle="sm" color="fg.muted">
            {files.map((file) => file.name).join(', ')}
          </Text>
        )}
        <Button type="submit" size="sm" colorPalette="brand" loading={created.fetching || progress !== null} ml="auto">
          Create Addendum
        </Button>
      </HStack>
      {progress && (
        <Progress.Root value={Math.round(progress.fraction * 100)} size="xs" maxW="sm" aria-label={`Uploading ${progress.name}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}
