/** A status as a coloured badge with its label: an entity's (spec §3: active, inactive, pending), and the badge of any other string union (an invoice's, a project's). */
import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Status } from '../../domain/contracts/fields';

/** The badge of a string union: each value's colour palette and label; `props` are the badge's own. */
export function unionBadge<S extends string>(palette: Readonly<Record<S, string>>, labels: Readonly<Record<S, string>>, props?: BadgeProps) {
  return function UnionBadge({ status }: { status: S }) {
    return (
      <Badge colorPalette={palette[status]} variant="subtle" {...props}>
        {labels[status]}
      </Badge>
    );
  };
}

const LABEL: Record<Status, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

export const StatusBadge = unionBadge<Status>({ active: 'green', inactive: 'gray', pending: 'orange' }, LABEL);

/** The statuses as select options. */
export const STATUS_OPTIONS: readonly { id: Status; name: string }[] = (Object.keys(LABEL) as Status[]).map((id) => ({ id, name: LABEL[id] }));
