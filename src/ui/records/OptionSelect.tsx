/**
 * A native select over `{ id, name }` options, for list filters and form fields alike; `placeholder`
 * is the empty first choice (e.g. "All customers").
 */
import { NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  id: string;
  name: string;
}

export function OptionSelect({
  label,
  value,
  options,
  placeholder,
  onChange,
  size = 'md',
  width,
  disabled,
  id,
}: {
  /** The accessible name; forms also show it in their FormField label. */
  label: string;
  value: string;
  options: readonly SelectOption[] | undefined;
  placeholder?: string;
  onChange(value: string): void;
  size?: 'sm' | 'md';
  width?: string;
  disabled?: boolean;
  id?: string;
}) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled ?? false}>
      <NativeSelect.Field {...(id ? { id } : {})} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
