/** The rating popup's modal (RatePopup.tsx holds its machine); loaded when it first opens. */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { RatePopupContext } from '../../machines/rate-popup';
import { RatingForm } from './RatingForm';

export interface RateDialogProps extends Pick<RatePopupContext, 'score' | 'comment' | 'error' | 'project'> {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onScore(score: number): void;
  onComment(comment: string): void;
  onNotNow(): void;
  onSubmit(): void;
}

export default function RateDialog({ open, busy, score, comment, error, project, onClose, onScore, onComment, onNotNow, onSubmit }: RateDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      placement="center"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="rate-popup">
            <Dialog.Header>
              <Dialog.Title>Rate us</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {project && (
                <Text color="fg.muted" textStyle="sm" mb="4">
                  About your recent project {project.code} {project.name}
                </Text>
              )}
              <RatingForm
                score={score}
                comment={comment}
                error={error}
                disabled={busy}
                onScore={onScore}
                onComment={onComment}
              />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" disabled={busy} onClick={onNotNow}>
                Not now
              </Button>
              <Button colorPalette="brand" loading={busy} onClick={onSubmit}>
                Submit
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
