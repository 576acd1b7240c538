/** An entity status (spec §3: active, inactive, pending) as a coloured badge. */
import { Badge } from '@chakra-ui/react';
import type { Status } from '../../domain/contracts/fields';

const PALETTE: Record<Status, string> = { active: 'green', inactive: 'gray', pending: 'orange' };
const LABEL: Record<Status, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {LABEL[status]}
    </Badge>
  );
}

/** The statuses as select options. */
export const STATUS_OPTIONS: readonly { id: Status; name: string }[] = (Object.keys(LABEL) as Status[]).map((id) => ({ id, name: LABEL[id] }));
