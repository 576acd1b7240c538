/** The header's profile dropdown (spec 2.4): the user's picture and name, "Profile" and "Log out". */
import { Button, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../../ui/icons';
import type { SessionUser } from '../../domain/user';
import { ProfileAvatar } from './ProfileAvatar';

interface Props {
  user: SessionUser;
  onLogout: () => void;
}

export function ProfileMenu({ user, onLogout }: Props) {
  const [, navigate] = useLocation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        {/* Named by the user's name and role; on small screens only the avatar shows, the text stays for screen readers. */}
        <Button variant="ghost" px="2" gap="2.5" h="auto" py="1.5">
          <ProfileAvatar name={user.name} imageUri={user.image_uri} size="sm" />
          <Stack gap="0" align="flex-start" srOnly={{ base: true, md: false }} maxW="40">
            <Text textStyle="sm" fontWeight="semibold" truncate maxW="full">
              {user.name}
            </Text>
            <Text textStyle="xs" color="fg.muted" fontWeight="normal" truncate maxW="full">
              {user.role}
            </Text>
          </Stack>
          <ChevronDownIcon color="fg.muted" hideBelow="md" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="profile" onSelect={() => navigate('/profile')}>
              <UserIcon />
              Profile
            </Menu.Item>
            <Menu.Separator />
            {/* Chakra's fg.error (red.500) reads 3.76:1 on white; red.700 is 6.5:1, and red.800 on red.50 when highlighted. */}
            <Menu.Item value="logout" onSelect={onLogout} color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }}>
              <LogOutIcon />
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
