/**
 * /partners: the partners in scope, searched (debounced) by name or email, filtered by status, sorted
 * and paged, with create, edit, status change and delete — one by one or in bulk — where the Partner
 * permission allows.
 */
import { Link as TextLink, Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { kitControls } from '../../ui/list/kit-controls';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { OptionSelect } from '../../ui/records/OptionSelect';
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
  const list = useListState<PartnerSort>('name');
  const [{ data, fetching, error }, reexecute] = usePartners(listVariables<PartnersVariables>(list, { status: 'text' }));

  return (
    <RecordListPage
      title="Manage Partners"
      description="Resellers, their contacts, prices and documents."
      access="Partner"
      create={{ href: '/partners/create', label: 'Create Partner' }}
      list={list}
      views="partners"
      exportPath="partners"
      state={{ page: data?.partners, fetching, error }}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      noun={['partner', 'partners']}
      search={{ label: 'Search partners', placeholder: 'Search by name or email' }}
      filters={<OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />}
      columns={COLUMNS}
      nameOf={(partner) => partner.name}
      editHref={(partner) => `/partners/edit/${partner.id}`}
      {...kitControls<Partner>('partner', useDeletePartner(), useSetPartnerStatus())}
      bulk={{ resource: 'partners', status: true, remove: true }}
    />
  );
}
