/**
 * /branches: the branches in scope, searched (debounced), filtered by customer, partner, agent, lead
 * and status, sorted and paged, with create, edit, status change and delete — one by one or in bulk —
 * where permitted.
 */
import { useSession } from '../../app/session';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl, toggleControl } from '../../ui/list/row-controls';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import type { Branch } from './branch-fields';
import { ownBranchOnly } from './branch-scope';
import { useBranches, useBranchFilterOptions, useDeleteBranch, useSetBranchStatus, type BranchSort } from './use-branches';

const COLUMNS: ListColumn<Branch>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (branch) => branch.name },
  { id: 'customer', header: 'Customer', sort: 'customer', cell: (branch) => branch.customer.name },
  { id: 'city', header: 'City', sort: 'city', cell: (branch) => branch.city ?? '—' },
  { id: 'email', header: 'Email', hideBelow: 'xl', cell: (branch) => branch.email ?? '—' },
  { id: 'lead', header: 'Branch lead', hideBelow: 'lg', cell: (branch) => branch.lead?.name ?? '—' },
  { id: 'users', header: 'Users', cell: (branch) => branch.user_count },
  { id: 'status', header: 'Status', sort: 'status', cell: (branch) => <StatusBadge status={branch.status} /> },
];

export default function BranchesListScreen() {
  const { permissions, user } = useSession();
  const list = useListState<BranchSort>('name');
  const [{ data: filterData }] = useBranchFilterOptions();

  const filters = filterData?.branchFilterOptions;
  const filter = (name: string, label: string, placeholder: string, options: readonly { id: string; name: string }[] | undefined, width = '44') =>
    (options?.length ?? 0) > 0 || list.filters[name] ? (
      <OptionSelect size="sm" width={width} label={label} placeholder={placeholder} value={list.filters[name] ?? ''} options={options} onChange={(value) => list.setFilter(name, value)} />
    ) : null;

  return (
    <RecordListPage
      title="Manage Branches"
      description="The offices of each customer, their branch lead and standing scope of work."
      access="Branch"
      withheld={ownBranchOnly(user, permissions) ? ['create', 'delete'] : undefined}
      create={{ href: '/branches/create', label: 'Create Branch' }}
      list={list}
      resource="branches"
      query={useBranches(list.variables)}
      pageOf={(data) => data.branches}
      noun={['branch', 'branches']}
      search={{ label: 'Search branches', placeholder: 'Search by name, city or email' }}
      filters={
        <>
          {filter('customer', 'Filter by customer', 'All customers', filters?.customer, '48')}
          {filter('partner', 'Filter by partner', 'All partners', filters?.partner)}
          {filter('agent', 'Filter by agent', 'All agents', filters?.agent)}
          {filter('lead', 'Filter by branch lead', 'All branch leads', filters?.lead)}
          <OptionSelect size="sm" width="36" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </>
      }
      columns={COLUMNS}
      nameOf={(branch) => branch.name}
      editHref={(branch) => `/branches/edit/${branch.id}`}
      status={toggleControl<Branch>('branch', useSetBranchStatus())}
      remove={deleteControl<Branch>('branch', useDeleteBranch(), { name: (branch) => branch.name, detail: (branch) => ` of ${branch.customer.name}`, done: 'Branch deleted successfully' })}
      bulk={{ status: true, remove: true }}
    />
  );
}
