/**
 * One record's files panel (a customer's files, a partner's documents, an agent's attachments):
 * RecordFiles over the record's generated file mutations (src/ui/records/record-operations.ts) and its
 * REST upload and download routes. A feature declares its texts and routes once; the panel is the same.
 */
import { Box, Heading, Stack } from '@chakra-ui/react';
import type { UseMutationResponse } from 'urql';
import { tokenStore } from '../../app/session';
import { downloadFile } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import type { Operation } from '../../gateway/rest-adapter';
import type { DeleteAnswer } from './record-operations';
import { RecordFiles, type RecordFile, type RecordFilesProps } from './RecordFiles';

type FileVariables = { id: string; file_id: string };

/** A stored file as the record's fragment reads it (every record's files, one shape): under `name` or, by default, `original_name`. */
export type StoredFile = Omit<RecordFile, 'name'> & ({ name: string } | { original_name: string });

export interface RecordFilesPanelOf<T extends string> extends Pick<RecordFilesProps, 'noun' | 'uploadLabel' | 'hint'> {
  type: T;
  useRemoveFile(): UseMutationResponse<{ [K in `remove${T}File`]: DeleteAnswer }, FileVariables>;
  /** When the record's files have descriptions. */
  useDescribeFile?(): UseMutationResponse<unknown, FileVariables & { description: string }>;
  /** Where a record's upload goes. */
  upload(id: string): RecordFilesProps['upload'];
  download: Operation;
  /** The section's heading (none when the screen's card already names it). */
  heading?: { id: string; text: string };
}

export interface RecordFilesPanelProps {
  id: string;
  files: readonly StoredFile[];
  mayChange: boolean;
  onChanged(): void;
}

const noDescriptions = () => [undefined, undefined] as const;

export function recordFilesPanel<T extends string>({ type, useRemoveFile, useDescribeFile, upload, download, heading, ...texts }: RecordFilesPanelOf<T>) {
  const useDescriptions = useDescribeFile ?? noDescriptions;
  return function RecordFilesPanel({ id, files, mayChange, onChanged }: RecordFilesPanelProps) {
    const [removed, removeFile] = useRemoveFile();
    const [, describeFile] = useDescriptions();
    const list = (
      <RecordFiles
        {...texts}
        files={files.map((file): RecordFile => ({ ...file, name: 'name' in file ? file.name : file.original_name }))}
        mayChange={mayChange}
        removing={removed.fetching}
        upload={upload(id)}
        token={() => tokenStore.token()}
        onChanged={onChanged}
        download={(file) => downloadFile(download, file.id, file.name, tokenStore.token())}
        remove={async (file) => {
          const result = await removeFile({ id, file_id: file.id });
          return { failure: failureOf(result.error), messages: result.data?.[`remove${type}File`].messages };
        }}
        describe={describeFile && (async (file, description) => failureOf((await describeFile({ id, file_id: file.id, description })).error))}
      />
    );
    if (!heading) return list;
    return (
      <Stack as="section" aria-labelledby={heading.id} gap="3">
        <Box>
          <Heading as="h2" size="md" id={heading.id}>
            {heading.text}
          </Heading>
        </Box>
        {list}
      </Stack>
    );
  };
}
