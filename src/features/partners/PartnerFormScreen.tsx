/**
 * /partners/create and /partners/edit/:partner_id: contact details and status, the price grid
 * (service × software, and add-ons) and, once the partner exists, its documents. Client checks use
 * spec §5's rules and messages; server field errors show at their fields and cells; a stale edit
 * (409) offers to reload the partner.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, HStack, Input, SimpleGrid, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { amount, email, optionalPhone, optionalWebsite, required, validate } from '../../domain/validation';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import type { EntityStatus } from '../../ui/records/StatusBadge';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import type { PartnerCatalogue, PartnerDetails, PartnerInput } from './partner-fields';
import { PartnerFiles } from './PartnerFiles';
import { PriceGrid, priceInput, pricesOf, type PriceValues } from './PriceGrid';
import { useCreatePartner, usePartner, usePartnerCatalogue, useUpdatePartner } from './use-partners';

export default function PartnerFormScreen({ partnerId }: { partnerId?: string }) {
  const title = partnerId ? 'Edit Partner' : 'Create Partner';
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
          <PartnerForm key={data ? `${data.partner.id}@${data.partner.revision}` : 'new'} partner={data?.partner} catalogue={catalogue.data.partnerCatalogue} onReload={refresh} />
          {data && (
            <Stack bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
              <PartnerFiles partnerId={data.partner.id} files={data.partner.files} onChanged={refresh} />
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

type Field = 'name' | 'email' | 'phone' | 'website' | 'address';

function PartnerForm({ partner, catalogue, onReload }: { partner?: PartnerDetails | undefined; catalogue: PartnerCatalogue; onReload(): void }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: partner?.name ?? '',
    email: partner?.email ?? '',
    phone: partner?.phone ?? '',
    website: partner?.website ?? '',
    address: partner?.address ?? '',
  });
  const [status, setStatus] = useState<EntityStatus>(partner?.status ?? 'active');
  const [prices, setPrices] = useState<PriceValues>(() => pricesOf(partner));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [created, createPartner] = useCreatePartner();
  const [updated, updatePartner] = useUpdatePartner();
  const saving = created.fetching || updated.fetching;

  const clear = (key: string) => setErrors(({ [key]: _cleared, ...rest }) => rest);
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const setPrice = (key: string, value: string) => {
    setPrices((current) => ({ ...current, [key]: value }));
    clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const fieldErrors: Record<string, string> = validate(values, { name: required(), email, phone: optionalPhone, website: optionalWebsite });
    if (!values.email.trim()) fieldErrors.email = required()(values.email) ?? '';
    for (const [key, value] of Object.entries(prices)) {
      const message = value.trim() === '' ? null : amount(value);
      if (message) fieldErrors[key] = message;
    }
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      return;
    }
    const { services, addons, keyOf } = priceInput(prices);
    const input: PartnerInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      website: values.website.trim() || null,
      address: values.address.trim() || null,
      status,
      services,
      addons,
    };
    const result = partner ? await updatePartner({ id: partner.id, input: { ...input, revision: partner.revision } }) : await createPartner({ input });
    const failure = failureOf(result.error);
    if (failure) {
      // `services.2.price` belongs to the grid cell that was sent third.
      const placed: Record<string, string> = {};
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        const row = /^((?:services|addons)\.\d+)\./.exec(field);
        placed[row?.[1] ? (keyOf[row[1]] ?? field) : field] = message;
      }
      setErrors(placed);
      if (Object.keys(placed).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: partner ? 'Partner updated successfully' : 'Partner created successfully' });
    navigate('/partners');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
        {saveFailure && <SaveFailureAlert failure={saveFailure} onReload={onReload} />}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Name" required error={errors.name}>
            <Input value={values.name} onChange={(event) => set('name', event.target.value)} maxLength={200} />
          </FormField>
          <FormField label="Email" required error={errors.email}>
            <Input type="email" value={values.email} onChange={(event) => set('email', event.target.value)} maxLength={254} />
          </FormField>
          <FormField label="Phone" error={errors.phone} helper="10 digits, optionally after + and a country code">
            <Input type="tel" value={values.phone} onChange={(event) => set('phone', event.target.value)} maxLength={20} />
          </FormField>
          <FormField label="Website" error={errors.website}>
            <Input value={values.website} onChange={(event) => set('website', event.target.value)} maxLength={300} placeholder="www.example.com" />
          </FormField>
          <FormField label="Address" error={errors.address}>
            <Textarea value={values.address} onChange={(event) => set('address', event.target.value)} maxLength={500} rows={2} />
          </FormField>
          <FormField label="Status" error={errors.status}>
            <OptionSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={(value) => setStatus(value as EntityStatus)} size="md" width="full" />
          </FormField>
        </SimpleGrid>
        <PriceGrid catalogue={catalogue} values={prices} errors={errors} onChange={setPrice} />
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/partners">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {partner ? 'Save Partner' : 'Create Partner'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
