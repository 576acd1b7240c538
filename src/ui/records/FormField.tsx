/**
 * One labelled form field with its message at the field (spec §5: errors clear on the next edit,
 * which the form does by dropping the field's error in its change handler).
 */
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export function FormField({
  label,
  error,
  required,
  helper,
  id,
  readOnly,
  disabled,
  children,
}: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  helper?: string | undefined;
  /** The control's id (the form kit's error summary links to it). */
  id?: string;
  readOnly?: boolean;
  /** A control that takes no choice (a select has no read-only state); the field's state wins over the control's. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required ?? false} readOnly={readOnly ?? false} disabled={disabled ?? false} {...(id ? { id } : {})}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
