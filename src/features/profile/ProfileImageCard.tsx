/**
 * The profile image: a preview, an upload with progress (PNG, JPEG, GIF or WebP up to 2 MB; the server
 * checks the content) and removal behind a confirmation. `onChanged` refreshes the profile and the header.
 */
import { useState } from 'react';
import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { MAX_IMAGE_BYTES } from '../../domain/contracts/profile';
import { failureOf } from '../../gateway/failure';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { pathOf } from '../../gateway/rest-adapter';
import { uploadFile } from '../../gateway/upload';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { FileUpload } from '../../ui/records/FileUpload';
import { notify } from '../../ui/toaster';
import { initialsOf } from '../shell/nav-state';
import { IMAGE_TYPES, type Profile } from './profile-fields';
import { ProfileSection } from './ProfileSection';
import { useDeleteProfileImage } from './use-profile';

export function ProfileImageCard({ profile, onChanged }: { profile: Profile; onChanged: () => Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  const [{ fetching }, deleteImage] = useDeleteProfileImage();

  const upload = async (file: File, onProgress: (fraction: number) => void): Promise<string | null> => {
    if (file.size > MAX_IMAGE_BYTES) return 'The file is larger than 2 MB';
    try {
      const answer = await uploadFile({ path: pathOf('profile.uploadimage'), file, token: tokenStore.token(), onProgress });
      await onChanged();
      notify({ severity: 'success', body: answer.messages });
      return null;
    } catch (error) {
      return toGraphQLError(error).message;
    }
  };

  const remove = async () => {
    const result = await deleteImage({});
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    await onChanged();
    notify({ severity: 'success', body: 'Profile image removed successfully' });
    return null;
  };

  return (
    <ProfileSection id="profile-image" title="Profile image" description="Shown beside your name in the header. PNG, JPEG, GIF or WebP, at most 2 MB.">
      <HStack gap="5" align="center" wrap="wrap">
        <Avatar.Root size="2xl" colorPalette="brand" variant="solid">
          <Avatar.Fallback>{initialsOf(profile.name)}</Avatar.Fallback>
          {profile.image_uri ? <Avatar.Image src={profile.image_uri} alt="Your profile image" /> : null}
        </Avatar.Root>
        <Stack gap="2">
          <FileUpload label={profile.image_uri ? 'Change image' : 'Upload image'} accept={IMAGE_TYPES} upload={upload} />
          {profile.image_uri ? (
            <Button size="sm" variant="ghost" colorPalette="red" alignSelf="flex-start" onClick={() => setRemoving(true)}>
              Remove image
            </Button>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No image yet: your initials show instead.
            </Text>
          )}
        </Stack>
      </HStack>
      <ConfirmDialog open={removing} title="Remove profile image" confirmLabel="Remove" busy={fetching} onConfirm={remove} onClose={() => setRemoving(false)}>
        Remove your profile image? Your initials will show instead.
      </ConfirmDialog>
    </ProfileSection>
  );
}
