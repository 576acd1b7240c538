/**
 * A set of ticks as one field of a form inside a FormShell (its own module: Chakra's checkbox stays
 * out of the signed-in shell's chunks until a form with ticks opens).
 */
import type { ReactNode } from 'react';
import { Checkbox, Fieldset, Wrap } from '@chakra-ui/react';
import type { SelectOption } from '../records/OptionSelect';
import { useField, type FieldProps } from './fields';
import { fieldId } from './use-record-form';

/**
 * A set of ticks among `{ id, name }` options, its value the ticked ids: one field for the summary
 * and for an error at any of them; `children` stand inside its fieldset below the ticks (e.g. a
 * free-text addition).
 */
export function CheckboxesField(props: FieldProps & { options: readonly SelectOption[]; children?: ReactNode }) {
  const { form, error } = useField(props);
  const ticked = form.valueOf(props.name) as string[];
  const toggle = (id: string, on: boolean) => form.change(props.name, on ? [...ticked.filter((other) => other !== id), id] : ticked.filter((other) => other !== id));
  return (
    <Fieldset.Root id={fieldId(props.name)} tabIndex={-1} outline="none" invalid={Boolean(error)} disabled={form.readOnly}>
      <Fieldset.Legend fontWeight="semibold">{props.label}</Fieldset.Legend>
      <Wrap gap="4" mt="2">
        {props.options.map((option) => (
          <Checkbox.Root key={option.id} checked={ticked.includes(option.id)} onCheckedChange={(details) => toggle(option.id, details.checked === true)} colorPalette="brand">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      {error && <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>}
      {props.children}
    </Fieldset.Root>
  );
}
