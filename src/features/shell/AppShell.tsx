/**
 * The signed-in frame of spec 2.2: header on top, sidebar on the left (a drawer on small screens),
 * and the current screen in the main area.
 */
import { Suspense, type ReactNode } from 'react';
import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { MenuItem } from '../../domain/menu';
import type { SessionUser } from '../../domain/user';
import { Header } from './Header';
import { HEADER_HEIGHT, MainArea, SIDEBAR_ID, SIDEBAR_WIDTH } from './ShellFrame';
import { HolidayReminder } from './HolidayReminder';
import { SignInDialogs } from './SignInDialogs';
import type { SidebarDrawerProps } from './SidebarDrawer';
import { AfterIdle } from '../../ui/AfterIdle';
import { lazyDialog } from '../../ui/lazy-dialog';
import { lazyScreen } from '../../ui/lazy-screen';

/** Only customer users rate the service: the popup's machine loads for them alone. */
const RatePopup = lazyScreen(() => import('../nps/RatePopup').then((module) => ({ default: module.RatePopup })));
const SidebarDrawer = lazyDialog<SidebarDrawerProps>(() => import('./SidebarDrawer'), (props) => props.onOpenChange(false));
import { SidebarContent } from './Sidebar';
import { useSidebar } from './use-sidebar';

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
        <MainArea lead={<SkipNavContent />}>{children}</MainArea>
      </Flex>
      {sidebar.mobile && (
        <SidebarDrawer open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <SidebarContent user={user} menu={menu} narrow={false} />
        </SidebarDrawer>
      )}
      {/* One sign-in dialog at a time, the holiday reminder first. Only customer users rate the service;
          the server decides when to ask (src/domain/rate-prompt.ts). They and their requests start once the
          first screen has rendered and the page is idle (ADR 0274). */}
      <AfterIdle>
        <SignInDialogs key={user.id} dialogs={user.customer_id !== null ? ['holiday', 'rating'] : ['holiday']}>
          <HolidayReminder />
          {user.customer_id !== null && (
            <Suspense fallback={null}>
              <RatePopup />
            </Suspense>
          )}
        </SignInDialogs>
      </AfterIdle>
    </Box>
  );
}
