/**
 * The dialog that saves a list's state as a view, or renames one: its name, who it is shared with
 * (nobody, one role, everyone) and whether it is the user's default for the list. The server checks
 * everything (src/domain/saved-views.ts); its refusal shows here, a field's message at the field.
 */
import { useRef, useState } from 'react';
import { Checkbox, Input, NativeSelect } from '@chakra-ui/react';
import type { ViewSharing } from '../../domain/saved-views';
import type { GatewayFailure } from '../../gateway/failure';
import { DialogShell } from './DialogShell';
import { FailureAlert } from './FailureAlert';
import { FormField } from './FormField';
import { OptionSelect } from './OptionSelect';
import { useSavedViewRoles } from './use-saved-views';

export interface ViewDialogValues {
  name: string;
  shared: ViewSharing;
  role_id: number | null;
  is_default: boolean;
}

const SHARING_LABELS: Record<ViewSharing, string> = { nobody: 'Nobody', role: 'A role', everyone: 'Everyone' };
/** The fields the dialog shows; any other refusal (e.g. the list state) goes above them. */
const FIELDS = new Set(['name', 'shared', 'role_id']);

export function SavedViewDialog({
  title,
  submitLabel,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initial: ViewDialogValues;
  /** Answers null when saved, or the server's refusal. */
  onSubmit(values: ViewDialogValues): Promise<GatewayFailure | null>;
  onClose(): void;
}) {
  const [values, setValues] = useState(initial);
  const [failure, setFailure] = useState<GatewayFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const [{ data: roles }] = useSavedViewRoles(values.shared !== 'role');
  const roleOptions = roles?.savedViewRoles.map((role) => ({ id: String(role.id), name: role.name }));

  const fieldError = (field: string) => failure?.fieldErrors[field];
  const set = <K extends keyof ViewDialogValues>(field: K, value: ViewDialogValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message clears on its next edit (spec §5).
    if (failure?.fieldErrors[field]) {
      const rest = Object.entries(failure.fieldErrors).filter(([name]) => name !== field);
      setFailure(rest.length > 0 ? { ...failure, fieldErrors: Object.fromEntries(rest) } : null);
    }
  };
  const otherErrors = failure ? Object.entries(failure.fieldErrors).filter(([field]) => !FIELDS.has(field)) : [];

  const submit = async () => {
    setBusy(true);
    const refused = await onSubmit(values);
    setBusy(false);
    if (refused) setFailure(refused);
    else onClose();
  };

  return (
    <DialogShell form open title={title} onClose={onClose} confirmLabel={submitLabel} onConfirm={() => void submit()} busy={busy} initialFocusEl={() => nameInput.current}>
      {failure && (Object.keys(failure.fieldErrors).length === 0 || otherErrors.length > 0) && (
        <FailureAlert message={otherErrors.length > 0 ? otherErrors.map(([, message]) => message).join(' ') : failure.message} />
      )}
      <FormField label="Name" required error={fieldError('name')}>
        <Input ref={nameInput} value={values.name} maxLength={60} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label="Share with" error={fieldError('shared')}>
        <NativeSelect.Root>
          <NativeSelect.Field value={values.shared} onChange={(event) => set('shared', event.target.value as ViewSharing)}>
            {Object.entries(SHARING_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {values.shared === 'role' && (
        <FormField label="Role" required error={fieldError('role_id')}>
          <OptionSelect
            label="Role"
            placeholder="Choose a role"
            value={values.role_id === null ? '' : String(values.role_id)}
            options={roleOptions}
            onChange={(value) => set('role_id', value ? Number(value) : null)}
          />
        </FormField>
      )}
      <Checkbox.Root colorPalette="brand" checked={values.is_default} onCheckedChange={(details) => set('is_default', details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Use as my default</Checkbox.Label>
      </Checkbox.Root>
    </DialogShell>
  );
}
