/**
 * The partner's prices: a grid of service × software (a cell only where the service is delivered in
 * that software) and the add-ons, each an optional USD price. An empty cell means no partner price:
 * the service's list price applies. Errors show at their cell.
 */
import { Box, Group, Heading, Input, InputAddon, Stack, Table, Text } from '@chakra-ui/react';
import type { PartnerCatalogue, PartnerDetails, PartnerInput } from './partner-fields';
import { usd } from '../../ui/format';


/** The grid's key of a service price, e.g. `s3/5`, and of an add-on price, e.g. `a2`. */
export const serviceKey = (serviceId: number | string, softwareId: number | string) => `s${serviceId}/${softwareId}`;
export const addonKey = (addonId: number | string) => `a${addonId}`;

export type PriceValues = Record<string, string>;

/** The prices a partner has, as grid values. */
export function pricesOf(partner: PartnerDetails | undefined): PriceValues {
  const values: PriceValues = {};
  for (const price of partner?.services ?? []) values[serviceKey(price.service_id, price.software_id)] = String(price.price);
  for (const price of partner?.addons ?? []) values[addonKey(price.added_service_id)] = String(price.price);
  return values;
}

/**
 * The filled cells as the API wants them, and for each the grid key, so a server error at
 * `services.2.price` finds its cell.
 */
export function priceInput(values: PriceValues): { services: PartnerInput['services']; addons: PartnerInput['addons']; keyOf: Record<string, string> } {
  const services: PartnerInput['services'] = [];
  const addons: PartnerInput['addons'] = [];
  const keyOf: Record<string, string> = {};
  for (const [key, raw] of Object.entries(values)) {
    const price = raw.trim();
    if (price === '') continue;
    const service = /^s(\d+)\/(\d+)$/.exec(key);
    const addon = /^a(\d+)$/.exec(key);
    if (service) {
      keyOf[`services.${services.length}`] = key;
      services.push({ service_id: Number(service[1]), software_id: Number(service[2]), price });
    } else if (addon) {
      keyOf[`addons.${addons.length}`] = key;
      addons.push({ added_service_id: Number(addon[1]), price });
    }
  }
  return { services, addons, keyOf };
}

function PriceInput({ label, value, placeholder, error, onChange }: { label: string; value: string; placeholder: string; error: string | undefined; onChange(value: string): void }) {
  return (
    <Box>
      <Group attached w="24">
        <InputAddon size="xs">$</InputAddon>
        <Input size="xs" aria-label={label} aria-invalid={error ? true : undefined} inputMode="decimal" value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
      </Group>
      {error && (
        <Text color="red.700" textStyle="xs" mt="1" maxW="24">
          {error}
        </Text>
      )}
    </Box>
  );
}

export function PriceGrid({
  catalogue,
  values,
  errors,
  onChange,
}: {
  catalogue: PartnerCatalogue;
  values: PriceValues;
  errors: Record<string, string>;
  onChange(key: string, value: string): void;
}) {
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
                          <PriceInput label={`${service.name} in ${software.name} price`} placeholder="List" value={values[key] ?? ''} error={errors[key]} onChange={(value) => onChange(key, value)} />
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
                      <PriceInput label={`${addon.name} price`} placeholder="Not sold" value={values[key] ?? ''} error={errors[key]} onChange={(value) => onChange(key, value)} />
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
