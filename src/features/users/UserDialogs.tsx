/** The confirmations before a user is deleted or has their status changed; a refusal shows in place. */
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { notify } from '../../ui/toaster';
import type { User } from './user-fields';
import { useDeleteUser, useSetUserStatus } from './use-users';

export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const [{ fetching }, deleteUser] = useDeleteUser();
  const confirm = async () => {
    if (!user) return null;
    const result = await deleteUser({ id: user.id });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: result.data?.deleteUser.messages ?? 'User deleted successfully' });
    return null;
  };
  return (
    <ConfirmDialog open={user !== null} title="Delete user" confirmLabel="Delete" busy={fetching} onConfirm={confirm} onClose={onClose}>
      Delete the user <strong>{user?.name}</strong> ({user?.email})? This cannot be undone.
    </ConfirmDialog>
  );
}

/** Activates an inactive (or pending) user, deactivates an active one. */
export function UserStatusDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const [{ fetching }, setStatus] = useSetUserStatus();
  const activating = user !== null && user.status !== 'active';
  const confirm = async () => {
    if (!user) return null;
    const result = await setStatus({ id: user.id, status: activating ? 'active' : 'inactive' });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: activating ? 'User activated' : 'User deactivated' });
    return null;
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title={activating ? 'Activate user' : 'Deactivate user'}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      tone={activating ? 'neutral' : 'danger'}
      busy={fetching}
      onConfirm={confirm}
      onClose={onClose}
    >
      {activating ? (
        <>
          Activate <strong>{user?.name}</strong>? They can sign in again.
        </>
      ) : (
        <>
          Deactivate <strong>{user?.name}</strong>? They are signed out at once and cannot sign in until activated.
        </>
      )}
    </ConfirmDialog>
  );
}
