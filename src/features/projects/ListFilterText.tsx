/**
 * A labelled text filter of a list that sets its filter 500 ms after the last keystroke (spec §9
 * debounce), like the list's own search, so typing a code does not query per letter.
 */
import { useEffect, useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../ui/records/use-list-state';

export function ListFilterText({ label, placeholder, value, onChange }: { label: string; placeholder?: string; value: string; onChange(value: string): void }) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== value) onChange(settled);
    // Only a settled change of the text sets the filter; the filter's own value is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <Field.Root>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="sm" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} />
    </Field.Root>
  );
}
