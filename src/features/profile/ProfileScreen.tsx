/**
 * /profile: the signed-in user's image, details and password, and for customer users their email
 * copies. A saved name or image reaches the header at once (the session's user is refreshed).
 */
import { useCallback, useMemo } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ChangePasswordForm } from './ChangePasswordForm';
import { EmailCopiesCard } from './EmailCopiesCard';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileImageCard } from './ProfileImageCard';
import { useProfile } from './use-profile';
import { reloadOf } from '../../gateway/reload';

export default function ProfileScreen() {
  useDocumentTitle('Profile');
  const { refreshUser } = useSession();
  const [{ data, error }, reexecute] = useProfile();
  const reload = useMemo(() => reloadOf(reexecute), [reexecute]);
  const profile = data?.profile;

  // The upload answers outside the cache, so the profile is fetched again; the header follows whoami.
  const refresh = useCallback(async () => {
    reload();
    await refreshUser();
  }, [reload, refreshUser]);

  return (
    <>
      <PageHeader title="Profile" description="Your picture, details and password." />
      <AnswerState error={profile ? undefined : error} data={profile} loading="Loading profile" onRetry={reload}>
        {(profile) => (
          <Grid templateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="6" alignItems="start">
            <Stack gap="6">
              <ProfileImageCard profile={profile} onChanged={refresh} />
              <ProfileDetailsForm key={profile.id} profile={profile} onSaved={refreshUser} />
            </Stack>
            <Stack gap="6">
              <ChangePasswordForm />
              {profile.customer_id !== null && <EmailCopiesCard customerId={profile.customer_id} userId={Number(profile.id)} />}
            </Stack>
          </Grid>
        )}
      </AnswerState>
    </>
  );
}
