/**
 * Rows of "item at a price" (the customer's services or add-ons) as one field of the record form: a
 * select of the catalogue and a price input per row, with add and remove. Choosing an item fills an
 * empty price with its list price. A refused row's message shows under the list (the form's field).
 */
import { Box, Button, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { useFieldLabel, useFormContext } from '../../ui/form/FormShell';
import { fieldId } from '../../ui/form/use-record-form';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { CatalogueItem } from './use-customer-options';

export interface PriceLine {
  /** A stable React key for the row. */
  key: number;
  itemId: string;
  price: string;
}

let nextKey = 1;
export const newLine = (itemId = '', price = ''): PriceLine => ({ key: nextKey++, itemId, price });

export function PriceLines({
  name,
  label,
  noun,
  catalogue,
}: {
  /** The form's field: `services` or `addons`. */
  name: string;
  /** e.g. "Services": the error summary's name for the list. */
  label: string;
  /** e.g. "service", "add-on": used in labels. */
  noun: string;
  catalogue: readonly CatalogueItem[] | undefined;
}) {
  const { form } = useFormContext();
  useFieldLabel(name, label);
  const lines = (form.valueOf(name) as PriceLine[] | undefined) ?? [];
  const error = form.errorOf(name);
  const readOnly = form.readOnly;
  const onChange = (next: PriceLine[]) => form.change(name, next);
  const update = (key: number, change: Partial<PriceLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const choose = (line: PriceLine, itemId: string) => {
    const item = catalogue?.find((option) => option.id === itemId);
    update(line.key, { itemId, price: line.price === '' && item ? item.price : line.price });
  };
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <Box id={fieldId(name)} tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId(name)}-error` : undefined}>
      <Box w="full">
        {lines.length === 0 && (
          <Text color="fg.muted" textStyle="sm" mb="2">
            No {noun}s yet.
          </Text>
        )}
        {lines.map((line, index) => {
          const taken = new Set(lines.filter((other) => other.key !== line.key).map((other) => other.itemId));
          const options = catalogue?.filter((option) => !taken.has(option.id)).map((option) => ({ id: option.id, name: option.work_type ? `${option.name} (${option.work_type})` : option.name }));
          return (
            <Grid key={line.key} templateColumns={{ base: '1fr', md: readOnly ? '1fr 10rem' : '1fr 10rem auto' }} gap="3" alignItems="start" mb="3">
              <OptionSelect label={`${Noun} ${index + 1}`} placeholder={`Choose a ${noun}`} value={line.itemId} options={options} disabled={readOnly} onChange={(value) => choose(line, value)} />
              <HStack gap="1">
                <Text aria-hidden color="fg.muted">
                  $
                </Text>
                <Input aria-label={`${Noun} ${index + 1} price`} inputMode="decimal" placeholder="0.00" value={line.price} readOnly={readOnly} onChange={(event) => update(line.key, { price: event.target.value })} />
              </HStack>
              {!readOnly && (
                <Button variant="ghost" colorPalette="red" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => onChange(lines.filter((other) => other.key !== line.key))}>
                  Remove
                </Button>
              )}
            </Grid>
          );
        })}
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => onChange([...lines, newLine()])}>
            Add {Noun}
          </Button>
        )}
      </Box>
      {error && (
        <Text id={`${fieldId(name)}-error`} color="red.700" textStyle="sm" mt="2">
          {error}
        </Text>
      )}
    </Box>
  );
}
