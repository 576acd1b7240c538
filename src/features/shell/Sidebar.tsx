/**
 * The sidebar of spec 2.2: the profile block, the navigation menu and the version label. Wide it
 * shows names; narrow only avatars and icons. On small screens the same content sits in a drawer.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { MenuItem } from '../../domain/menu';
import type { SessionUser } from '../../domain/user';
import { ProfileAvatar } from './ProfileAvatar';
import { SidebarNav } from './SidebarNav';

interface Props {
  user: SessionUser;
  menu: MenuItem[];
  narrow: boolean;
}

export function SidebarContent({ user, menu, narrow }: Props) {
  return (
    <Flex direction="column" h="full" bg="sidebar.bg" color="sidebar.fg">
      <ProfileBlock user={user} narrow={narrow} />
      <Box flex="1" overflowY="auto" overflowX="hidden" css={{ scrollbarWidth: 'thin', scrollbarColor: 'rgba(255,255,255,0.2) transparent' }}>
        <SidebarNav items={menu} narrow={narrow} />
      </Box>
      <VersionLabel version={user.version} narrow={narrow} />
    </Flex>
  );
}

function ProfileBlock({ user, narrow }: { user: SessionUser; narrow: boolean }) {
  return (
    <Flex
      align="center"
      justify={narrow ? 'center' : 'flex-start'}
      gap="3"
      px={narrow ? '2' : '5'}
      py="5"
      borderBottomWidth="1px"
      borderColor="sidebar.border"
      aria-label={narrow ? `${user.name}, ${user.role}` : undefined}
      role={narrow ? 'group' : undefined}
    >
      <ProfileAvatar name={user.name} imageUri={user.image_uri} size={narrow ? 'sm' : 'md'} />
      {!narrow && (
        <Stack gap="0" minW="0">
          <Text color="white" fontWeight="semibold" textStyle="sm" truncate>
            {user.name}
          </Text>
          <Text color="sidebar.muted" textStyle="xs" truncate>
            {user.role}
          </Text>
        </Stack>
      )}
    </Flex>
  );
}

function VersionLabel({ version, narrow }: { version: string; narrow: boolean }) {
  return (
    <Text
      px={narrow ? '1' : '5'}
      py="3"
      textAlign={narrow ? 'center' : 'start'}
      textStyle="xs"
      color="sidebar.muted"
      borderTopWidth="1px"
      borderColor="sidebar.border"
      truncate
      title={`Customer Portal ${version}`}
    >
      {narrow ? version : `Customer Portal · ${version}`}
    </Text>
  );
}
