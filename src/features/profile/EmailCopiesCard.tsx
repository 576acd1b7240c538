/**
 * "Email copies" (spec §3 Email-CC record): up to 10 addresses that get a copy of a customer user's
 * notification emails. Addresses are added and removed here and saved together (the list is replaced).
 */
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { email as emailCheck } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import { reloadOf } from '../../gateway/reload';
import { AnswerState } from '../../ui/AnswerState';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { ProfileSection } from './ProfileSection';
import { useEmailCc, useSaveEmailCc } from './use-profile';

/** The server keeps at most this many (server/routes/email-cc.ts). */
const MAX_EMAILS = 10;
const TOO_MANY = 'Add at most 10 email addresses';

export function EmailCopiesCard({ customerId, userId }: { customerId: number; userId: number }) {
  const [{ data, error }, reexecute] = useEmailCc({ customer_id: customerId, user_id: userId });
  return (
    <ProfileSection id="profile-email-copies" title="Email copies" description="These addresses also get a copy of your notification emails.">
      <AnswerState error={error} data={data?.emailCc.emails} loading="Loading email copies" onRetry={reloadOf(reexecute)}>
        {(emails) => <EmailCopiesEditor key={emails.join(',')} customerId={customerId} userId={userId} saved={emails} />}
      </AnswerState>
    </ProfileSection>
  );
}

function EmailCopiesEditor({ customerId, userId, saved }: { customerId: number; userId: number; saved: string[] }) {
  const [emails, setEmails] = useState(saved);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, save] = useSaveEmailCc();
  const changed = emails.join(',') !== saved.join(',');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const address = draft.trim().toLowerCase();
    const problem = emailCheck(address) ?? (emails.length >= MAX_EMAILS ? TOO_MANY : null);
    if (problem) {
      setDraftError(problem);
      return;
    }
    if (!emails.includes(address)) setEmails([...emails, address]);
    setDraft('');
  };

  const submit = async () => {
    setFormError(null);
    const result = await save({ customer_id: customerId, user_id: userId, emails });
    const failure = failureOf(result.error);
    if (failure) {
      setFormError(failure.message);
      return;
    }
    notify({ severity: 'success', body: 'Email copies saved successfully' });
  };

  return (
    <Stack gap="4">
      {formError && <FailureAlert message={formError} />}
      {emails.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No addresses yet.
        </Text>
      ) : (
        <Stack as="ul" gap="1" aria-label="Email copies" listStyleType="none">
          {emails.map((address) => (
            <HStack as="li" key={address} justify="space-between" borderWidth="1px" borderColor="border.muted" borderRadius="md" ps="3" pe="1" py="1">
              <Text textStyle="sm" truncate>
                {address}
              </Text>
              <CloseButton size="xs" aria-label={`Remove ${address}`} onClick={() => setEmails(emails.filter((other) => other !== address))} />
            </HStack>
          ))}
        </Stack>
      )}
      <form onSubmit={add} noValidate>
        <HStack align="flex-end">
          <FormField label="Add an email address" error={draftError ?? undefined}>
            <Input
              type="email"
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(null);
              }}
              maxLength={254}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" variant="outline" mb={draftError ? '6' : '0'}>
            Add
          </Button>
        </HStack>
      </form>
      <HStack justify="flex-end">
        <Button colorPalette="brand" loading={fetching} disabled={!changed} onClick={() => void submit()}>
          Save Email Copies
        </Button>
      </HStack>
    </Stack>
  );
}
