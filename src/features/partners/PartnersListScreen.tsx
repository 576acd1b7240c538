/**
 * /partners: the partners in scope, searched (debounced) by name or email, filtered by status, sorted
 * and paged, with create, edit, status change and delete where the Partner permission allows.
 */
import { useState } from 'react';
import { Button, Flex, Link as TextLink, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
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
  const [{ data, fetching, error }] = usePartners(variables);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const [changing, setChanging] = useState<Partner | null>(null);
  const [deleted, deletePartner] = useDeletePartner();
  const [statusChanged, setPartnerStatus] = useSetPartnerStatus();
  const partners = data?.partners;
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

      <ListPanel>
        <ListToolbar label="Search partners" placeholder="Search by name or email" list={list} refreshing={fetching && Boolean(partners)} views="partners">
          <OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!partners} empty={partners?.data.length === 0} noun="partners" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <Table.ColumnHeader>Contact</Table.ColumnHeader>
                <Table.ColumnHeader>Customers</Table.ColumnHeader>
                <Table.ColumnHeader>Agents</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <SortHeader list={list} field="created">
                  Created
                </SortHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {partners?.data.map((partner) => (
                <Table.Row key={partner.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{partner.name}</Text>
                    {partner.website && (
                      <Text color="fg.muted" textStyle="xs">
                        {partner.website}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <TextLink href={`mailto:${partner.email}`} color="fg">
                      {partner.email}
                    </TextLink>
                    {partner.phone && (
                      <Text color="fg.muted" textStyle="xs">
                        {partner.phone}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{partner.customer_count}</Table.Cell>
                  <Table.Cell>{partner.agent_count}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={partner.status} />
                  </Table.Cell>
                  <Table.Cell>{usDay(partner.created_at)}</Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <RecordRowActions
                      name={partner.name}
                      editHref={mayUpdate ? `/partners/edit/${partner.id}` : undefined}
                      onStatus={mayUpdate ? () => setChanging(partner) : undefined}
                      onDelete={mayDelete ? () => setDeleting(partner) : undefined}
                    />
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={partners} noun={['partner', 'partners']} />
      </ListPanel>

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
