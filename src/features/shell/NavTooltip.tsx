/** The name of an icon-only sidebar link, shown beside it (the narrow sidebar's only use of a tooltip). */
import type { ReactElement } from 'react';
import { Tooltip } from '@chakra-ui/react';

export default function NavTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{label}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
