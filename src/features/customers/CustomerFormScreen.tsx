/**
 * /customers/create and /customers/edit/:customer_id: contact details, partner and agent (staff
 * choose; a partner chooses among its agents; an agent's customers are their own), sales person,
 * subscription and trial, storage quota, and the services and add-ons with their prices. Field errors
 * show at the field (the server's too, rows included); a stale edit's 409 shows above the form with
 * a reload.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { useClient } from 'urql';
import { useSession } from '../../app/session';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { SUBSCRIPTION_OPTIONS, type CustomerDetails, type CustomerStatus, type SubscriptionType } from './customer-fields';
import { NO_ERRORS, checkForm, initialValues, serverErrors, toInput, type CustomerFormErrors, type CustomerFormValues, type TextField } from './customer-form';
import { PriceLines, type PriceLine } from './PriceLines';
import { CUSTOMER_QUERY, useCustomer } from './use-customer';
import { useCustomerAgents, useCustomerFormOptions } from './use-customer-options';
import { useCreateCustomer, useUpdateCustomer } from './use-customer-writes';

export default function CustomerFormScreen({ customerId }: { customerId?: string }) {
  const title = customerId ? 'Edit Customer' : 'Create Customer';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useCustomer(customerId ?? '', !customerId);
  const client = useClient();
  // The form keeps the revision it was opened at; only an explicit reload after a 409 replaces it.
  const { record, reload } = useOpenedRecord(data?.customer, !fetching, async () => (await client.query(CUSTOMER_QUERY, { id: customerId }, { requestPolicy: 'network-only' }).toPromise()).data?.customer as CustomerDetails | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={customerId ? record?.name : 'Add a customer, what it buys and who looks after it.'} />
      {!customerId ? (
        <CustomerForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : record ? (
        <CustomerForm key={`${record.id}@${record.revision}`} customer={record} onReload={reload} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading customer">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CustomerForm({ customer, onReload }: { customer?: CustomerDetails; onReload?: () => void }) {
  const [, navigate] = useLocation();
  const { user } = useSession();
  const [values, setValues] = useState<CustomerFormValues>(() => initialValues(customer));
  const [errors, setErrors] = useState<CustomerFormErrors>(NO_ERRORS);
  const [saveFailure, setSaveFailure] = useState<GatewayFailure | null>(null);
  const [{ data: options }] = useCustomerFormOptions();
  const [{ data: agents }] = useCustomerAgents(values.partner_id);
  const [created, createCustomer] = useCreateCustomer();
  const [updated, updateCustomer] = useUpdateCustomer();
  const saving = created.fetching || updated.fetching;
  // Staff choose the partner; a partner's customers are its own and an agent's are theirs (the server enforces it).
  const choosesPartner = Boolean(user?.is_admin);
  const choosesAgent = !user?.isagent;

  const set = (field: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'partner_id' ? { agent_id: '' } : {}) }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  const setLines = (list: 'services' | 'addons') => (lines: PriceLine[]) => {
    setValues((current) => ({ ...current, [list]: lines }));
    setErrors((current) => ({ ...current, [list]: {} }));
  };
  const text = (field: TextField, label: string, props: { required?: boolean; type?: string; placeholder?: string; helper?: string } = {}) => (
    <FormField label={label} required={props.required ?? false} error={errors.fields[field]} {...(props.helper ? { helper: props.helper } : {})}>
      <Input type={props.type ?? 'text'} value={values[field]} placeholder={props.placeholder} onChange={(event) => set(field)(event.target.value)} />
    </FormField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveFailure(null);
    const refused = checkForm(values);
    if (refused) {
      setErrors(refused);
      return;
    }
    setErrors(NO_ERRORS);
    const result = customer ? await updateCustomer({ id: customer.id, input: toInput(values, customer.revision) }) : await createCustomer({ input: toInput(values) });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(serverErrors(failure.fieldErrors));
      if (Object.keys(failure.fieldErrors).length === 0) setSaveFailure(failure);
      return;
    }
    notify({ severity: 'success', body: customer ? 'Customer updated successfully' : 'Customer created successfully' });
    navigate('/customers');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        {saveFailure && <SaveFailureAlert failure={saveFailure} {...(onReload ? { onReload } : {})} />}
        <Section title="Customer details">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {text('name', 'Name', { required: true })}
            {text('email', 'Email', { required: true, type: 'email' })}
            {text('phone', 'Phone', { placeholder: '+13035550100', helper: 'Optional + and country code, then 10 digits' })}
            {text('website', 'Website', { placeholder: 'www.example.com' })}
          </Grid>
          <FormField label="Address" error={errors.fields.address}>
            <Textarea rows={2} value={values.address} onChange={(event) => set('address')(event.target.value)} />
          </FormField>
        </Section>

        <Section title="Account">
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {choosesPartner && (
              <FormField label="Partner" error={errors.fields.partner_id}>
                <OptionSelect label="Partner" placeholder="No partner" value={values.partner_id} options={options?.customerPartners} onChange={set('partner_id')} />
              </FormField>
            )}
            {choosesAgent && (
              <FormField label="Agent" error={errors.fields.agent_id}>
                <OptionSelect label="Agent" placeholder="No agent" value={values.agent_id} options={agents?.customerAgents} onChange={set('agent_id')} />
              </FormField>
            )}
            {choosesPartner && (
              <FormField label="Sales Person" error={errors.fields.sales_person_id}>
                <OptionSelect label="Sales Person" placeholder="No sales person" value={values.sales_person_id} options={options?.customerSalespersons} onChange={set('sales_person_id')} />
              </FormField>
            )}
            <FormField label="Subscription Type" required error={errors.fields.subscription_type}>
              <OptionSelect
                label="Subscription Type"
                placeholder="Choose a subscription"
                value={values.subscription_type}
                options={SUBSCRIPTION_OPTIONS}
                onChange={(value) => setValues((current) => ({ ...current, subscription_type: (value || 'monthly') as SubscriptionType }))}
              />
            </FormField>
            {values.subscription_type === 'trial' &&
              text('trial_end', 'Trial End Date', { type: 'date', helper: 'Leave empty for a 14-day trial' })}
            <FormField label="Status" required error={errors.fields.status}>
              <OptionSelect
                label="Status"
                placeholder="Choose a status"
                value={values.status}
                options={STATUS_OPTIONS}
                onChange={(value) => setValues((current) => ({ ...current, status: (value || 'active') as CustomerStatus }))}
              />
            </FormField>
            {text('storage_quota_mb', 'Storage Quota (MB)', { required: true, type: 'number' })}
          </Grid>
        </Section>

        <Section title="Services">
          <Text color="fg.muted" textStyle="sm">
            The services this customer buys and its price for each, in US dollars.
          </Text>
          <PriceLines noun="service" lines={values.services} catalogue={options?.customerServiceCatalogue} errors={errors.services} onChange={setLines('services')} />
        </Section>

        <Section title="Add-ons">
          <PriceLines noun="add-on" lines={values.addons} catalogue={options?.customerAddonCatalogue} errors={errors.addons} onChange={setLines('addons')} />
        </Section>

        <Box>
          <HStack justify="flex-end">
            <Button asChild variant="outline">
              <Link href={customer ? `/view-customer/${customer.id}` : '/customers'}>Cancel</Link>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {customer ? 'Save Customer' : 'Create Customer'}
            </Button>
          </HStack>
        </Box>
      </Stack>
    </form>
  );
}
