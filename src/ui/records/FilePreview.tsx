/**
 * A stored file shown in place (issue 16 §8): images in an `<img>`, PDFs in the browser's viewer in an
 * `<iframe>`. The file's URL needs the session token in a header, so the bytes are fetched and shown
 * from an object URL, revoked when the dialog closes. The object URL's type is set here from what the
 * server stored (it checked the content at upload), never taken from the bytes: a frame only ever
 * gets a PDF (ADR 0090).
 */
import { useEffect, useState } from 'react';
import { Button, CloseButton, Dialog, Flex, Image, Portal, Spinner, chakra } from '@chakra-ui/react';
import { FailureAlert } from './FailureAlert';
import type { PreviewKind } from './preview-kind';

export interface PreviewFile {
  name: string;
  kind: PreviewKind;
  mimeType: string;
}

interface Props {
  file: PreviewFile | null;
  /** The file's bytes, or what went wrong. */
  load(): Promise<{ blob: Blob } | { refusal: string }>;
  onDownload(): void;
  onClose(): void;
}

type Shown = { url: string } | { refusal: string } | null;

export function FilePreview({ file, load, onDownload, onClose }: Props) {
  const [shown, setShown] = useState<Shown>(null);

  useEffect(() => {
    if (!file) return;
    let url: string | null = null;
    let cancelled = false;
    void load().then((fetched) => {
      if (cancelled) return;
      if ('refusal' in fetched) {
        setShown({ refusal: fetched.refusal });
        return;
      }
      url = URL.createObjectURL(new Blob([fetched.blob], { type: file.mimeType }));
      setShown({ url });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
      setShown(null);
    };
    // `load` is a new function each render; the file decides what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  return (
    <Dialog.Root open={file !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" size={file?.kind === 'pdf' ? 'cover' : 'xl'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="file-preview">
            <Dialog.Header>
              <Dialog.Title truncate>{file?.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {shown === null && (
                <Flex justify="center" py="10">
                  <Spinner aria-label={`Loading ${file?.name ?? 'file'}`} />
                </Flex>
              )}
              {shown && 'refusal' in shown && <FailureAlert message={shown.refusal} />}
              {shown && 'url' in shown && file?.kind === 'image' && (
                <Flex justify="center" bg="bg.muted" borderRadius="md" p="2">
                  <Image src={shown.url} alt={file.name} maxH="70vh" maxW="full" objectFit="contain" />
                </Flex>
              )}
              {shown && 'url' in shown && file?.kind === 'pdf' && (
                <chakra.iframe src={shown.url} title={file.name} w="full" h="75vh" borderWidth="1px" borderColor="border.muted" borderRadius="md" />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onDownload}>
                Download
              </Button>
              <Button onClick={onClose}>Close</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close preview" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
