/**
 * Name, phone, two-factor sign-in and due-date reminder days of the signed-in user; email, role,
 * customer and branch are shown but changed by an administrator. A stale edit (another tab or an administrator saved first) shows
 * the server's 409 message above the form.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Grid, HStack, Input, Stack, Switch } from '@chakra-ui/react';
import { reminderDaysError } from '../../domain/due-reminders';
import { MESSAGES, optionalPhone, validate } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import type { Profile } from './profile-fields';
import { ProfileSection } from './ProfileSection';
import { useUpdateProfile } from './use-profile';

type Field = 'name' | 'phone' | 'due_reminder_days';
const CHECKS = { name: (value: string) => (value.trim() === '' ? MESSAGES.fieldRequired : null), phone: optionalPhone, due_reminder_days: reminderDaysError };

export function ProfileDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: profile.name,
    phone: profile.phone ?? '',
    due_reminder_days: String(profile.due_reminder_days),
  });
  const [twoFactor, setTwoFactor] = useState(profile.two_factor);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, updateProfile] = useUpdateProfile();

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
    const result = await updateProfile({
      input: {
        name: values.name.trim(),
        phone: values.phone.trim() || null,
        two_factor: twoFactor,
        due_reminder_days: Number(values.due_reminder_days.trim()),
        revision: profile.revision,
      },
    });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setFormError(failure.message);
      return;
    }
    await onSaved();
    notify({ severity: 'success', body: 'Profile updated successfully' });
  };

  const facts: [string, string][] = [
    ['Email', profile.email],
    ['Role', profile.role],
    ...(profile.customer ? ([['Customer', profile.customer]] as [string, string][]) : []),
    ...(profile.branch ? ([['Branch', profile.branch]] as [string, string][]) : []),
  ];

  return (
    <ProfileSection id="profile-details" title="Your details" description="Your email and role are managed by an administrator.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="5">
          {formError && <FailureAlert message={formError} />}
          <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="1.5" textStyle="sm">
            {facts.map(([label, value]) => (
              <Box key={label} display="contents">
                <Box as="dt" color="fg.muted">
                  {label}
                </Box>
                <Box as="dd" fontWeight="medium">
                  {value}
                </Box>
              </Box>
            ))}
          </Grid>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            <FormField label="Name" required error={errors.name}>
              <Input value={values.name} onChange={change('name')} maxLength={100} autoComplete="name" />
            </FormField>
            <FormField label="Phone" error={errors.phone} helper="Optional: + and country code, then 10 digits">
              <Input value={values.phone} onChange={change('phone')} maxLength={20} type="tel" autoComplete="tel" />
            </FormField>
            <FormField
              label="Due-date reminders"
              error={errors.due_reminder_days}
              helper="Working days ahead of a project's due date (Sundays and holidays skipped); 0 turns them off"
            >
              <Input value={values.due_reminder_days} onChange={change('due_reminder_days')} maxLength={2} inputMode="numeric" autoComplete="off" />
            </FormField>
          </Grid>
          <Switch.Root checked={twoFactor} onCheckedChange={(details) => setTwoFactor(details.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Two-factor sign-in (a code by email at each sign-in)</Switch.Label>
          </Switch.Root>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={fetching}>
              Save Profile
            </Button>
          </HStack>
        </Stack>
      </form>
    </ProfileSection>
  );
}
