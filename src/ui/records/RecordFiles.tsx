/**
 * The files of a record (a customer's files, a partner's documents, an agent's attachments, a
 * project's attachments): upload with progress (the server checks type and size), an optional
 * description per file, download, and removal behind a confirmation. With `open`, a file's name opens
 * it: images and PDFs in a preview dialog, other files download. The feature supplies the calls; this
 * is the one way they look.
 */
import { useState } from 'react';
import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { GatewayFailure } from '../../gateway/failure';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { uploadFile } from '../../gateway/upload';
import { formatBytes, usDay } from '../format';
import { notify } from '../toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { FilePreview, type PreviewFile } from './FilePreview';
import { previewKindOf } from './preview-kind';
import { FileUpload } from './FileUpload';
import type { WriteOutcome } from './RecordDialogs';

export interface RecordFile {
  id: string;
  /** The name it was uploaded under. */
  name: string;
  size_bytes: number;
  created_at: string;
  description?: string;
  /** The type the server stored; decides whether the file previews. */
  mime_type?: string | null;
}

export interface RecordFilesProps {
  /** What one file is called here, lower-case: "file", "document", "attachment". */
  noun: string;
  /** The upload button's label, e.g. "Upload document". */
  uploadLabel: string;
  /** What may be uploaded, shown above the button. */
  hint: string;
  files: readonly RecordFile[];
  mayChange: boolean;
  /** Several files per pick or drop. */
  multiple?: boolean;
  /** Where the upload goes (e.g. `/customers/uploadfile/3`), with form fields sent before the file. */
  upload: { path: string; fields?: Record<string, string> };
  /** The session token, for the upload call. */
  token(): string | null;
  /** After a successful upload or removal (the caller reloads the record). */
  onChanged(): void;
  /** Answers null when the download started, or what went wrong. */
  download(file: RecordFile): Promise<string | null>;
  /** The file's bytes, for the preview; when given, file names open their file. */
  open?(file: RecordFile): Promise<{ blob: Blob } | { refusal: string }>;
  remove(file: RecordFile): Promise<WriteOutcome>;
  removing: boolean;
  /** When given, each file's description can be edited. */
  describe?(file: RecordFile, description: string): Promise<GatewayFailure | null>;
}

const capitalized = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export function RecordFiles({ noun, uploadLabel, hint, files, mayChange, multiple, upload, token, onChanged, download, open, remove, removing, describe }: RecordFilesProps) {
  const [confirming, setConfirming] = useState<RecordFile | null>(null);
  const [previewing, setPreviewing] = useState<{ file: RecordFile; shown: PreviewFile } | null>(null);
  const startDownload = (file: RecordFile) => void download(file).then((refusal) => refusal && notify({ severity: 'error', body: refusal }));
  /** A file name opens the file: in place when it can show, else as a download. */
  const openFile = (file: RecordFile) => {
    const kind = previewKindOf(file.mime_type);
    if (kind && file.mime_type) setPreviewing({ file, shown: { name: file.name, kind, mimeType: file.mime_type } });
    else startDownload(file);
  };
  const send = async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    try {
      const answer = await uploadFile({ ...upload, file, token: token(), onProgress });
      notify({ severity: 'success', body: answer.messages });
      onChanged();
      return null;
    } catch (error) {
      return toGraphQLError(error).message;
    }
  };
  const plural = `${noun}s`;
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        {hint}
      </Text>
      {mayChange && <FileUpload label={uploadLabel} multiple={multiple} upload={send} />}
      {files.length === 0 ? (
        <Text color="fg.muted">No {plural} yet.</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label={capitalized(plural)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>File</Table.ColumnHeader>
                <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
                {describe && <Table.ColumnHeader>Description</Table.ColumnHeader>}
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {files.map((file) => (
                <Table.Row key={file.id}>
                  <Table.Cell>
                    {open ? (
                      <Button
                        variant="plain"
                        size="sm"
                        h="auto"
                        p="0"
                        fontWeight="medium"
                        color="brand.fg"
                        textAlign="start"
                        whiteSpace="normal"
                        _hover={{ textDecoration: 'underline' }}
                        title={previewKindOf(file.mime_type) ? 'Preview' : 'Download'}
                        onClick={() => openFile(file)}
                      >
                        {file.name}
                      </Button>
                    ) : (
                      <Text fontWeight="medium">{file.name}</Text>
                    )}
                    <Text color="fg.muted" textStyle="xs">
                      {formatBytes(file.size_bytes)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{usDay(file.created_at)}</Table.Cell>
                  {describe && (
                    <Table.Cell minW="64">{mayChange ? <FileDescription file={file} describe={describe} /> : file.description || '—'}</Table.Cell>
                  )}
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="2">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Download ${file.name}`}
                        onClick={() => startDownload(file)}
                      >
                        Download
                      </Button>
                      {mayChange && (
                        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Remove ${file.name}`} onClick={() => setConfirming(file)}>
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
      {open && (
        <FilePreview
          file={previewing?.shown ?? null}
          load={() => (previewing ? open(previewing.file) : Promise.resolve({ refusal: 'No file' }))}
          onDownload={() => previewing && startDownload(previewing.file)}
          onClose={() => setPreviewing(null)}
        />
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Remove ${noun}`}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={async () => {
          if (!confirming) return null;
          const { failure, messages } = await remove(confirming);
          if (failure) return failure.message;
          notify({ severity: 'success', body: messages ?? 'File removed successfully' });
          onChanged();
          return null;
        }}
        onClose={() => setConfirming(null)}
      >
        Remove the {noun} <strong>{confirming?.name}</strong>? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

function FileDescription({ file, describe }: { file: RecordFile; describe: NonNullable<RecordFilesProps['describe']> }) {
  const [description, setDescription] = useState(file.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const changed = description.trim() !== (file.description ?? '');
  const save = async () => {
    setSaving(true);
    const failure = await describe(file, description.trim());
    setSaving(false);
    setError(failure ? (failure.fieldErrors.description ?? failure.message) : null);
    if (!failure) notify({ severity: 'success', body: 'File description saved' });
  };
  return (
    <Box>
      <HStack gap="2">
        <Input size="xs" aria-label={`Description of ${file.name}`} value={description} maxLength={500} placeholder="Add a description" onChange={(event) => setDescription(event.target.value)} />
        <Button size="xs" variant="outline" disabled={!changed} loading={saving} onClick={() => void save()}>
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
