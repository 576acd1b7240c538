/**
 * The partner's prices inside its form: a grid of service × software (a cell only where the service
 * is delivered in that software) and the add-ons, each an optional USD price and a field of the form
 * (its error at the cell, in the error summary, read-only with the form). An empty cell means no
 * partner price: the service's list price applies.
 */
import { Box, Group, Heading, Input, InputAddon, Stack, Table, Text } from '@chakra-ui/react';
import { usd } from '../../ui/format';
import { useFieldLabel, useFormContext } from '../../ui/form/FormShell';
import type { PartnerCatalogue, PartnerDetails, PartnerInput } from './partner-fields';

/** The grid's field of a service price, e.g. `s3/5`, and of an add-on price, e.g. `a2`. */
export type PriceKey = `s${number}/${number}` | `a${number}`;
const serviceKey = (serviceId: number | string, softwareId: number | string): PriceKey => `s${Number(serviceId)}/${Number(softwareId)}`;
const addonKey = (addonId: number | string): PriceKey => `a${Number(addonId)}`;

export type PriceValues = Record<PriceKey, string>;

/** Every cell of the catalogue's grid, with the price the partner has there or empty. */
export function priceValues(catalogue: PartnerCatalogue, partner: PartnerDetails | undefined): PriceValues {
  const values: PriceValues = {};
  for (const service of catalogue.services) for (const software of service.softwares) values[serviceKey(service.id, software.id)] = '';
  for (const addon of catalogue.addons) values[addonKey(addon.id)] = '';
  for (const price of partner?.services ?? []) values[serviceKey(price.service_id, price.software_id)] = String(price.price);
  for (const price of partner?.addons ?? []) values[addonKey(price.added_service_id)] = String(price.price);
  return values;
}

/** The filled cells as the API takes them, and for each the cell it came from (`services.2` → `s3/5`). */
function pricesOf(values: Record<string, string>): { services: NonNullable<PartnerInput['services']>; addons: NonNullable<PartnerInput['addons']>; cellOf: Record<string, string> } {
  const services: NonNullable<PartnerInput['services']> = [];
  const addons: NonNullable<PartnerInput['addons']> = [];
  const cellOf: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const price = raw.trim();
    if (price === '') continue;
    const service = /^s(\d+)\/(\d+)$/.exec(key);
    const addon = /^a(\d+)$/.exec(key);
    if (service) {
      cellOf[`services.${services.length}`] = key;
      services.push({ service_id: Number(service[1]), software_id: Number(service[2]), price });
    } else if (addon) {
      cellOf[`addons.${addons.length}`] = key;
      addons.push({ added_service_id: Number(addon[1]), price });
    }
  }
  return { services, addons, cellOf };
}

/** The grid's values as the contract's `services` and `addons`. */
export function priceInput(values: Record<string, string>): Pick<PartnerInput, 'services' | 'addons'> {
  const { services, addons } = pricesOf(values);
  return { services, addons };
}

/** The cell an error at `services.2.price` belongs to: the third filled service cell. */
export function priceCellOf(path: string, values: Record<string, string>): string | undefined {
  const row = /^((?:services|addons)\.\d+)(\.|$)/.exec(path)?.[1];
  return row ? pricesOf(values).cellOf[row] : undefined;
}

function PriceInput({ name, label, placeholder }: { name: PriceKey; label: string; placeholder: string }) {
  const { form } = useFormContext();
  useFieldLabel(name, label);
  const error = form.errorOf(name);
  return (
    <Box>
      <Group attached w="24">
        <InputAddon size="xs">$</InputAddon>
        <Input size="xs" {...form.text(name)} aria-label={label} aria-invalid={error ? true : undefined} inputMode="decimal" placeholder={placeholder} />
      </Group>
      {error && (
        <Text color="red.700" textStyle="xs" mt="1" maxW="24">
          {error}
        </Text>
      )}
    </Box>
  );
}

export function PriceGrid({ catalogue }: { catalogue: PartnerCatalogue }) {
  // The columns: every software some service is delivered in, in name order.
  const softwares = [...new Map(catalogue.services.flatMap((service) => service.softwares).map((software) => [software.id, software])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h2" size="md">
          Service prices
        </Heading>
        <Text color="fg.muted" textStyle="sm" mb="3">
          The partner&apos;s price of each service in each software. Leave a cell empty to use the list price.
        </Text>
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label="Service prices by software">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader minW="48">Service</Table.ColumnHeader>
                {softwares.map((software) => (
                  <Table.ColumnHeader key={software.id}>{software.name}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {catalogue.services.map((service) => (
                <Table.Row key={service.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{service.name}</Text>
                    <Text color="fg.muted" textStyle="xs">
                      {service.work_type} · list {usd(service.price)}
                    </Text>
                  </Table.Cell>
                  {softwares.map((software) => {
                    const key = serviceKey(service.id, software.id);
                    return (
                      <Table.Cell key={software.id} verticalAlign="top">
                        {service.softwares.some((offered) => offered.id === software.id) ? (
                          <PriceInput name={key} label={`${service.name} in ${software.name} price`} placeholder="List" />
                        ) : (
                          <Text color="fg.subtle" aria-label="Not offered">
                            —
                          </Text>
                        )}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
      <Box>
        <Heading as="h2" size="md">
          Add-on prices
        </Heading>
        <Text color="fg.muted" textStyle="sm" mb="3">
          The add-ons the partner resells. Leave a price empty for add-ons it does not offer.
        </Text>
        <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" borderRadius="md">
          <Table.Root size="sm" aria-label="Add-on prices">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Add-on</Table.ColumnHeader>
                <Table.ColumnHeader>List price</Table.ColumnHeader>
                <Table.ColumnHeader>Partner price</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {catalogue.addons.map((addon) => {
                const key = addonKey(addon.id);
                return (
                  <Table.Row key={addon.id}>
                    <Table.Cell fontWeight="medium">{addon.name}</Table.Cell>
                    <Table.Cell fontVariantNumeric="tabular-nums">{usd(addon.price)}</Table.Cell>
                    <Table.Cell>
                      <PriceInput name={key} label={`${addon.name} price`} placeholder="Not sold" />
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      </Box>
    </Stack>
  );
}
