/**
 * /branches/create and /branches/edit/:branch_id: the branch's customer, name, contact details, its
 * lead (an active user of the customer) and standing scope of work, a record form
 * (src/ui/form/RecordFormScreen.tsx): the branch contract's checks and messages, server field errors
 * at the field, a stale edit (409) says who changed the branch.
 */
import { branchContract } from '../../domain/contracts/branch';
import type { TextValues } from '../../ui/form/contract-meta';
import { FieldGrid, SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { idOrNone, useOnlyOption } from '../../ui/form/use-record-form';
import type { Branch } from './branch-fields';
import { branchOperations, useBranchCustomerOptions, useBranchLeadOptions } from './use-branches';

type Values = TextValues<typeof branchContract>;

function BranchFields({ form, record: branch }: FieldsProps<Values, Branch>) {
  const customerId = form.form.watch('customer_id');
  const [{ data: customerData }] = useBranchCustomerOptions();
  const [{ data: leadData }] = useBranchLeadOptions(customerId, branch?.id);

  const customers = customerData?.branchCustomerOptions;
  useOnlyOption(form.form, 'customer_id', customers, !branch);

  return (
    <>
      <FieldGrid>
        {/* A new customer clears the lead. */}
        <SelectField name="customer_id" label="Customer" placeholder="Choose a customer" options={customers} onChosen={() => form.change('lead_user_id', '')} />
        <TextField name="name" label="Branch name" />
        <TextField name="city" label="City" />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" helper="Optional + and country code, then 10 digits" />
        <TextField name="address" label="Address" />
        <SelectField name="lead_user_id" label="Branch lead" placeholder="No branch lead" options={leadData?.branchLeadOptions} after={{ chosen: customerId, hint: 'Choose a customer first' }} />
      </FieldGrid>
      <TextAreaField name="scope_of_work" label="Scope of work" helper="Offered when projects of this branch are created" rows={4} />
    </>
  );
}

export default recordFormScreen({
  noun: 'Branch',
  intro: 'Add an office of a customer.',
  operations: branchOperations,
  contract: branchContract,
  toInput: (values: Values) => ({ ...values, customer_id: Number(values.customer_id), lead_user_id: idOrNone(values.lead_user_id) }),
  list: '/branches',
  maxW: '4xl',
  Fields: BranchFields,
});
