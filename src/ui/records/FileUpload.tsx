/**
 * A file picker that uploads at once, also taking files dropped on it: with `multiple`, several at a
 * time, one after another, each with its own row and progress. A file the server refuses (type,
 * size) keeps its row with the refusal until the next pick; an uploaded one leaves (the caller lists
 * it). `upload` does the call (src/gateway/upload.ts) and reports progress.
 */
import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';

export interface FileUploadProps {
  label: string;
  /** e.g. "image/*" or ".pdf,.png" — a hint for the picker; the server checks the content. */
  accept?: string;
  /** Several files per pick or drop; without it only the first is taken. */
  multiple?: boolean;
  upload(file: File, onProgress: (fraction: number) => void): Promise<string | null>;
}

/** When `upload` throws instead of answering a refusal. */
const FAILED = 'The file could not be uploaded';

interface Entry {
  key: number;
  name: string;
  /** 0..1 while uploading; null while waiting for the ones before it. */
  progress: number | null;
  error: string | null;
}

export function FileUpload({ label, accept, multiple = false, upload }: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  // Uploads go one at a time, in the order picked, also across picks made while others run.
  const line = useRef<Promise<void>>(Promise.resolve());

  const patch = (key: number, change: Partial<Entry> | null) =>
    setEntries((current) => (change === null ? current.filter((entry) => entry.key !== key) : current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))));

  const take = (files: readonly File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    if (chosen.length === 0) return;
    const added = chosen.map((file) => ({ file, entry: { key: nextKey.current++, name: file.name, progress: null, error: null } satisfies Entry }));
    // A new pick forgets the refusals of the last one.
    setEntries((current) => [...current.filter((entry) => entry.error === null), ...added.map(({ entry }) => entry)]);
    for (const { file, entry } of added) {
      line.current = line.current.then(async () => {
        patch(entry.key, { progress: 0 });
        const refusal = await upload(file, (progress) => patch(entry.key, { progress })).catch(() => FAILED);
        patch(entry.key, refusal ? { progress: null, error: refusal } : null);
      });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };
  const busy = entries.some((entry) => entry.error === null);

  return (
    <Stack gap="2">
      <Box
        data-testid="file-drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        borderWidth="1px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.solid' : 'border'}
        bg={dragging ? 'brand.subtle' : undefined}
        borderRadius="md"
        px="3"
        py="3"
        transition="background 150ms, border-color 150ms"
      >
        <HStack gap="3" flexWrap="wrap">
          <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={!multiple && busy} loadingText="Uploading">
            {label}
          </Button>
          <Text textStyle="sm" color="fg.muted">
            {multiple ? 'or drop files here' : 'or drop a file here'}
          </Text>
          <VisuallyHidden>
            <input
              ref={input}
              type="file"
              aria-label={label}
              accept={accept}
              multiple={multiple}
              onChange={(event) => {
                take(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
          </VisuallyHidden>
        </HStack>
      </Box>
      {entries.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Uploads" data-testid="uploads">
          {entries.map((entry) => (
            <Box as="li" key={entry.key} data-testid="upload" data-name={entry.name}>
              <HStack justify="space-between" gap="3">
                <Text textStyle="sm" truncate maxW="md">
                  {entry.name}
                </Text>
                {entry.progress === null && entry.error === null && (
                  <Text textStyle="xs" color="fg.muted">
                    Waiting
                  </Text>
                )}
              </HStack>
              <UploadState name={entry.name} progress={entry.progress} error={entry.error} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** An upload's progress bar, while it runs, and the server's refusal, if any. */
export function UploadState({ name, progress, error }: { name: string; progress: number | null; error: string | null }) {
  return (
    <>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} size="xs" mt="1" maxW="md">
          {/* The track is the progressbar: its name says which file. */}
          <Progress.Track aria-label={`Uploading ${name}`}>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="red.700" textStyle="sm" mt="1">
          {error}
        </Text>
      )}
    </>
  );
}
