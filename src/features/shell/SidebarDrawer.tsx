/** The sidebar as a drawer below the `md` breakpoint (AppShell); loaded when it first opens. */
import type { ReactNode } from 'react';
import { Drawer, Portal } from '@chakra-ui/react';
import { SIDEBAR_ID, SIDEBAR_WIDTH } from './ShellFrame';

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}

export default function SidebarDrawer({ open, onOpenChange, children }: SidebarDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content id={SIDEBAR_ID} maxW={SIDEBAR_WIDTH.wide} aria-label="Navigation" bg="sidebar.bg">
            {children}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
