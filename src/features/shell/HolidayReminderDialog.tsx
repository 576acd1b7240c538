/** The holiday reminder's modal (HolidayReminder.tsx holds its machine); loaded when it first opens. */
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { HolidayPopupContext } from '../../machines/holiday-popup';

export interface HolidayReminderDialogProps {
  open: boolean;
  holiday: HolidayPopupContext['holiday'];
  onDismiss(): void;
}

export default function HolidayReminderDialog({ open, holiday, onDismiss }: HolidayReminderDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="holiday-reminder">
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Text textStyle="xs" fontWeight="semibold" color="fg.muted">
                Holiday Reminder
              </Text>
              <Dialog.Title>{holiday?.holiday_name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="fg">{holiday?.message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onDismiss}>OK</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
