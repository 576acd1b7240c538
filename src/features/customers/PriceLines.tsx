/**
 * Rows of "item at a price" (the customer's services or add-ons): a select of the catalogue and a
 * price input per row, with add and remove. Choosing an item fills an empty price with its list price.
 */
import { Box, Button, Field, Grid, HStack, Input, Text } from '@chakra-ui/react';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { CatalogueItem } from './use-customer-options';

export interface PriceLine {
  /** A stable React key for the row. */
  key: number;
  itemId: string;
  price: string;
}

export interface PriceLineErrors {
  item?: string;
  price?: string;
}

let nextKey = 1;
export const newLine = (itemId = '', price = ''): PriceLine => ({ key: nextKey++, itemId, price });

export function PriceLines({
  noun,
  lines,
  catalogue,
  errors,
  onChange,
}: {
  /** e.g. "service", "add-on": used in labels. */
  noun: string;
  lines: PriceLine[];
  catalogue: readonly CatalogueItem[] | undefined;
  errors: Record<number, PriceLineErrors>;
  onChange(lines: PriceLine[]): void;
}) {
  const update = (key: number, change: Partial<PriceLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  const choose = (line: PriceLine, itemId: string) => {
    const item = catalogue?.find((option) => option.id === itemId);
    update(line.key, { itemId, price: line.price === '' && item ? item.price : line.price });
  };
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <Box>
      {lines.length === 0 && (
        <Text color="fg.muted" textStyle="sm" mb="2">
          No {noun}s yet.
        </Text>
      )}
      {lines.map((line, index) => {
        const error = errors[index] ?? {};
        const taken = new Set(lines.filter((other) => other.key !== line.key).map((other) => other.itemId));
        const options = catalogue?.filter((option) => !taken.has(option.id)).map((option) => ({ id: option.id, name: option.work_type ? `${option.name} (${option.work_type})` : option.name }));
        return (
          <Grid key={line.key} templateColumns={{ base: '1fr', md: '1fr 10rem auto' }} gap="3" alignItems="start" mb="3">
            <Field.Root invalid={Boolean(error.item)}>
              <OptionSelect label={`${Noun} ${index + 1}`} placeholder={`Choose a ${noun}`} value={line.itemId} options={options} onChange={(value) => choose(line, value)} />
              <Field.ErrorText color="red.700">{error.item}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(error.price)}>
              <HStack gap="1">
                <Text aria-hidden color="fg.muted">
                  $
                </Text>
                <Input aria-label={`${Noun} ${index + 1} price`} inputMode="decimal" placeholder="0.00" value={line.price} onChange={(event) => update(line.key, { price: event.target.value })} />
              </HStack>
              <Field.ErrorText color="red.700">{error.price}</Field.ErrorText>
            </Field.Root>
            <Button variant="ghost" colorPalette="red" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => onChange(lines.filter((other) => other.key !== line.key))}>
              Remove
            </Button>
          </Grid>
        );
      })}
      <Button size="sm" variant="outline" onClick={() => onChange([...lines, newLine()])}>
        Add {Noun}
      </Button>
    </Box>
  );
}
