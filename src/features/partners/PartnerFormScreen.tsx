/**
 * /partners/create and /partners/edit/:partner_id: contact details and status, the price grid
 * (service × software, and add-ons) and, once the partner exists, its documents, on the form kernel
 * (src/ui/form) over the partner contract: its checks and messages, server field errors at their
 * fields and cells, a stale edit (409) or someone else's save offers to reload the partner. Without
 * Partner.update an opened partner shows read-only.
 */
import { Flex, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { partnerContract } from '../../domain/contracts/partner';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { STATUS_OPTIONS, type EntityStatus } from '../../ui/records/StatusBadge';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell } from '../../ui/form/FormShell';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import type { PartnerCatalogue, PartnerDetails } from './partner-fields';
import { PartnerFiles } from './PartnerFiles';
import { PriceGrid, priceCellOf, priceInput, priceValues, type PriceValues } from './PriceGrid';
import { useCreatePartner, usePartner, usePartnerCatalogue, useUpdatePartner } from './use-partners';

export default function PartnerFormScreen({ partnerId }: { partnerId?: string }) {
  const { permissions } = useSession();
  const readOnly = Boolean(partnerId) && !can(permissions, 'Partner', 'update');
  const title = readOnly ? 'View Partner' : partnerId ? 'Edit Partner' : 'Create Partner';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reload] = usePartner(partnerId ?? '', !partnerId);
  const [catalogue] = usePartnerCatalogue();
  const failure = failureOf(error) ?? failureOf(catalogue.error);
  const refresh = () => reload({ requestPolicy: 'network-only' });
  const loaded = catalogue.data && (!partnerId || (data && !fetching));

  return (
    <>
      <PageHeader title={title} description={partnerId ? data?.partner.name : 'Add a reseller with its contact details and prices.'} />
      {failure ? (
        <FailureAlert message={failure.message} />
      ) : loaded && catalogue.data ? (
        <Stack gap="6">
          {/* A reload after a stale edit brings a new revision, and with it a fresh form. */}
          <PartnerForm key={data ? `${data.partner.id}@${data.partner.revision}` : 'new'} partner={data?.partner} catalogue={catalogue.data.partnerCatalogue} readOnly={readOnly} onReload={refresh} />
          {data && (
            <Stack bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
              <PartnerFiles partnerId={data.partner.id} files={data.partner.files} readOnly={readOnly} onChanged={refresh} />
            </Stack>
          )}
        </Stack>
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading partner">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'name' | 'email' | 'phone' | 'website' | 'address' | 'status', string> & PriceValues;

const toInput = ({ name, email, phone, website, address, status, ...prices }: Values) => ({ name, email, phone, website, address, status: status as EntityStatus, ...priceInput(prices) });

function PartnerForm({ partner, catalogue, readOnly, onReload }: { partner?: PartnerDetails | undefined; catalogue: PartnerCatalogue; readOnly: boolean; onReload(): void }) {
  const [, createPartner] = useCreatePartner();
  const [, updatePartner] = useUpdatePartner();
  const kernel = useRecordForm({
    contract: partnerContract,
    defaultValues: {
      name: partner?.name ?? '',
      email: partner?.email ?? '',
      phone: partner?.phone ?? '',
      website: partner?.website ?? '',
      address: partner?.address ?? '',
      status: partner?.status ?? 'active',
      ...priceValues(catalogue, partner),
    } satisfies Values,
    toInput,
    fieldOf: priceCellOf,
    submit: (input) => (partner ? updatePartner({ id: partner.id, input: { ...input, revision: partner.revision } }) : createPartner({ input })),
    saved: { notice: partner ? 'Partner updated successfully' : 'Partner created successfully', to: '/partners' },
    readOnly,
  });

  return (
    <FormShell form={kernel} cancelTo="/partners" submitLabel={partner ? 'Save Partner' : 'Create Partner'} onReload={onReload} live={partner ? { type: 'partner', id: partner.id, thing: 'partner' } : undefined}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" helper="10 digits, optionally after + and a country code" />
        <TextField name="website" label="Website" placeholder="www.example.com" />
        <TextAreaField name="address" label="Address" rows={2} />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
      </SimpleGrid>
      <PriceGrid catalogue={catalogue} />
    </FormShell>
  );
}
