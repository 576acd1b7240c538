/** Deleting a project from its view (pending ones, and cancelled ones for the provider: the server decides). */
import { useLocation } from 'wouter';
import { failureOf } from '../../../gateway/failure';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { notify } from '../../../ui/toaster';
import { useDeleteProject } from '../use-projects';

export function DeleteProjectDialog({ project, onClose }: { project: { id: string | number; name: string } | null; onClose(): void }) {
  const [{ fetching }, deleteProject] = useDeleteProject();
  const [, navigate] = useLocation();
  const confirm = async () => {
    if (!project) return null;
    const result = await deleteProject({ id: String(project.id) });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: result.data?.deleteProject.messages ?? 'Project deleted successfully' });
    navigate('/projects');
    return null;
  };
  return (
    <ConfirmDialog open={project !== null} title="Delete project" confirmLabel="Delete" busy={fetching} onConfirm={confirm} onClose={onClose}>
      Delete the project <strong>{project?.name}</strong> with its chat, files and history? This cannot be undone.
    </ConfirmDialog>
  );
}
