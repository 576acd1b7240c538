/**
 * /branches: the branches in scope, searched (debounced), filtered by customer, partner, agent, lead
 * and status, sorted and paged, with create, edit, status change and delete — one by one or in bulk —
 * where permitted.
 */
import { useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { DeleteButton, EditLink, StatusToggleButton } from '../../ui/records/RowActions';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BranchStatusDialog, DeleteBranchDialog, type BranchStatusChange } from './BranchDialogs';
import type { Branch } from './branch-fields';
import { ownBranchOnly } from './branch-scope';
import { useBranches, useBranchFilterOptions, type BranchSort } from './use-branches';

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
  useDocumentTitle('Manage Branches');
  const { permissions, user } = useSession();
  const list = useListState<BranchSort>('name');
  const [{ data, fetching, error }, reexecute] = useBranches(list.variables);
  const [{ data: filterData }] = useBranchFilterOptions();
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [statusChange, setStatusChange] = useState<BranchStatusChange | null>(null);

  const filters = filterData?.branchFilterOptions;
  const ownOnly = ownBranchOnly(user, permissions);
  const mayCreate = can(permissions, 'Branch', 'create') && !ownOnly;
  const mayUpdate = can(permissions, 'Branch', 'update');
  const mayDelete = can(permissions, 'Branch', 'delete') && !ownOnly;
  const filter = (name: string, label: string, placeholder: string, options: readonly { id: string; name: string }[] | undefined, width = '44') =>
    (options?.length ?? 0) > 0 || list.filters[name] ? (
      <OptionSelect size="sm" width={width} label={label} placeholder={placeholder} value={list.filters[name] ?? ''} options={options} onChange={(value) => list.setFilter(name, value)} />
    ) : null;

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Branches" description="The offices of each customer, their branch lead and standing scope of work." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/branches/create">Create Branch</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        list={list}
        views="branches"
        exportPath="branches"
        state={{ page: data?.branches, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
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
        bulk={{ resource: 'branches', status: mayUpdate, remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (branch) => (
                <>
                  {mayUpdate && <EditLink href={`/branches/edit/${branch.id}`} name={branch.name} />}
                  {mayUpdate && <StatusToggleButton name={branch.name} status={branch.status} onClick={() => setStatusChange({ branch, status: branch.status === 'active' ? 'inactive' : 'active' })} />}
                  {mayDelete && <DeleteButton name={branch.name} onClick={() => setDeleting(branch)} />}
                </>
              )
            : undefined
        }
      />

      <DeleteBranchDialog branch={deleting} onClose={() => setDeleting(null)} />
      <BranchStatusDialog change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
