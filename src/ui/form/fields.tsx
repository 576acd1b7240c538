/**
 * The fields of a record form, inside a FormShell: the label, the spec's message at the field
 * (FormField), `maxLength` and "required" from the contract, read-only when the form is.
 */
import type { ReactNode } from 'react';
import { Grid, Group, Heading, Input, InputAddon, Stack, Textarea } from '@chakra-ui/react';
import { PasswordInput } from '../PasswordInput';
import { FormField } from '../records/FormField';
import { OptionSelect, type SelectOption } from '../records/OptionSelect';
import { useFieldLabel, useFormContext } from './FormShell';
import { fieldId } from './use-record-form';

export interface FieldProps {
  name: string;
  label: string;
  helper?: string | undefined;
  /** Marked required although the contract takes it absent (another field's choice requires it). */
  required?: boolean;
}

export function useField({ name, label, required }: FieldProps) {
  const { form } = useFormContext();
  useFieldLabel(name, label);
  return { form, error: form.errorOf(name), required: required ?? form.required(name) };
}

/** A one-line text input; `prefix` and `suffix` are addons before and after it (e.g. "$", "%"). */
export function TextField(
  props: FieldProps & { type?: string; inputMode?: 'decimal' | 'numeric' | 'text'; placeholder?: string; maxLength?: number; min?: string; autoComplete?: string; prefix?: ReactNode; suffix?: ReactNode },
) {
  const { form, error, required } = useField(props);
  const { maxLength, ...control } = form.text(props.name);
  const input = (
    <Input
      {...control}
      type={props.type ?? 'text'}
      maxLength={props.maxLength ?? maxLength}
      {...(props.inputMode ? { inputMode: props.inputMode } : {})}
      {...(props.placeholder ? { placeholder: props.placeholder } : {})}
      {...(props.min ? { min: props.min } : {})}
      {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
    />
  );
  return (
    <FormField id={fieldId(props.name)} label={props.label} required={required} error={error} helper={props.helper} readOnly={form.readOnly}>
      {props.prefix || props.suffix ? (
        <Group attached w="full">
          {props.prefix && <InputAddon>{props.prefix}</InputAddon>}
          {input}
          {props.suffix && <InputAddon>{props.suffix}</InputAddon>}
        </Group>
      ) : (
        input
      )}
    </FormField>
  );
}

/** A password input with its show/hide toggle. */
export function PasswordField(props: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { form, error, required } = useField(props);
  return (
    <FormField id={fieldId(props.name)} label={props.label} required={required} error={error} helper={props.helper} readOnly={form.readOnly}>
      <PasswordInput {...form.text(props.name)} autoComplete={props.autoComplete} />
    </FormField>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number }) {
  const { form, error, required } = useField(props);
  return (
    <FormField id={fieldId(props.name)} label={props.label} required={required} error={error} helper={props.helper} readOnly={form.readOnly}>
      <Textarea {...form.text(props.name)} rows={props.rows ?? 3} />
    </FormField>
  );
}

/**
 * A choice among `{ id, name }` options; `onChosen` runs after the value is set (e.g. to reset a
 * dependent field). `after` makes it a choice within another (a branch of the chosen customer): no
 * options and disabled, with its hint, until that one is chosen.
 */
export function SelectField(
  props: FieldProps & {
    options: readonly SelectOption[] | undefined;
    placeholder?: string;
    disabled?: boolean;
    after?: { chosen: string; hint: string };
    onChosen?: (value: string) => void;
  },
) {
  const { form, error, required } = useField(props);
  const value = form.valueOf(props.name) as string;
  const waiting = props.after !== undefined && props.after.chosen === '';
  const disabled = form.readOnly || waiting || (props.disabled ?? false);
  return (
    <FormField id={fieldId(props.name)} label={props.label} required={required} error={error} helper={waiting ? props.after?.hint : props.helper} disabled={disabled}>
      <OptionSelect
        id={fieldId(props.name)}
        label={props.label}
        {...(props.placeholder !== undefined ? { placeholder: props.placeholder } : {})}
        value={value}
        options={waiting ? [] : props.options}
        disabled={disabled}
        onChange={(next) => {
          form.change(props.name, next);
          props.onChosen?.(next);
        }}
      />
    </FormField>
  );
}

/** Fields two to a row from medium screens up. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
      {children}
    </Grid>
  );
}

/** A titled part of a long form; `grid` puts its fields in a FieldGrid. */
export function FormSection({ title, grid = false, children }: { title: string; grid?: boolean; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {grid ? <FieldGrid>{children}</FieldGrid> : children}
    </Stack>
  );
}

/** A contact's name, email and phone (the general phone rule of spec §5). */
export function ContactFields() {
  return (
    <>
      <TextField name="name" label="Name" />
      <TextField name="email" label="Email" type="email" />
      <TextField name="phone" label="Phone" type="tel" helper="10 digits, optionally after + and a country code" />
    </>
  );
}
