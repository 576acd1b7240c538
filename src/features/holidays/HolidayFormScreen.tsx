/**
 * /holidays/create and /holidays/edit/:holiday_id: name, first and last day, and the reminder message,
 * a record form (src/ui/form/RecordFormScreen.tsx) over the holiday contract; the server's refusals
 * (an end before the start, a stale edit) show at their field, or above the form when they belong to
 * no field. Without Holiday.update an opened holiday shows read-only.
 */
import { holidayContract } from '../../domain/contracts/holiday';
import type { TextValues } from '../../ui/form/contract-meta';
import { FieldGrid, TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import type { Holiday } from './holiday-fields';
import { holidayOperations } from './use-holidays';

function HolidayFields({ form }: FieldsProps<TextValues<typeof holidayContract>>) {
  const from = form.form.watch('holiday_from');
  return (
    <>
      <TextField name="holiday_name" label="Holiday name" />
      <FieldGrid>
        <TextField name="holiday_from" label="From" type="date" />
        <TextField name="holiday_to" label="To" type="date" {...(from ? { min: from } : {})} />
      </FieldGrid>
      <TextAreaField name="message" label="Message" helper="Shown in the reminder users see before the holiday." />
    </>
  );
}

export default recordFormScreen({
  noun: 'Holiday',
  intro: 'Name the holiday, its days and the reminder users see.',
  describe: (holiday: Holiday) => holiday.holiday_name,
  operations: holidayOperations,
  updateKey: 'Holiday',
  contract: holidayContract,
  list: '/holidays',
  maxW: '3xl',
  Fields: HolidayFields,
});
