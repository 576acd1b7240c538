/**
 * /customers/create and /customers/edit/:customer_id: contact details, partner and agent (staff
 * choose; a partner chooses among its agents; an agent's customers are their own), sales person,
 * subscription and trial, storage quota, and the services and add-ons with their prices, a record
 * form (src/ui/form/RecordFormScreen.tsx) over the customer contract: its checks and messages at the
 * fields, the first invalid one focused under a summary, the server's field errors at their fields (a
 * line's at its list), a stale edit (409) or someone else's save offers to reload. Without
 * Customer.update an opened customer shows read-only.
 */
import { Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { customerContract } from '../../domain/contracts/customer';
import { FieldGrid, FormSection, SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { SUBSCRIPTION_OPTIONS, type CustomerDetails } from './customer-fields';
import { customerFieldOf, initialValues, toInput, type CustomerFormValues } from './customer-form';
import { PriceLines } from './PriceLines';
import { useCustomerAgents, useCustomerFormOptions } from './use-customer-options';
import { customerOperations } from './use-customers';

function CustomerFields({ form }: FieldsProps<CustomerFormValues, CustomerDetails>) {
  const { user } = useSession();
  const [{ data: options }] = useCustomerFormOptions();
  const partnerId = form.valueOf('partner_id') as string;
  const [{ data: agents }] = useCustomerAgents(partnerId);
  // Staff choose the partner; a partner's customers are its own and an agent's are theirs (the server enforces it).
  const choosesPartner = Boolean(user?.is_admin);
  const choosesAgent = !user?.isagent;

  return (
    <>
      <FormSection title="Customer details">
        <FieldGrid>
          <TextField name="name" label="Name" />
          <TextField name="email" label="Email" type="email" />
          <TextField name="phone" label="Phone" type="tel" placeholder="+13035550100" helper="Optional + and country code, then 10 digits" />
          <TextField name="website" label="Website" placeholder="www.example.com" />
        </FieldGrid>
        <TextAreaField name="address" label="Address" rows={2} />
      </FormSection>

      <FormSection grid title="Account">
        {choosesPartner && <SelectField name="partner_id" label="Partner" placeholder="No partner" options={options?.customerPartners} onChosen={() => form.change('agent_id', '')} />}
        {choosesAgent && <SelectField name="agent_id" label="Agent" placeholder="No agent" options={agents?.customerAgents} />}
        {choosesPartner && <SelectField name="sales_person_id" label="Sales Person" placeholder="No sales person" options={options?.customerSalespersons} />}
        <SelectField name="subscription_type" label="Subscription Type" required placeholder="Choose a subscription" options={SUBSCRIPTION_OPTIONS} />
        {form.valueOf('subscription_type') === 'trial' && <TextField name="trial_end" label="Trial End Date" type="date" helper="Leave empty for a 14-day trial" />}
        <SelectField name="status" label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} />
        <TextField name="storage_quota_mb" label="Storage Quota (MB)" type="number" required />
      </FormSection>

      <FormSection title="Services">
        <Text color="fg.muted" textStyle="sm">
          The services this customer buys and its price for each, in US dollars.
        </Text>
        <PriceLines name="services" label="Services" noun="service" catalogue={options?.customerServiceCatalogue} />
      </FormSection>

      <FormSection title="Add-ons">
        <PriceLines name="addons" label="Add-ons" noun="add-on" catalogue={options?.customerAddonCatalogue} />
      </FormSection>
    </>
  );
}

export default recordFormScreen({
  noun: 'Customer',
  intro: 'Add a customer, what it buys and who looks after it.',
  operations: customerOperations,
  updateKey: 'Customer',
  contract: customerContract,
  initialValues,
  toInput,
  fieldOf: customerFieldOf,
  list: '/customers',
  cancelTo: (customer) => `/view-customer/${customer.id}`,
  Fields: CustomerFields,
});
