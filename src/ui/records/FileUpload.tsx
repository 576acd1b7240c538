/**
 * A file picker that uploads at once and shows its progress; the server's refusal (type, size) shows
 * at the field. `upload` does the call (src/gateway/upload.ts) and reports progress.
 */
import { useRef, useState } from 'react';
import { Box, Button, HStack, Progress, Text, VisuallyHidden } from '@chakra-ui/react';

export interface FileUploadProps {
  label: string;
  /** e.g. "image/*" or ".pdf,.png" — a hint for the picker; the server checks the content. */
  accept?: string;
  upload(file: File, onProgress: (fraction: number) => void): Promise<string | null>;
}

export function FileUpload({ label, accept, upload }: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setName(file.name);
    setProgress(0);
    const refusal = await upload(file, setProgress);
    setProgress(null);
    if (refusal) setError(refusal);
    if (input.current) input.current.value = '';
  };

  return (
    <Box>
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={progress !== null} loadingText="Uploading">
          {label}
        </Button>
        <VisuallyHidden>
          <input ref={input} type="file" aria-label={label} accept={accept} onChange={(event) => void pick(event.target.files?.[0])} />
        </VisuallyHidden>
        {progress !== null && name && (
          <Text textStyle="sm" color="fg.muted" truncate maxW="xs">
            {name}
          </Text>
        )}
      </HStack>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} size="xs" mt="2" maxW="sm" aria-label={`Uploading ${name ?? 'file'}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {error && (
        <Text role="alert" color="red.700" textStyle="sm" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}
