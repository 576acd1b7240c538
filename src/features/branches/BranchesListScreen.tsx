/**
 * /branches: the branches in scope, searched (debounced), filtered by customer, partner, agent, lead
 * and status, sorted and paged, with create, edit, status change and delete where permitted.
 */
import { useState } from 'react';
import { Button, Flex, Table } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { ActionsCell, EditLink, DeleteButton } from '../../ui/records/RowActions';
import { BranchStatusDialog, DeleteBranchDialog, type BranchStatusChange } from './BranchDialogs';
import type { Branch } from './branch-fields';
import { ownBranchOnly } from './branch-scope';
import { useBranches, useBranchFilterOptions, type BranchSort } from './use-branches';

export default function BranchesListScreen() {
  useDocumentTitle('Manage Branches');
  const { permissions, user } = useSession();
  const list = useListState<BranchSort>('name');
  const [{ data, fetching, error }] = useBranches(list.variables);
  const [{ data: filterData }] = useBranchFilterOptions();
  const [deleting, setDeleting] = useState<Branch | null>(null);
  const [statusChange, setStatusChange] = useState<BranchStatusChange | null>(null);

  const page = data?.branches;
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

      <ListPanel>
        <ListToolbar label="Search branches" placeholder="Search by name, city or email" list={list} refreshing={fetching && Boolean(page)} views="branches">
          {filter('customer', 'Filter by customer', 'All customers', filters?.customer, '48')}
          {filter('partner', 'Filter by partner', 'All partners', filters?.partner)}
          {filter('agent', 'Filter by agent', 'All agents', filters?.agent)}
          {filter('lead', 'Filter by branch lead', 'All branch leads', filters?.lead)}
          <OptionSelect size="sm" width="36" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!page} empty={page?.data.length === 0} noun="branches" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="customer">
                  Customer
                </SortHeader>
                <SortHeader list={list} field="city">
                  City
                </SortHeader>
                <Table.ColumnHeader>Email</Table.ColumnHeader>
                <Table.ColumnHeader>Branch lead</Table.ColumnHeader>
                <Table.ColumnHeader>Users</Table.ColumnHeader>
                <SortHeader list={list} field="status">
                  Status
                </SortHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((branch) => (
                <Table.Row key={branch.id}>
                  <Table.Cell fontWeight="medium">{branch.name}</Table.Cell>
                  <Table.Cell>{branch.customer.name}</Table.Cell>
                  <Table.Cell>{branch.city ?? '—'}</Table.Cell>
                  <Table.Cell>{branch.email ?? '—'}</Table.Cell>
                  <Table.Cell>{branch.lead?.name ?? '—'}</Table.Cell>
                  <Table.Cell>{branch.user_count}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={branch.status} />
                  </Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <ActionsCell>
                      {mayUpdate && <EditLink href={`/branches/edit/${branch.id}`} name={branch.name} />}
                      {mayUpdate && (
                      <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${branch.status === 'active' ? 'Deactivate' : 'Activate'} ${branch.name}`}
                      onClick={() => setStatusChange({ branch, status: branch.status === 'active' ? 'inactive' : 'active' })}
                      >
                      {branch.status === 'active' ? 'Deactivate' : 'Activate'}
                      </Button>
                      )}
                      {mayDelete && <DeleteButton name={branch.name} onClick={() => setDeleting(branch)} />}
                    </ActionsCell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={page} noun={['branch', 'branches']} />
      </ListPanel>

      <DeleteBranchDialog branch={deleting} onClose={() => setDeleting(null)} />
      <BranchStatusDialog change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
