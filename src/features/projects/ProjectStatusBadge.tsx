/** A project's lifecycle status as a coloured badge with its label (PROJECT_STATUS_LABELS). */
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from '../../domain/project-lifecycle';
import { unionBadge } from '../../ui/records/StatusBadge';

const PALETTE: Record<ProjectStatus, string> = {
  pending: 'orange',
  in_progress: 'blue',
  on_hold: 'yellow',
  completed: 'green',
  reopen_requested: 'purple',
  cancellation_requested: 'red',
  cancelled: 'gray',
};

export const ProjectStatusBadge = unionBadge(PALETTE, PROJECT_STATUS_LABELS, { whiteSpace: 'nowrap' });

/** The statuses as select options. */
export const PROJECT_STATUS_OPTIONS: readonly { id: ProjectStatus; name: string }[] = PROJECT_STATUSES.map((id) => ({ id, name: PROJECT_STATUS_LABELS[id] }));
