/**
 * /holidays/create and /holidays/edit/:holiday_id: name, first and last day, and the reminder message.
 * Required fields are checked here; the server's refusals (an end before the start, a stale edit)
 * show at their field, or above the form when they belong to no field.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Grid, HStack, Input, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { MESSAGES, validate } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { Holiday, HolidayInput } from './holiday-fields';
import { useHoliday } from './use-holidays';
import { useCreateHoliday, useUpdateHoliday } from './use-holiday-writes';

type Field = 'holiday_name' | 'holiday_from' | 'holiday_to' | 'message';

const required = (value: string) => (value.trim() === '' ? MESSAGES.fieldRequired : null);
const CHECKS = { holiday_name: required, holiday_from: required, holiday_to: required, message: required };

export default function HolidayFormScreen({ holidayId }: { holidayId?: string }) {
  const title = holidayId ? 'Edit Holiday' : 'Create Holiday';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useHoliday(holidayId ?? '', !holidayId);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={holidayId ? data?.holiday.holiday_name : 'Name the holiday, its days and the reminder users see.'} />
      {!holidayId ? (
        <HolidayForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <HolidayForm key={data.holiday.id} holiday={data.holiday} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading holiday">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

function HolidayForm({ holiday }: { holiday?: Holiday }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    holiday_name: holiday?.holiday_name ?? '',
    holiday_from: holiday?.holiday_from ?? '',
    holiday_to: holiday?.holiday_to ?? '',
    message: holiday?.message ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, createHoliday] = useCreateHoliday();
  const [updated, updateHoliday] = useUpdateHoliday();
  const saving = created.fetching || updated.fetching;

  // Spec §5: a field's error clears on its next edit.
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate(values, CHECKS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: HolidayInput = { ...values, holiday_name: values.holiday_name.trim(), message: values.message.trim() };
    const result = holiday ? await updateHoliday({ id: holiday.id, input: { ...input, revision: holiday.revision } }) : await createHoliday({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setFormError(failure.message);
      return;
    }
    notify({ severity: 'success', body: holiday ? 'Holiday updated successfully' : 'Holiday created successfully' });
    navigate('/holidays');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="3xl">
        {formError && <FailureAlert message={formError} />}
        <FormField label="Holiday name" required error={errors.holiday_name}>
          <Input value={values.holiday_name} onChange={change('holiday_name')} maxLength={200} />
        </FormField>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="From" required error={errors.holiday_from}>
            <Input type="date" value={values.holiday_from} onChange={change('holiday_from')} />
          </FormField>
          <FormField label="To" required error={errors.holiday_to}>
            <Input type="date" value={values.holiday_to} min={values.holiday_from || undefined} onChange={change('holiday_to')} />
          </FormField>
        </Grid>
        <FormField label="Message" required error={errors.message} helper="Shown in the reminder users see before the holiday.">
          <Textarea value={values.message} onChange={change('message')} maxLength={2000} rows={3} />
        </FormField>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/holidays">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {holiday ? 'Save Holiday' : 'Create Holiday'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
