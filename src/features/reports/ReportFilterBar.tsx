/**
 * The filters every report takes: partner, customer, branch, service and a day range. Choosing a
 * partner narrows the customers and clears the customer and branch; choosing a customer narrows the
 * branches. Pickers a user has no choice in (a customer user's own customer, a branch user's branch)
 * are left out; the server holds everyone to their scope whatever is sent.
 */
import { Field, Input } from '@chakra-ui/react';
import { REPORT_DATE_LABELS, type ReportKind } from '../../domain/reports';
import { OptionSelect, type SelectOption } from '../../ui/records/OptionSelect';
import type { ListState } from '../../ui/records/use-list-state';
import { useReportOptions } from './use-reports';

export interface ShownFilters {
  partner: boolean;
  customer: boolean;
  branch: boolean;
}

const asOptions = (rows: { id: number; name: string }[] | undefined): SelectOption[] | undefined => rows?.map((row) => ({ id: String(row.id), name: row.name }));

export function ReportFilterBar({ kind, list, shown, rangeError }: { kind: ReportKind; list: ListState<string>; shown: ShownFilters; rangeError: string | null }) {
  const { filters, setFilter } = list;
  const [{ data }] = useReportOptions({ partner: filters.partner, customer: filters.customer }, shown);
  const setPartner = (value: string) => list.setFilters({ partner: value, customer: '', branch: '' });
  const setCustomer = (value: string) => list.setFilters({ customer: value, branch: '' });
  const dayLabel = REPORT_DATE_LABELS[kind];
  const dateFilter = (name: 'filter_start_date' | 'filter_end_date', label: string, error: string | null) => (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <Input size="sm" type="date" value={filters[name] ?? ''} onChange={(event) => setFilter(name, event.target.value)} />
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
  const picker = (label: string, name: string, placeholder: string, options: SelectOption[] | undefined, onChange: (value: string) => void) => (
    <Field.Root>
      <Field.Label textStyle="sm">{label}</Field.Label>
      <OptionSelect size="sm" label={`Filter by ${label.toLowerCase()}`} placeholder={placeholder} value={filters[name] ?? ''} options={options} onChange={onChange} />
    </Field.Root>
  );
  return (
    <>
      {shown.partner && picker('Partner', 'partner', 'All partners', asOptions(data?.reportFilterPartners), setPartner)}
      {shown.customer && picker('Customer', 'customer', 'All customers', asOptions(data?.reportFilterCustomers), setCustomer)}
      {shown.branch && picker('Branch', 'branch', 'All branches', asOptions(data?.reportFilterBranches), (value) => setFilter('branch', value))}
      {picker('Service', 'service', 'All services', asOptions(data?.reportFilterServices), (value) => setFilter('service', value))}
      {dateFilter('filter_start_date', `${dayLabel} From`, null)}
      {dateFilter('filter_end_date', `${dayLabel} To`, rangeError)}
    </>
  );
}
