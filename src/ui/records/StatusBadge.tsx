/** An entity status (spec §3: active, inactive, pending) as a coloured badge. */
import { Badge } from '@chakra-ui/react';

const PALETTE = { active: 'green', inactive: 'gray', pending: 'orange' } as const;
const LABEL = { active: 'Active', inactive: 'Inactive', pending: 'Pending' } as const;

export type EntityStatus = keyof typeof PALETTE;

export function StatusBadge({ status }: { status: EntityStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {LABEL[status]}
    </Badge>
  );
}

/** The statuses as select options. */
export const STATUS_OPTIONS: readonly { id: EntityStatus; name: string }[] = (Object.keys(LABEL) as EntityStatus[]).map((id) => ({ id, name: LABEL[id] }));
