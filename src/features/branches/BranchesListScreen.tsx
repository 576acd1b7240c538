/**
 * /branches: the branches in scope, searched (debounced), filtered by customer, partner, agent, lead
 * and status, sorted and paged, with create, edit, status change and delete — one by one or in bulk —
 * where permitted.
 */
import { useSession } from '../../app/session';
import { nameColumn, statusColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl, toggleControl } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import type { Branch } from './branch-fields';
import { ownBranchOnly } from './branch-scope';
import { useBranches, useBranchFilterOptions, useDeleteBranch, useSetBranchStatus, type BranchSort } from './use-branches';

const COLUMNS: ListColumn<Branch>[] = [
  nameColumn(),
  { id: 'customer', header: 'Customer', sort: 'customer', cell: (branch) => branch.customer.name },
  { id: 'city', header: 'City', sort: 'city', cell: (branch) => branch.city ?? '—' },
  { id: 'email', header: 'Email', hideBelow: 'xl', cell: (branch) => branch.email ?? '—' },
  { id: 'lead', header: 'Branch lead', hideBelow: 'lg', cell: (branch) => branch.lead?.name ?? '—' },
  { id: 'users', header: 'Users', cell: (branch) => branch.user_count },
  statusColumn(true),
];

export default function BranchesListScreen() {
  const { permissions, user } = useSession();
  const list = useListState<BranchSort>('name');
  const [{ data }] = useBranchFilterOptions();
  const options = data?.branchFilterOptions;
  return (
    <RecordListPage
      path="/branches"
      description="The offices of each customer, their branch lead and standing scope of work."
      withheld={ownBranchOnly(user, permissions) ? ['create', 'delete'] : undefined}
      resource="branches"
      list={list}
      query={useBranches(list.variables)}
      search="Search by name, city or email"
      filters={
        <>
          {/* Only the filters with something to choose from (a Branch Lead's scope is one customer). */}
          <FilterSelect list={list} name="customer" label="Filter by customer" placeholder="All customers" options={options?.customer} width="48" atLeast={1} />
          <FilterSelect list={list} name="partner" label="Filter by partner" placeholder="All partners" options={options?.partner} atLeast={1} />
          <FilterSelect list={list} name="agent" label="Filter by agent" placeholder="All agents" options={options?.agent} atLeast={1} />
          <FilterSelect list={list} name="lead" label="Filter by branch lead" placeholder="All branch leads" options={options?.lead} atLeast={1} />
          <StatusFilter list={list} width="36" />
        </>
      }
      columns={COLUMNS}
      status={toggleControl<Branch>(useSetBranchStatus())}
      remove={deleteControl<Branch>(useDeleteBranch(), { detail: (branch) => ` of ${branch.customer.name}`, done: 'Branch deleted successfully' })}
    />
  );
}
