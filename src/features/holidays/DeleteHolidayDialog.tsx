/** The confirmation before a holiday is deleted; a refusal is shown in place. */
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { notify } from '../../ui/toaster';
import { formatSpan, type Holiday } from './holiday-fields';
import { useDeleteHoliday } from './use-holidays';

export function DeleteHolidayDialog({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) {
  const [{ fetching }, deleteHoliday] = useDeleteHoliday();
  const confirm = async () => {
    if (!holiday) return null;
    const result = await deleteHoliday({ id: holiday.id });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: result.data?.deleteHoliday.messages ?? 'Holiday deleted successfully' });
    return null;
  };
  return (
    <ConfirmDialog open={holiday !== null} title="Delete holiday" confirmLabel="Delete" busy={fetching} onConfirm={confirm} onClose={onClose}>
      Delete the holiday <strong>{holiday?.holiday_name}</strong> ({holiday ? formatSpan(holiday) : ''})? This cannot be undone.
    </ConfirmDialog>
  );
}
