/**
 * The header bar of spec 2.4: sidebar toggle, logo with the version, global search and the profile
 * dropdown, with the connection state and the chat and notification dropdowns before it.
 */
import { Flex, IconButton } from '@chakra-ui/react';
import type { SessionUser } from '../../domain/user';
import { MenuIcon } from '../../ui/icons';
import { GlobalSearch } from './GlobalSearch';
import { HeaderRealtime } from '../notifications/HeaderRealtime';
import { Logo } from './Logo';
import { ProfileMenu } from './ProfileMenu';
import { HEADER_BAR } from './ShellFrame';

interface Props {
  user: SessionUser;
  sidebarId: string;
  sidebarExpanded: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function Header({ user, sidebarId, sidebarExpanded, onToggleSidebar, onLogout }: Props) {
  return (
    <Flex as="header" {...HEADER_BAR} align="center" gap={{ base: '2', md: '4' }} px={{ base: '2', md: '4' }}>
      <IconButton
        variant="ghost"
        aria-label="Toggle sidebar"
        aria-controls={sidebarId}
        aria-expanded={sidebarExpanded}
        onClick={onToggleSidebar}
        // Ghost buttons tint while expanded; this one is expanded most of the time, so only hover tints it.
        _expanded={{ bg: 'transparent' }}
        _hover={{ bg: 'bg.muted' }}
      >
        <MenuIcon boxSize="5" />
      </IconButton>
      <Logo version={user.version} />
      <Flex flex="1" justify="center" minW="0" px={{ base: '0', md: '4' }}>
        <GlobalSearch />
      </Flex>
      <HeaderRealtime />
      <ProfileMenu user={user} onLogout={onLogout} />
    </Flex>
  );
}
