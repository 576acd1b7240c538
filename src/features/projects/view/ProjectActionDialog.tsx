/**
 * The project view's action flow bound to the browser: the machine (src/machines/project-actions.ts)
 * with its call made through the gateway, and the dialog that asks for what the chosen action needs.
 * The server's refusal (409, 403) is shown above the page by ActionRefusal; the details reload.
 */
import { useEffect, useMemo } from 'react';
import { Button, Dialog, Input, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { PROJECT_ACTION_LABELS } from '../../../domain/project-lifecycle';
import { failureOf } from '../../../gateway/failure';
import { ACTION_FIELDS, FIELD_LABELS, projectActionsMachine, type ActionFailure, type ActionField, type ViewAction } from '../../../machines/project-actions';
import { DueDatePicker } from '../../../ui/due-date/DueDatePicker';
import { DialogShell } from '../../../ui/records/DialogShell';
import { FailureAlert } from '../../../ui/records/FailureAlert';
import { FormField } from '../../../ui/records/FormField';
import { OptionSelect } from '../../../ui/records/OptionSelect';
import { notify } from '../../../ui/toaster';
import { useActionOptions, useProjectAction } from './use-project-view';

export const VIEW_ACTION_LABELS: Record<ViewAction, string> = { ...PROJECT_ACTION_LABELS, CHANGE_ASSIGNEE: 'Change Assignee', REPORT_ERROR: 'Report Error' };

/** What the dialog says before the call goes out. */
const CONFIRMATIONS: Partial<Record<ViewAction, string>> = {
  ACCEPT: 'Accept this project and start work on it?',
  REPORT_ERROR: 'Tell the provider what is wrong in the delivered work.',
  COMPLETE: 'Mark this project completed? The customer is told the work is delivered.',
  APPROVE_REOPEN: 'Reopen this project? It goes back to In Progress.',
  REJECT_REOPEN: 'Reject the reopen request? The project stays completed.',
  REQUEST_REOPEN: 'Ask the provider to reopen this project. Say what needs more work.',
  REQUEST_CANCELLATION: 'Ask the provider to cancel this project.',
  CANCEL: 'Cancel this project? This cannot be undone.',
  REJECT_CANCELLATION: 'Reject the cancellation request? The project returns to where it was.',
  REQUEST_DUE_DATE: 'Ask for a new due date; the other side approves or rejects it.',
  APPROVE_DUE_DATE: 'Approve the requested due date? It becomes the project’s due date.',
  REJECT_DUE_DATE: 'Reject the requested due date? The due date stays as it is.',
  REQUEST_HOURS: 'Ask the customer to approve hours for another service.',
  APPROVE_HOURS: 'Approve the requested hours?',
  REJECT_HOURS: 'Reject the requested hours?',
  OPEN_RFI: 'Ask the customer a question. The project is on hold until every RFI is closed.',
  CHANGE_ASSIGNEE: 'Choose who works on this project.',
};

const DANGER: readonly ViewAction[] = ['CANCEL', 'REJECT_CANCELLATION', 'REJECT_REOPEN', 'REJECT_DUE_DATE', 'REJECT_HOURS', 'REQUEST_CANCELLATION'];

/** The machine of one project's actions; `reload` refetches the details after a refusal. */
export function useProjectActions(projectId: string, offered: readonly ViewAction[], reload: () => void) {
  const [, perform] = useProjectAction();
  const machine = useMemo(
    () =>
      projectActionsMachine.provide({
        actors: {
          perform: fromPromise(async ({ input }) => {
            const result = await perform({ id: input.projectId, action: input.action, input: input.fields });
            const failure = failureOf(result.error);
            if (failure) throw { status: failure.status, message: failure.message, fieldErrors: failure.fieldErrors } satisfies ActionFailure;
            return { messages: result.data?.projectAction.messages ?? 'Done' };
          }),
        },
        actions: {
          'reload details': () => reload(),
          'announce done': (_, { message }) => notify({ severity: 'success', body: message }),
        },
      }),
    [perform, reload],
  );
  const [snapshot, send] = useMachine(machine, { input: { projectId, offered } });
  const offeredKey = offered.join(',');
  useEffect(() => {
    send({ type: 'details.loaded', actions: offeredKey ? (offeredKey.split(',') as ViewAction[]) : [] });
  }, [offeredKey, send]);
  return [snapshot, send] as const;
}

type Actions = ReturnType<typeof useProjectActions>;

export function ProjectActionDialog({ actions: [snapshot, send] }: { actions: Actions }) {
  const { action, fields, fieldErrors, error } = snapshot.context;
  const open = snapshot.matches('confirming') || snapshot.matches('sending');
  const wanted = action ? [...(ACTION_FIELDS[action]?.required ?? []), ...(ACTION_FIELDS[action]?.optional ?? [])] : [];
  const [options] = useActionOptions(open && wanted.includes('assignee_id'), open && wanted.includes('service_id'));
  if (!action) return null;
  const required = (field: ActionField) => ACTION_FIELDS[action]?.required.includes(field) ?? false;
  const edit = (field: ActionField) => (value: string) => send({ type: 'user.edit', field, value });

  const input = (field: ActionField) => {
    const common = { label: FIELD_LABELS[field], error: fieldErrors[field], required: required(field) };
    switch (field) {
      case 'due_date':
        return <DueDatePicker key={field} {...common} value={fields.due_date ?? ''} onChange={edit('due_date')} />;
      case 'assignee_id':
        return (
          <FormField key={field} {...common}>
            <OptionSelect label={FIELD_LABELS[field]} value={fields.assignee_id ?? ''} options={options.data?.projectAssigneeOptions} placeholder="Select assignee" onChange={edit(field)} />
          </FormField>
        );
      case 'service_id':
        return (
          <FormField key={field} {...common}>
            <OptionSelect label={FIELD_LABELS[field]} value={fields.service_id ?? ''} options={options.data?.projectOtherServices} placeholder="Select service" onChange={edit(field)} />
          </FormField>
        );
      case 'hours':
        return (
          <FormField key={field} {...common}>
            <Input type="number" min={0} step="0.5" value={fields.hours ?? ''} onChange={(event) => edit(field)(event.target.value)} />
          </FormField>
        );
      default:
        return (
          <FormField key={field} {...common}>
            <Textarea rows={3} maxLength={1000} value={fields[field] ?? ''} onChange={(event) => edit(field)(event.target.value)} />
          </FormField>
        );
    }
  };

  return (
    <DialogShell
      open={open}
      title={VIEW_ACTION_LABELS[action]}
      onClose={() => send({ type: 'user.cancel' })}
      cancelDisabled={snapshot.matches('sending')}
      confirmLabel={VIEW_ACTION_LABELS[action]}
      onConfirm={() => send({ type: 'user.confirm' })}
      danger={DANGER.includes(action)}
      busy={snapshot.matches('sending')}
    >
      <Dialog.Description color="fg">{CONFIRMATIONS[action] ?? `${VIEW_ACTION_LABELS[action]}?`}</Dialog.Description>
      {wanted.map(input)}
      {error && snapshot.matches('confirming') && <FailureAlert message={error} />}
    </DialogShell>
  );
}

/** The server's refusal of the last action (409, 403), until dismissed. */
export function ActionRefusal({ actions: [snapshot, send] }: { actions: Actions }) {
  if (!snapshot.matches('refused') || !snapshot.context.error) return null;
  return (
    <FailureAlert message={snapshot.context.error}>
      The project was reloaded: the actions shown are the ones allowed now.{' '}
      <Button size="xs" variant="ghost" onClick={() => send({ type: 'user.dismiss' })}>
        Dismiss
      </Button>
    </FailureAlert>
  );
}
