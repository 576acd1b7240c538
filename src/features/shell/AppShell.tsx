/**
 * The signed-in frame of spec 2.2: header on top, sidebar on the left (a drawer on small screens),
 * and the current screen in the main area.
 */
import type { ReactNode } from 'react';
import { Box, Drawer, Flex, Portal, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { MenuItem } from '../../domain/menu';
import type { SessionUser } from '../../domain/user';
import { HEADER_HEIGHT, Header } from './Header';
import { HolidayReminder } from './HolidayReminder';
import { RatePopup } from '../nps/RatePopup';
import { SignInDialogs } from './SignInDialogs';
import { SIDEBAR_WIDTH, SidebarContent } from './Sidebar';
import { useSidebar } from './use-sidebar';

const SIDEBAR_ID = 'app-sidebar';

interface Props {
  user: SessionUser;
  menu: MenuItem[];
  onLogout: () => void;
  children: ReactNode;
}

export function AppShell({ user, menu, onLogout, children }: Props) {
  const sidebar = useSidebar();
  const narrow = !sidebar.wide;

  return (
    <Box minH="100vh" bg="canvas">
      <SkipNavLink>Skip to content</SkipNavLink>
      <Header
        user={user}
        sidebarId={SIDEBAR_ID}
        sidebarExpanded={sidebar.expanded}
        onToggleSidebar={sidebar.toggle}
        onLogout={onLogout}
      />
      <Flex>
        {!sidebar.mobile && (
          <Box
            as="aside"
            id={SIDEBAR_ID}
            data-state={narrow ? 'narrow' : 'wide'}
            position="sticky"
            top={HEADER_HEIGHT}
            h={`calc(100vh - ${HEADER_HEIGHT})`}
            w={narrow ? SIDEBAR_WIDTH.narrow : SIDEBAR_WIDTH.wide}
            flexShrink={0}
            transition="width 300ms ease"
            overflow="hidden"
          >
            <SidebarContent user={user} menu={menu} narrow={narrow} />
          </Box>
        )}
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <SkipNavContent />
          <Box maxW="7xl" mx="auto">
            {children}
          </Box>
        </Box>
      </Flex>
      {sidebar.mobile && (
        <Drawer.Root open={sidebar.drawerOpen} onOpenChange={(details) => sidebar.setDrawerOpen(details.open)} placement="start">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content id={SIDEBAR_ID} maxW={SIDEBAR_WIDTH.wide} aria-label="Navigation" bg="sidebar.bg">
                <SidebarContent user={user} menu={menu} narrow={false} />
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
      {/* One sign-in dialog at a time, the holiday reminder first. Only customer users rate the service;
          the server decides when to ask (src/domain/rate-prompt.ts). */}
      <SignInDialogs key={user.id} dialogs={user.customer_id !== null ? ['holiday', 'rating'] : ['holiday']}>
        <HolidayReminder />
        {user.customer_id !== null && <RatePopup />}
      </SignInDialogs>
    </Box>
  );
}
