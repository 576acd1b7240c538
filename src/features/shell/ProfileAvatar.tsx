/** The user's picture, or their initials while it loads or when they have none. */
import { Avatar } from '@chakra-ui/react';
import { initialsOf } from './nav-state';

interface Props {
  name: string;
  imageUri: string | null;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

export function ProfileAvatar({ name, imageUri, size = 'md' }: Props) {
  return (
    // Decorative: the name is always written beside it (or names the control it sits in).
    <Avatar.Root size={size} colorPalette="brand" variant="solid" flexShrink={0} aria-hidden="true">
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {imageUri ? <Avatar.Image src={imageUri} alt="" /> : null}
    </Avatar.Root>
  );
}
