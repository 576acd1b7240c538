/** The confirmation before a role is deleted; a refusal (409: users still hold it) is shown in place. */
import { useState } from 'react';
import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import { failureOf } from '../../gateway/failure';
import { notify } from '../../ui/toaster';
import type { Role } from './role-fields';
import { useDeleteRole } from './use-delete-role';

export function DeleteRoleDialog({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const [{ fetching }, deleteRole] = useDeleteRole();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!role) return;
    const result = await deleteRole({ id: role.id });
    const failure = failureOf(result.error);
    if (failure) {
      setRefusal(failure.message);
      return;
    }
    notify({ severity: 'success', body: result.data?.deleteRole.messages ?? 'Role deleted successfully' });
    close();
  };

  return (
    <Dialog.Root role="alertdialog" open={role !== null} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete role</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              <Dialog.Description color="fg">
                Delete the role <strong>{role?.name}</strong>? This cannot be undone.
              </Dialog.Description>
              {refusal && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{refusal}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button colorPalette="red" loading={fetching} disabled={refusal !== null} onClick={() => void confirm()}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
