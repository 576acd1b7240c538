/**
 * /branches/create and /branches/edit/:branch_id: the branch's customer, name, contact details, its
 * lead (an active user of the customer) and standing scope of work, on the form kernel (src/ui/form):
 * the branch contract's checks and messages, server field errors at the field, a stale edit (409)
 * says who changed the branch.
 */
import { useEffect } from 'react';
import { Flex, Grid, Spinner } from '@chakra-ui/react';
import { branchContract } from '../../domain/contracts/branch';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell } from '../../ui/form/FormShell';
import { SelectField, TextAreaField, TextField } from '../../ui/form/fields';
import { idOrNone, useRecordForm } from '../../ui/form/use-record-form';
import type { Branch } from './branch-fields';
import { useBranch, useBranchCustomerOptions, useBranchLeadOptions, useCreateBranch, useUpdateBranch } from './use-branches';

export default function BranchFormScreen({ branchId }: { branchId?: string }) {
  const title = branchId ? 'Edit Branch' : 'Create Branch';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reexecute] = useBranch(branchId ?? '', !branchId);
  const failure = failureOf(error);
  return (
    <>
      <PageHeader title={title} description={branchId ? data?.branch.name : 'Add an office of a customer.'} />
      {!branchId ? (
        <BranchForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <BranchForm key={`${data.branch.id}@${data.branch.revision}`} branch={data.branch} onReload={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading branch">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

type Values = Record<'customer_id' | 'name' | 'city' | 'email' | 'phone' | 'address' | 'lead_user_id' | 'scope_of_work', string>;

function initialValues(branch?: Branch): Values {
  return {
    customer_id: branch ? String(branch.customer_id) : '',
    name: branch?.name ?? '',
    city: branch?.city ?? '',
    email: branch?.email ?? '',
    phone: branch?.phone ?? '',
    address: branch?.address ?? '',
    lead_user_id: branch?.lead_user_id === null || branch?.lead_user_id === undefined ? '' : String(branch.lead_user_id),
    scope_of_work: branch?.scope_of_work ?? '',
  };
}

const toInput = (values: Values) => ({ ...values, customer_id: Number(values.customer_id), lead_user_id: idOrNone(values.lead_user_id) });

function BranchForm({ branch, onReload }: { branch?: Branch; onReload?: () => void }) {
  const [, createBranch] = useCreateBranch();
  const [, updateBranch] = useUpdateBranch();
  const kernel = useRecordForm({
    contract: branchContract,
    defaultValues: initialValues(branch),
    toInput,
    submit: (input) => (branch ? updateBranch({ id: branch.id, input: { ...input, revision: branch.revision } }) : createBranch({ input })),
    saved: { notice: branch ? 'Branch updated successfully' : 'Branch created successfully', to: '/branches' },
  });
  const customerId = kernel.form.watch('customer_id');
  const [{ data: customerData }] = useBranchCustomerOptions();
  const [{ data: leadData }] = useBranchLeadOptions(customerId, branch?.id);

  // A caller with one customer (a customer admin) gets it chosen for them (not an edit of theirs).
  const customers = customerData?.branchCustomerOptions;
  const onlyCustomer = customers?.length === 1 ? customers[0]?.id : undefined;
  const { reset, getValues } = kernel.form;
  useEffect(() => {
    if (!branch && onlyCustomer && getValues('customer_id') === '') reset({ ...getValues(), customer_id: onlyCustomer });
  }, [branch, onlyCustomer, reset, getValues]);

  return (
    <FormShell form={kernel} cancelTo="/branches" submitLabel={branch ? 'Save Branch' : 'Create Branch'} maxW="4xl" {...(onReload ? { onReload } : {})} live={branch ? { type: 'branch', id: branch.id, thing: 'branch' } : undefined}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {/* A new customer clears the lead. */}
        <SelectField name="customer_id" label="Customer" placeholder="Choose a customer" options={customers} onChosen={() => kernel.change('lead_user_id', '')} />
        <TextField name="name" label="Branch name" />
        <TextField name="city" label="City" />
        <TextField name="email" label="Email" type="email" />
        <TextField name="phone" label="Phone" type="tel" helper="Optional + and country code, then 10 digits" />
        <TextField name="address" label="Address" />
        <SelectField
          name="lead_user_id"
          label="Branch lead"
          placeholder="No branch lead"
          options={leadData?.branchLeadOptions}
          after={{ chosen: customerId, hint: 'Choose a customer first' }}
        />
      </Grid>
      <TextAreaField name="scope_of_work" label="Scope of work" helper="Offered when projects of this branch are created" rows={4} />
    </FormShell>
  );
}
