/** The confirmations before a branch is deleted or has its status changed; a refusal shows in place. */
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
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

/** Activates an inactive (or pending) branch, deactivates an active one. */
export function BranchStatusDialog({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const [{ fetching }, setStatus] = useSetBranchStatus();
  const activating = branch !== null && branch.status !== 'active';
  const confirm = async () => {
    if (!branch) return null;
    const result = await setStatus({ id: branch.id, status: activating ? 'active' : 'inactive' });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: activating ? 'Branch activated' : 'Branch deactivated' });
    return null;
  };
  return (
    <ConfirmDialog
      open={branch !== null}
      title={activating ? 'Activate branch' : 'Deactivate branch'}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      tone={activating ? 'neutral' : 'danger'}
      busy={fetching}
      onConfirm={confirm}
      onClose={onClose}
    >
      {activating ? 'Activate' : 'Deactivate'} the branch <strong>{branch?.name}</strong>?
    </ConfirmDialog>
  );
}
