/**
 * /branches/create and /branches/edit/:branch_id: the branch's customer, name, contact details, its
 * lead (an active user of the customer) and standing scope of work. Client checks use the spec §5
 * messages; server field errors show at the field; a stale edit (409) says who changed the branch.
 */
import { useState, type FormEvent } from 'react';
import { Button, Flex, Grid, HStack, Input, Spinner, Stack, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { optionalEmail, optionalPhone, required, validate } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import type { BranchInput } from '../../gateway/resources/branches';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OptionSelect } from '../../ui/records/OptionSelect';
import type { Branch } from './branch-fields';
import { useBranch, useBranchCustomerOptions, useBranchLeadOptions } from './use-branches';
import { useCreateBranch, useUpdateBranch } from './use-branch-writes';

export default function BranchFormScreen({ branchId }: { branchId?: string }) {
  const title = branchId ? 'Edit Branch' : 'Create Branch';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useBranch(branchId ?? '', !branchId);
  const failure = failureOf(error);
  return (
    <>
      <PageHeader title={title} description={branchId ? data?.branch.name : 'Add an office of a customer.'} />
      {!branchId ? (
        <BranchForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <BranchForm key={data.branch.id} branch={data.branch} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading branch">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

interface Values {
  customer_id: string;
  name: string;
  city: string;
  email: string;
  phone: string;
  address: string;
  lead_user_id: string;
  scope_of_work: string;
}
type Field = keyof Values;

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

function toInput(values: Values): BranchInput {
  return {
    customer_id: Number(values.customer_id),
    name: values.name.trim(),
    city: values.city.trim() || null,
    email: values.email.trim() || null,
    phone: values.phone.trim() || null,
    address: values.address.trim() || null,
    lead_user_id: values.lead_user_id === '' ? null : Number(values.lead_user_id),
    scope_of_work: values.scope_of_work.trim(),
  };
}

function BranchForm({ branch }: { branch?: Branch }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<Values>(() => initialValues(branch));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ data: customerData }] = useBranchCustomerOptions();
  const [{ data: leadData }] = useBranchLeadOptions(values.customer_id, branch?.id);
  const [created, createBranch] = useCreateBranch();
  const [updated, updateBranch] = useUpdateBranch();
  const saving = created.fetching || updated.fetching;

  // A caller with one customer (a customer admin) gets it chosen for them.
  const customers = customerData?.branchCustomerOptions;
  const onlyCustomer = customers?.length === 1 ? customers[0]?.id : undefined;
  if (!branch && onlyCustomer && values.customer_id === '') setValues((v) => ({ ...v, customer_id: onlyCustomer }));

  /** Sets one value; its error clears on the edit (spec §5). A new customer clears the lead. */
  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'customer_id' ? { lead_user_id: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const textField = (field: Field, label: string, props: { type?: string; required?: boolean; maxLength?: number; helper?: string } = {}) => (
    <FormField label={label} required={props.required ?? false} error={errors[field]} {...(props.helper ? { helper: props.helper } : {})}>
      <Input type={props.type ?? 'text'} value={values[field]} onChange={(event) => set(field, event.target.value)} maxLength={props.maxLength ?? 100} />
    </FormField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate<Field>(values, { customer_id: required(), name: required(), email: optionalEmail, phone: optionalPhone });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toInput(values);
    const result = branch ? await updateBranch({ id: branch.id, input: { ...input, revision: branch.revision } }) : await createBranch({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0 || failure.status === 403) setFormError(failure.message);
      return;
    }
    notify({ severity: 'success', body: branch ? 'Branch updated successfully' : 'Branch created successfully' });
    navigate('/branches');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="4xl">
        {formError && <FailureAlert message={formError} />}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="Customer" required error={errors.customer_id}>
            <OptionSelect label="Customer" placeholder="Choose a customer" value={values.customer_id} options={customers} onChange={(value) => set('customer_id', value)} />
          </FormField>
          {textField('name', 'Branch name', { required: true })}
          {textField('city', 'City')}
          {textField('email', 'Email', { type: 'email', maxLength: 254 })}
          {textField('phone', 'Phone', { type: 'tel', maxLength: 20, helper: 'Optional + and country code, then 10 digits' })}
          {textField('address', 'Address', { maxLength: 300 })}
          <FormField label="Branch lead" error={errors.lead_user_id} {...(values.customer_id ? {} : { helper: 'Choose a customer first' })}>
            <OptionSelect
              label="Branch lead"
              placeholder="No branch lead"
              value={values.lead_user_id}
              options={values.customer_id ? leadData?.branchLeadOptions : []}
              disabled={values.customer_id === ''}
              onChange={(value) => set('lead_user_id', value)}
            />
          </FormField>
        </Grid>
        <FormField label="Scope of work" error={errors.scope_of_work} helper="Offered when projects of this branch are created">
          <Textarea value={values.scope_of_work} onChange={(event) => set('scope_of_work', event.target.value)} maxLength={5000} rows={4} />
        </FormField>
        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/branches">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {branch ? 'Save Branch' : 'Create Branch'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
