/** The form's attachments: pick files (several at once), see them queued with their size, drop one, watch each upload's progress. */
import { useRef } from 'react';
import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatBytes } from '../../ui/format';
import { UploadState } from '../../ui/records/FileUpload';
import type { AttachmentQueue } from './use-attachment-queue';

export function AttachmentPicker({ queue, disabled }: { queue: AttachmentQueue; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="3">
      <HStack gap="3">
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
          Add Attachments
        </Button>
        <Text textStyle="sm" color="fg.muted">
          PDF, image, drawing, zip, Office, text or CSV files, at most 50 MB each. They upload when the project is saved.
        </Text>
        <VisuallyHidden>
          <input
            ref={input}
            type="file"
            multiple
            aria-label="Attachments"
            onChange={(event) => {
              queue.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </VisuallyHidden>
      </HStack>
      {queue.files.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Attachments to upload">
          {queue.files.map((entry) => (
            <Box as="li" key={entry.key} borderWidth="1px" borderColor="border.muted" borderRadius="md" px="3" py="2">
              <HStack justify="space-between" gap="3">
                <Text textStyle="sm" truncate>
                  {entry.file.name} <Text as="span" color="fg.muted">({formatBytes(entry.file.size)})</Text>
                </Text>
                {entry.done ? (
                  <Text textStyle="sm" color="green.700">
                    Uploaded
                  </Text>
                ) : (
                  entry.progress === null && (
                    <Button size="xs" variant="ghost" disabled={disabled} aria-label={`Remove ${entry.file.name}`} onClick={() => queue.remove(entry.key)}>
                      Remove
                    </Button>
                  )
                )}
              </HStack>
              <UploadState name={entry.file.name} progress={entry.done ? null : entry.progress} error={entry.error} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
