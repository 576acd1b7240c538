/**
 * The dashboard's first screen before the shell's code has arrived (ADR 0268): the header bar, the
 * sidebar's column on wide screens and the greeting, laid out by the shell's own geometry
 * (`ShellFrame`), from the user the session check already holds. The greeting (a phone's largest
 * paint) is on screen as soon as the session is known, instead of after the shell's and the
 * dashboard's 38 scripts; the shell then takes its place with the greeting where it was.
 */
import { useEffect } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { PageHeader } from '../../ui/PageHeader';
import { HEADER_BAR, HEADER_HEIGHT, MainArea, SIDEBAR_WIDTH } from '../shell/ShellFrame';
import { greeting } from './greeting';
import { afterNextPaint } from './use-after-paint';

/** The dashboard's chunk: fetched after this screen has painted, and by the shell's `/` route. */
export const loadDashboardScreen = () => import('./DashboardScreen');

/** The dashboard's title and greeting: the same element on the first screen and on the dashboard. */
export function DashboardHeader({ name }: { name: string }) {
  return <PageHeader title="Dashboard" description={`${greeting(name, new Date().getHours())}.`} />;
}

interface Props {
  name: string;
  /** Called once this screen has been painted. */
  onPainted(): void;
}

export default function FirstScreen({ name, onPainted }: Props) {
  useEffect(() => afterNextPaint(onPainted), [onPainted]);
  return (
    <Box minH="100vh" bg="canvas">
      <Box {...HEADER_BAR} />
      <Flex>
        <Box display={{ base: 'none', md: 'block' }} position="sticky" top={HEADER_HEIGHT} h={`calc(100vh - ${HEADER_HEIGHT})`} w={SIDEBAR_WIDTH.wide} flexShrink={0} bg="sidebar.bg" />
        <MainArea>
          <DashboardHeader name={name} />
        </MainArea>
      </Flex>
    </Box>
  );
}
