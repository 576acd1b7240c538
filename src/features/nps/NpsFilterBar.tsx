/**
 * The filter row of /nps and /nps/nps-details: customer (not for customer users, who see their own
 * only), branch (not for users held to their branch), user, and the days the reviews were made.
 */
import { Field, Grid, Input } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { OptionSelect, type SelectOption } from '../../ui/records/OptionSelect';
import type { NpsFilterName, NpsFilterState } from './nps-filters';
import { useNpsFilterOptions } from './use-nps';

const asOptions = (rows: readonly { id: number | string; name: string }[] | undefined): SelectOption[] | undefined => rows?.map((row) => ({ id: String(row.id), name: row.name }));

export function NpsFilterBar({ state }: { state: NpsFilterState }) {
  const { user } = useSession();
  const { values, set, error } = state;
  const customerUser = user?.customer_id !== null && user?.customer_id !== undefined;
  const ownBranchOnly = customerUser && user?.type !== 'Customer Admin';
  const [{ data }] = useNpsFilterOptions(values.customer ? Number(values.customer) : null, values.branch ? Number(values.branch) : null);

  const day = (name: NpsFilterName, label: string, message: string | null) => (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="sm" type="date" value={values[name]} onChange={(event) => set(name, event.target.value)} />
      <Field.ErrorText color="red.700">{message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(5, minmax(0, 1fr))' }} gap="3" alignItems="end" mb="6" role="group" aria-label="Filters">
      {!customerUser && (
        <Field.Root>
          <Field.Label textStyle="sm">Customer</Field.Label>
          <OptionSelect size="sm" label="Filter by customer" placeholder="All customers" value={values.customer} options={asOptions(data?.npsFilterCustomers)} onChange={(value) => set('customer', value)} />
        </Field.Root>
      )}
      {!ownBranchOnly && (
        <Field.Root>
          <Field.Label textStyle="sm">Branch</Field.Label>
          <OptionSelect size="sm" label="Filter by branch" placeholder="All branches" value={values.branch} options={asOptions(data?.npsFilterBranches)} onChange={(value) => set('branch', value)} />
        </Field.Root>
      )}
      <Field.Root>
        <Field.Label textStyle="sm">User</Field.Label>
        <OptionSelect size="sm" label="Filter by user" placeholder="All users" value={values.user} options={asOptions(data?.npsFilterUsers)} onChange={(value) => set('user', value)} />
      </Field.Root>
      {day('filter_start_date', 'From', null)}
      {day('filter_end_date', 'To', error)}
    </Grid>
  );
}
