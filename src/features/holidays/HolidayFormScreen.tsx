/**
 * /holidays/create and /holidays/edit/:holiday_id: name, first and last day, and the reminder message,
 * on the form kernel (src/ui/form) over the holiday contract; the server's refusals (an end before
 * the start, a stale edit) show at their field, or above the form when they belong to no field.
 */
import { Flex, Grid, Spinner } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { holidayContract } from '../../domain/contracts/holiday';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell } from '../../ui/form/FormShell';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import type { Holiday } from './holiday-fields';
import { useCreateHoliday, useHoliday, useUpdateHoliday } from './use-holidays';

export default function HolidayFormScreen({ holidayId }: { holidayId?: string }) {
  // Without Holiday.update an opened holiday shows read-only.
  const { permissions } = useSession();
  const readOnly = Boolean(holidayId) && !can(permissions, 'Holiday', 'update');
  const title = readOnly ? 'View Holiday' : holidayId ? 'Edit Holiday' : 'Create Holiday';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reexecute] = useHoliday(holidayId ?? '', !holidayId);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={holidayId ? data?.holiday.holiday_name : 'Name the holiday, its days and the reminder users see.'} />
      {!holidayId ? (
        <HolidayForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <HolidayForm key={`${data.holiday.id}@${data.holiday.revision}`} holiday={data.holiday} readOnly={readOnly} onReload={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading holiday">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'holiday_name' | 'holiday_from' | 'holiday_to' | 'message', string>;

const toInput = (values: Values) => values;

function HolidayForm({ holiday, readOnly = false, onReload }: { holiday?: Holiday; readOnly?: boolean; onReload?: () => void }) {
  const [, createHoliday] = useCreateHoliday();
  const [, updateHoliday] = useUpdateHoliday();
  const kernel = useRecordForm({
    contract: holidayContract,
    defaultValues: {
      holiday_name: holiday?.holiday_name ?? '',
      holiday_from: holiday?.holiday_from ?? '',
      holiday_to: holiday?.holiday_to ?? '',
      message: holiday?.message ?? '',
    } satisfies Values,
    toInput,
    submit: (input) => (holiday ? updateHoliday({ id: holiday.id, input: { ...input, revision: holiday.revision } }) : createHoliday({ input })),
    saved: { notice: holiday ? 'Holiday updated successfully' : 'Holiday created successfully', to: '/holidays' },
    readOnly,
  });
  const from = kernel.form.watch('holiday_from');

  return (
    <FormShell form={kernel} cancelTo="/holidays" submitLabel={holiday ? 'Save Holiday' : 'Create Holiday'} maxW="3xl" {...(onReload ? { onReload } : {})} live={holiday ? { type: 'holiday', id: holiday.id, thing: 'holiday' } : undefined}>
      <TextField name="holiday_name" label="Holiday name" />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <TextField name="holiday_from" label="From" type="date" />
        <TextField name="holiday_to" label="To" type="date" {...(from ? { min: from } : {})} />
      </Grid>
      <TextAreaField name="message" label="Message" helper="Shown in the reminder users see before the holiday." />
    </FormShell>
  );
}
