/**
 * /partners: the partners in scope, searched (debounced) by name or email, filtered by status, sorted
 * and paged, with create, edit, status change and delete — one by one or in bulk — where the Partner
 * permission allows.
 */
import { Link as TextLink } from '@chakra-ui/react';
import { nameColumn, statusColumn, SubLine } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { StatusFilter } from '../../ui/list/filters';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { kitControls } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import { usDay } from '../../ui/format';
import type { Partner, PartnerSort } from './partner-fields';
import { useDeletePartner, usePartners, useSetPartnerStatus, type PartnersVariables } from './use-partners';

const COLUMNS: ListColumn<Partner>[] = [
  nameColumn((partner) => partner.website),
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
  statusColumn(),
  { id: 'created', header: 'Created', sort: 'created', hideBelow: 'lg', cell: (partner) => usDay(partner.created_at) },
];

export default function PartnersListScreen() {
  const list = useListState<PartnerSort>('name');
  return (
    <RecordListPage
      path="/partners"
      description="Resellers, their contacts, prices and documents."
      resource="partners"
      list={list}
      query={usePartners(listVariables<PartnersVariables>(list, { status: 'text' }))}
      search="Search by name or email"
      filters={<StatusFilter list={list} />}
      columns={COLUMNS}
      {...kitControls<Partner>(useDeletePartner(), useSetPartnerStatus())}
    />
  );
}
