/**
 * /partners/create and /partners/edit/:partner_id: contact details and status, the price grid
 * (service × software, and add-ons) and, once the partner exists, its documents, a record form
 * (src/ui/form/RecordFormScreen.tsx) over the partner contract: its checks and messages, server field
 * errors at their fields and cells, a stale edit (409) or someone else's save offers to reload the
 * partner. Without Partner.update an opened partner shows read-only.
 */
import { SimpleGrid } from '@chakra-ui/react';
import type { Status } from '../../domain/contracts/fields';
import { partnerContract } from '../../domain/contracts/partner';
import { ContactFields, SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import type { PartnerCatalogue, PartnerDetails } from './partner-fields';
import { PartnerFiles } from './PartnerFiles';
import { PriceGrid, priceCellOf, priceInput, priceValues, type PriceValues } from './PriceGrid';
import { partnerOperations, usePartnerCatalogue } from './use-partners';

type Values = Record<'name' | 'email' | 'phone' | 'website' | 'address' | 'status', string> & PriceValues;

function useCatalogue() {
  const [{ data, error }] = usePartnerCatalogue();
  return { data: data?.partnerCatalogue, error };
}

function PartnerFields({ needs: catalogue }: FieldsProps<Values, PartnerDetails, PartnerCatalogue>) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ContactFields />
        <TextField name="website" label="Website" placeholder="www.example.com" />
        <TextAreaField name="address" label="Address" rows={2} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </SimpleGrid>
      <PriceGrid catalogue={catalogue} />
    </>
  );
}

export default recordFormScreen({
  noun: 'Partner',
  intro: 'Add a reseller with its contact details and prices.',
  operations: partnerOperations,
  updateKey: 'Partner',
  useNeeds: useCatalogue,
  // `files` is nullable in the schema (a list row has none); the details always answer it.
  below: (partner: PartnerDetails, refresh, readOnly) => <PartnerFiles partnerId={partner.id} files={partner.files ?? []} readOnly={readOnly} onChanged={refresh} />,
  contract: partnerContract,
  initialValues: (partner, catalogue: PartnerCatalogue): Values => ({
    name: partner?.name ?? '',
    email: partner?.email ?? '',
    phone: partner?.phone ?? '',
    website: partner?.website ?? '',
    address: partner?.address ?? '',
    status: partner?.status ?? 'active',
    ...priceValues(catalogue, partner),
  }),
  toInput: ({ name, email, phone, website, address, status, ...prices }) => ({ name, email, phone, website, address, status: status as Status, ...priceInput(prices) }),
  fieldOf: priceCellOf,
  list: '/partners',
  Fields: PartnerFields,
});
