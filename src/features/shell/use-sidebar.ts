/**
 * The sidebar's state (spec §3 "sidebar unfoldable flag", §4 "toggles between wide and narrow"):
 * on wide screens the toggle folds and unfolds it; on small screens it opens and closes the drawer,
 * which also closes itself after each navigation.
 */
import { useCallback, useEffect, useState } from 'react';
import { useBreakpointValue } from '@chakra-ui/react';
import { useLocation } from 'wouter';

export interface SidebarState {
  /** Small screen: the sidebar lives in a drawer. */
  mobile: boolean;
  /** Wide (true) or narrow (false) on large screens. */
  wide: boolean;
  drawerOpen: boolean;
  /** The toggle button's effect, whatever the screen size. */
  toggle: () => void;
  setDrawerOpen: (open: boolean) => void;
  /** Whether the toggle button's target is expanded, for aria-expanded. */
  expanded: boolean;
}

export function useSidebar(): SidebarState {
  const mobile = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [wide, setWide] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [path] = useLocation();

  useEffect(() => {
    setDrawerOpen(false);
  }, [path]);

  const toggle = useCallback(() => {
    if (mobile) setDrawerOpen((open) => !open);
    else setWide((value) => !value);
  }, [mobile]);

  return { mobile, wide, drawerOpen, toggle, setDrawerOpen, expanded: mobile ? drawerOpen : wide };
}
