/**
 * /customers/create and /customers/edit/:customer_id: contact details, partner and agent (staff
 * choose; a partner chooses among its agents; an agent's customers are their own), sales person,
 * subscription and trial, storage quota, and the services and add-ons with their prices, on the form
 * kernel (src/ui/form) over the customer contract: its checks and messages at the fields, the first
 * invalid one focused under a summary, the server's field errors at their fields (a line's at its
 * list), a stale edit (409) or someone else's save offers to reload. Without Customer.update an opened
 * customer shows read-only.
 */
import type { ReactNode } from 'react';
import { Flex, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useClient } from 'urql';
import { useSession } from '../../app/session';
import { customerContract } from '../../domain/contracts/customer';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { useOpenedRecord } from '../../ui/records/use-opened-record';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell } from '../../ui/form/FormShell';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import { SUBSCRIPTION_OPTIONS, type CustomerDetails } from './customer-fields';
import { customerFieldOf, initialValues, toInput } from './customer-form';
import { PriceLines } from './PriceLines';
import { CUSTOMER_QUERY, useCustomer } from './use-customer';
import { useCustomerAgents, useCustomerFormOptions } from './use-customer-options';
import { useCreateCustomer, useUpdateCustomer } from './use-customer-writes';

export default function CustomerFormScreen({ customerId }: { customerId?: string }) {
  const { permissions } = useSession();
  const readOnly = Boolean(customerId) && !can(permissions, 'Customer', 'update');
  const title = readOnly ? 'View Customer' : customerId ? 'Edit Customer' : 'Create Customer';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useCustomer(customerId ?? '', !customerId);
  const client = useClient();
  // The form keeps the revision it was opened at; only an explicit reload (after a 409 or someone else's save) replaces it.
  const { record, reload } = useOpenedRecord(data?.customer, !fetching, async () => (await client.query(CUSTOMER_QUERY, { id: customerId }, { requestPolicy: 'network-only' }).toPromise()).data?.customer as CustomerDetails | undefined);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={customerId ? record?.name : 'Add a customer, what it buys and who looks after it.'} />
      {!customerId ? (
        <CustomerForm readOnly={false} />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : record ? (
        <CustomerForm key={`${record.id}@${record.revision}`} customer={record} readOnly={readOnly} onReload={reload} />
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
    <Stack as="section" gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function CustomerForm({ customer, readOnly, onReload }: { customer?: CustomerDetails; readOnly: boolean; onReload?: () => void }) {
  const { user } = useSession();
  const [{ data: options }] = useCustomerFormOptions();
  const [, createCustomer] = useCreateCustomer();
  const [, updateCustomer] = useUpdateCustomer();
  const kernel = useRecordForm({
    contract: customerContract,
    defaultValues: initialValues(customer),
    toInput,
    fieldOf: customerFieldOf,
    submit: (input) => (customer ? updateCustomer({ id: customer.id, input: { ...input, revision: customer.revision } }) : createCustomer({ input })),
    saved: { notice: customer ? 'Customer updated successfully' : 'Customer created successfully', to: '/customers' },
    readOnly,
  });
  const partnerId = kernel.valueOf('partner_id') as string;
  const [{ data: agents }] = useCustomerAgents(partnerId);
  // Staff choose the partner; a partner's customers are its own and an agent's are theirs (the server enforces it).
  const choosesPartner = Boolean(user?.is_admin);
  const choosesAgent = !user?.isagent;

  return (
    <FormShell
      form={kernel}
      cancelTo={customer ? `/view-customer/${customer.id}` : '/customers'}
      submitLabel={customer ? 'Save Customer' : 'Create Customer'}
      {...(onReload ? { onReload } : {})}
      live={customer ? { type: 'customer', id: customer.id, thing: 'customer' } : undefined}
    >
      <Section title="Customer details">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <TextField name="name" label="Name" />
          <TextField name="email" label="Email" type="email" />
          <TextField name="phone" label="Phone" type="tel" placeholder="+13035550100" helper="Optional + and country code, then 10 digits" />
          <TextField name="website" label="Website" placeholder="www.example.com" />
        </Grid>
        <TextAreaField name="address" label="Address" rows={2} />
      </Section>

      <Section title="Account">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {choosesPartner && <SelectField name="partner_id" label="Partner" placeholder="No partner" options={options?.customerPartners} onChosen={() => kernel.change('agent_id', '')} />}
          {choosesAgent && <SelectField name="agent_id" label="Agent" placeholder="No agent" options={agents?.customerAgents} />}
          {choosesPartner && <SelectField name="sales_person_id" label="Sales Person" placeholder="No sales person" options={options?.customerSalespersons} />}
          <SelectField name="subscription_type" label="Subscription Type" required placeholder="Choose a subscription" options={SUBSCRIPTION_OPTIONS} />
          {kernel.valueOf('subscription_type') === 'trial' && <TextField name="trial_end" label="Trial End Date" type="date" helper="Leave empty for a 14-day trial" />}
          <SelectField name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
          <TextField name="storage_quota_mb" label="Storage Quota (MB)" type="number" required />
        </Grid>
      </Section>

      <Section title="Services">
        <Text color="fg.muted" textStyle="sm">
          The services this customer buys and its price for each, in US dollars.
        </Text>
        <PriceLines name="services" label="Services" noun="service" catalogue={options?.customerServiceCatalogue} />
      </Section>

      <Section title="Add-ons">
        <PriceLines name="addons" label="Add-ons" noun="add-on" catalogue={options?.customerAddonCatalogue} />
      </Section>
    </FormShell>
  );
}
