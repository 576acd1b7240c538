/**
 * Name, phone, two-factor sign-in and due-date reminder days of the signed-in user, on the form
 * kernel over the profile contract; email, role, customer and branch are shown but changed by an
 * administrator. A stale edit (another tab or an administrator saved first) shows the server's 409
 * message above the form. After a save the form stays, its values the saved ones.
 */
import { Box, Grid, Switch } from '@chakra-ui/react';
import { profileContract } from '../../domain/contracts/profile';
import { reminderDaysOf } from '../../domain/due-reminders';
import { textValues, type TextValues } from '../../ui/form/contract-meta';
import { FieldGrid, TextField } from '../../ui/form/fields';
import { FormShell } from '../../ui/form/FormShell';
import { useRecordForm } from '../../ui/form/use-record-form';
import type { Profile } from './profile-fields';
import { ProfileSection } from './ProfileSection';
import { useUpdateProfile } from './use-profile';

/** The contract's fields as typed, and the switch's flag. */
type Values = Omit<TextValues<typeof profileContract>, 'two_factor'> & { two_factor: boolean };

const toInput = (values: Values) => ({ ...values, due_reminder_days: reminderDaysOf(values.due_reminder_days) });

export function ProfileDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: () => Promise<void> }) {
  const [, updateProfile] = useUpdateProfile();
  const form = useRecordForm({
    contract: profileContract,
    defaultValues: { ...textValues(profileContract, profile), two_factor: profile.two_factor },
    toInput,
    // Empty days are not a number: the contract's message, not "This field is required".
    emptySaysContract: ['due_reminder_days'],
    // The profile read last: the mutation's answer brings its new revision into the cache.
    submit: (input) => updateProfile({ input: { ...input, revision: profile.revision } }),
    afterSave: async () => {
      await onSaved();
      return [];
    },
    saved: { notice: 'Profile updated successfully', stay: 'keep' },
  });

  const facts: [string, string][] = [
    ['Email', profile.email],
    ['Role', profile.role],
    ...(profile.customer ? ([['Customer', profile.customer]] as [string, string][]) : []),
    ...(profile.branch ? ([['Branch', profile.branch]] as [string, string][]) : []),
  ];

  return (
    <ProfileSection id="profile-details" title="Your details" description="Your email and role are managed by an administrator.">
      <FormShell form={form} plain submitLabel="Save Profile">
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
        <FieldGrid>
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="phone" label="Phone" type="tel" autoComplete="tel" helper="Optional: + and country code, then 10 digits" />
          <TextField
            name="due_reminder_days"
            label="Due-date reminders"
            maxLength={2}
            inputMode="numeric"
            autoComplete="off"
            helper="Working days ahead of a project's due date (Sundays and holidays skipped); 0 turns them off"
          />
        </FieldGrid>
        <Switch.Root checked={form.valueOf('two_factor') === true} onCheckedChange={(details) => form.change('two_factor', details.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Two-factor sign-in (a code by email at each sign-in)</Switch.Label>
        </Switch.Root>
      </FormShell>
    </ProfileSection>
  );
}
