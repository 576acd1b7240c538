/** The confirmations before a branch is deleted or has its status changed; a refusal shows in place. */
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { notify } from '../../ui/toaster';
import type { Branch } from './branch-fields';
import { useDeleteBranch, useSetBranchStatus } from './use-branches';

export function DeleteBranchDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const [{ fetching }, deleteBranch] = useDeleteBranch();
  const confirm = async () => {
    if (!branch) return null;
    const result = await deleteBranch({ id: branch.id });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: result.data?.deleteBranch.messages ?? 'Branch deleted successfully' });
    return null;
  };
  return (
    <ConfirmDialog open={branch !== null} title="Delete branch" confirmLabel="Delete" busy={fetching} onConfirm={confirm} onClose={onClose}>
      Delete the branch <strong>{branch?.name}</strong> of {branch?.customer.name}? This cannot be undone.
    </ConfirmDialog>
  );
}

export interface BranchStatusChange {
  branch: Branch;
  status: EntityStatus;
}

export function BranchStatusDialog({ change, onClose }: { change: BranchStatusChange | null; onClose: () => void }) {
  const [{ fetching }, setStatus] = useSetBranchStatus();
  const activating = change?.status === 'active';
  const confirm = async () => {
    if (!change) return null;
    const result = await setStatus({ id: change.branch.id, status: change.status });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: activating ? 'Branch activated' : 'Branch deactivated' });
    return null;
  };
  return (
    <ConfirmDialog
      open={change !== null}
      title={activating ? 'Activate branch' : 'Deactivate branch'}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      tone={activating ? 'neutral' : 'danger'}
      busy={fetching}
      onConfirm={confirm}
      onClose={onClose}
    >
      {activating ? 'Activate' : 'Deactivate'} the branch <strong>{change?.branch.name}</strong>?
    </ConfirmDialog>
  );
}
