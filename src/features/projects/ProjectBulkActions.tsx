/**
 * The projects list's own bulk actions (issue 14), in the list's bulk bar: Export Selected (the CSV of
 * exactly the selected rows, in the list's sort), and for the service provider with Enq.update the
 * lifecycle actions the chart allows on every selected project (Accept, Mark Completed, Approve or
 * Reject Reopen) and "Assign to" — each after a confirmation. The server takes each project on its own
 * and answers per project; the list marks the refused rows with their reasons.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useMutation } from 'urql';
import { tokenStore } from '../../app/session';
import { bulkLifecycleActions, PROJECT_ACTION_LABELS, type BulkProjectAction, type ProjectStatus } from '../../domain/project-lifecycle';
import { downloadPosted } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import { BULK_PROJECT_ACTION } from '../../ui/list/bulk';
import type { BulkSelection } from '../../ui/list/BulkBar';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { notify } from '../../ui/toaster';
import { useActionOptions } from './view/use-project-view';

interface Chosen {
  action: BulkProjectAction;
  assignee?: { id: string; name: string };
}

export function ProjectBulkActions({
  selection,
  provider,
  exportBody,
}: {
  /** The selected projects: their statuses decide the lifecycle actions offered. */
  selection: BulkSelection<{ status: ProjectStatus }>;
  /** The caller takes the provider's lifecycle actions (provider side, Enq.update). */
  provider: boolean;
  /** The list's sort and filters, for the export. */
  exportBody: Record<string, string | number>;
}) {
  const { ids, done } = selection;
  const [{ fetching }, bulkAction] = useMutation(BULK_PROJECT_ACTION);
  const [options] = useActionOptions(provider, false);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [exporting, setExporting] = useState(false);
  const actions = provider ? bulkLifecycleActions(selection.rows.map((project) => project.status), 'provider') : [];
  const count = ids.length;
  const things = count === 1 ? 'project' : 'projects';

  const exportSelected = async () => {
    setExporting(true);
    const refusal = await downloadPosted('projects.exportcsv', { body: { ...exportBody, ids: ids.map(Number) } }, 'projects.csv', tokenStore.token());
    setExporting(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };

  const confirm = async (): Promise<string | null> => {
    if (!chosen) return null;
    const answer = await bulkAction({ ids: [...ids], action: chosen.action, assignee_id: chosen.assignee?.id ?? null });
    const failure = failureOf(answer.error);
    if (failure) return failure.message;
    const result = answer.data?.bulkProjectAction;
    if (!result) return 'No answer from the server';
    notify({ body: result.messages, severity: result.rows.some((row) => row.result === 'refused') ? 'warning' : 'success' });
    done(result);
    return null;
  };

  const assignees = options.data?.projectAssigneeOptions ?? [];
  const title = chosen?.action === 'ASSIGN' ? `Assign ${count} ${things} to ${chosen.assignee?.name ?? ''}?` : chosen ? `${PROJECT_ACTION_LABELS[chosen.action]} ${count} ${things}?` : '';

  return (
    <>
      <Button size="xs" variant="outline" bg="bg" loading={exporting} loadingText="Exporting" onClick={() => void exportSelected()}>
        Export Selected
      </Button>
      {actions.map((action) => (
        <Button key={action} size="xs" variant="outline" bg="bg" disabled={fetching} onClick={() => setChosen({ action })}>
          {PROJECT_ACTION_LABELS[action]}
        </Button>
      ))}
      {provider && assignees.length > 0 && (
        <OptionSelect
          size="sm"
          width="44"
          label="Assign selected to"
          placeholder="Assign to…"
          value=""
          options={assignees}
          onChange={(id) => {
            const assignee = assignees.find((person) => person.id === id);
            if (assignee) setChosen({ action: 'ASSIGN', assignee });
          }}
        />
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={title}
        tone="neutral"
        confirmLabel={chosen?.action === 'ASSIGN' ? 'Assign' : chosen ? PROJECT_ACTION_LABELS[chosen.action] : ''}
        busy={fetching}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      >
        Each of the {count} selected {things} is changed on its own; those its lifecycle or your access does not allow stay as they are and say why.
      </ConfirmDialog>
    </>
  );
}
