/**
 * /partners: the partners in scope, searched (debounced) by name or email, filtered by status, sorted
 * and paged, with create, edit, status change and delete — one by one or in bulk — where the Partner
 * permission allows.
 */
import { Link as TextLink } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { NameWithLine, SubLine } from '../../ui/list/cells';
import { kitControls } from '../../ui/list/row-controls';
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
    cell: (partner) => <NameWithLine name={partner.name} line={partner.website} />,
  },
  {
    id: 'contact',
    header: 'Contact',
    cell: (partner) => (
      <>
        <TextLink href={`mailto:${partner.email}`} color="fg">
          {partner.email}
        </TextLink>
        {partner.phone && <SubLine>{partner.phone}</SubLine>}
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

  return (
    <RecordListPage
      title="Manage Partners"
      description="Resellers, their contacts, prices and documents."
      access="Partner"
      create={{ href: '/partners/create', label: 'Create Partner' }}
      list={list}
      resource="partners"
      query={usePartners(listVariables<PartnersVariables>(list, { status: 'text' }))}
      pageOf={(data) => data.partners}
      noun={['partner', 'partners']}
      search={{ label: 'Search partners', placeholder: 'Search by name or email' }}
      filters={<OptionSelect size="sm" width="44" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />}
      columns={COLUMNS}
      nameOf={(partner) => partner.name}
      editHref={(partner) => `/partners/edit/${partner.id}`}
      {...kitControls<Partner>('partner', useDeletePartner(), useSetPartnerStatus())}
      bulk={{ status: true, remove: true }}
    />
  );
}
