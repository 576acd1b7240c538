/** The confirmation before a role is deleted; a refusal (409: users still hold it) is shown in place. */
import { failureOf } from '../../gateway/failure';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { notify } from '../../ui/toaster';
import type { Role } from './role-fields';
import { useDeleteRole } from './use-roles';

export function DeleteRoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const [{ fetching }, deleteRole] = useDeleteRole();
  const confirm = async () => {
    if (!role) return null;
    const result = await deleteRole({ id: role.id });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: result.data?.deleteRole.messages ?? 'Role deleted successfully' });
    return null;
  };
  return (
    <ConfirmDialog open={role !== null} title="Delete role" confirmLabel="Delete" busy={fetching} onConfirm={confirm} onClose={onClose}>
      Delete the role <strong>{role?.name}</strong>? This cannot be undone.
    </ConfirmDialog>
  );
}
