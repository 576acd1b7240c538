/**
 * /partners: the partners in scope, searched (debounced) by name or email, filtered by status, sorted
 * and paged, with create, edit, status change and delete — one by one or in bulk — where the Partner
 * permission allows.
 */
import { useState } from 'react';
import { Button, Flex, Link as TextLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRecordDialog, StatusChangeDialog } from '../../ui/records/RecordDialogs';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { RecordRowActions } from '../../ui/records/RowActions';
import { usDay } from '../../ui/format';
import type { Partner, PartnerSort } from './partner-fields';
import { useDeletePartner, usePartners, useSetPartnerStatus, type PartnersVariables } from './use-partners';

const COLUMNS: ListColumn<Partner>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    primary: true,
    cell: (partner) => (
      <>
        <Text fontWeight="medium">{partner.name}</Text>
        {partner.website && (
          <Text color="fg.muted" textStyle="xs" fontWeight="normal">
            {partner.website}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (partner) => (
      <>
        <TextLink href={`mailto:${partner.email}`} color="fg">
          {partner.email}
        </TextLink>
        {partner.phone && (
          <Text color="fg.muted" textStyle="xs">
            {partner.phone}
          </Text>
        )}
      </>
    ),
  },
  { id: 'customers', header: 'Customers', cell: (partner) => partner.customer_count },
  { id: 'agents', header: 'Agents', cell: (partner) => partner.agent_count },
  { id: 'status', header: 'Status', cell: (partner) => <StatusBadge status={partner.status} /> },
  { id: 'created', header: 'Created', sort: 'created', hideBelow: 'lg', cell: (partner) => usDay(partner.created_at) },
];

export default function PartnersListScreen() {
  useDocumentTitle('Manage Partners');
  const { permissions } = useSession();
  const list = useListState<PartnerSort>('name');
  const { status } = list.filters;
  const variables: PartnersVariables = {
    pageNumber: list.pageNumber,
    pageSize: list.variables.pageSize,
    sort: list.sort,
    ...(list.search ? { search: list.search } : {}),
    ...(status ? { status } : {}),
  };
  const [{ data, fetching, error }, reexecute] = usePartners(variables);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const [changing, setChanging] = useState<Partner | null>(null);
  const [deleted, deletePartner] = useDeletePartner();
  const [statusChanged, setPartnerStatus] = useSetPartnerStatus();
  const mayCreate = can(permissions, 'Partner', 'create');
  const mayUpdate = can(permissions, 'Partner', 'update');
  const mayDelete = can(permissions, 'Partner', 'delete');

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Partners" description="Resellers, their contacts, prices and documents." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/partners/create">Create Partner</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        list={list}
        views="partners"
        exportPath="partners"
        state={{ page: data?.partners, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['partner', 'partners']}
        search={{ label: 'Search partners', placeholder: 'Search by name or email' }}
        filters={<OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />}
        columns={COLUMNS}
        nameOf={(partner) => partner.name}
        bulk={{ resource: 'partners', status: mayUpdate, remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (partner) => (
                <RecordRowActions
                  name={partner.name}
                  editHref={mayUpdate ? `/partners/edit/${partner.id}` : undefined}
                  onStatus={mayUpdate ? () => setChanging(partner) : undefined}
                  onDelete={mayDelete ? () => setDeleting(partner) : undefined}
                />
              )
            : undefined
        }
      />

      <DeleteRecordDialog
        thing="partner"
        name={deleting?.name ?? null}
        busy={deleted.fetching}
        onDelete={async () => {
          const result = await deletePartner({ id: deleting?.id ?? '' });
          return { failure: failureOf(result.error), messages: result.data?.deletePartner.messages };
        }}
        onClose={() => setDeleting(null)}
      />
      <StatusChangeDialog
        thing="partner"
        record={changing}
        busy={statusChanged.fetching}
        onChange={async (next) => {
          const result = await setPartnerStatus({ id: changing?.id ?? '', status: next });
          return { failure: failureOf(result.error) };
        }}
        onClose={() => setChanging(null)}
      />
    </>
  );
}
