/**
 * The signed-in frame's geometry (spec 2.2): the header bar's height and look, the sidebar's widths
 * and the main area's padding. `AppShell` lays itself out with these, and so does the dashboard's
 * first screen (`src/features/dashboard/FirstScreen.tsx`), which is painted before the shell's code
 * has arrived (ADR 0268): the greeting stands where the shell will put it, so nothing moves when the
 * shell takes its place.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

export const HEADER_HEIGHT = '64px';
/** The id of the sidebar (or its drawer), which the header's menu button controls. */
export const SIDEBAR_ID = 'app-sidebar';
export const SIDEBAR_WIDTH = { wide: '264px', narrow: '76px' } as const;

/** The header bar: sticky, its height, background and lower border (its content is the Header's). */
export const HEADER_BAR = {
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  h: HEADER_HEIGHT,
  bg: 'bg',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
} as const;

/** The main area beside the sidebar: `lead` (the skip-nav target) first, then the screen in a centred column. */
export function MainArea({ lead, children }: { lead?: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
      {lead}
      <Box maxW="7xl" mx="auto">
        {children}
      </Box>
    </Box>
  );
}
