/** /holidays: the holidays of one year or all, searched (debounced), sorted by start date or name and paged, with create, edit and delete where permitted. */
import { useState } from 'react';
import { Button, Flex, NativeSelect, Table } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { useListState } from '../../ui/records/use-list-state';
import { ActionsCell, EditLink, DeleteButton } from '../../ui/records/RowActions';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteHolidayDialog } from './DeleteHolidayDialog';
import { formatSpan, type Holiday } from './holiday-fields';
import { useHolidays, type HolidaySort } from './use-holidays';

/** Last year to three years ahead: holidays are planned, rarely looked up long after. */
function yearChoices(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year - 1, year, year + 1, year + 2, year + 3];
}

export default function HolidaysListScreen() {
  useDocumentTitle('Manage Holidays');
  const { permissions } = useSession();
  const list = useListState<HolidaySort>('holiday_from');
  const year = list.filters.year;
  const { pageNumber, pageSize, search, sort } = list.variables;
  const [{ data, fetching, error }] = useHolidays({ pageNumber, pageSize, sort, ...(search ? { search } : {}), ...(year ? { year: Number(year) } : {}) });
  const [deleting, setDeleting] = useState<Holiday | null>(null);

  const holidays = data?.holidays;
  const mayCreate = can(permissions, 'Holiday', 'create');
  const mayUpdate = can(permissions, 'Holiday', 'update');
  const mayDelete = can(permissions, 'Holiday', 'delete');

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Holidays" description="Days the office is closed; users get a reminder a week before." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/holidays/create">Create Holiday</Link>
          </Button>
        )}
      </Flex>

      <ListPanel>
        <ListToolbar label="Search holidays" placeholder="Search by name or message" list={list} refreshing={fetching && Boolean(holidays)} views="holidays">
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field aria-label="Year" value={year ?? ''} onChange={(event) => list.setFilter('year', event.target.value)}>
              <option value="">All years</option>
              {yearChoices().map((choice) => (
                <option key={choice} value={String(choice)}>
                  {choice}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!holidays} empty={holidays?.data.length === 0} noun="holidays" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="holiday_name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="holiday_from">
                  Dates
                </SortHeader>
                <Table.ColumnHeader>Message</Table.ColumnHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {holidays?.data.map((holiday) => (
                <Table.Row key={holiday.id}>
                  <Table.Cell fontWeight="medium">{holiday.holiday_name}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatSpan(holiday)}</Table.Cell>
                  <Table.Cell color="fg.muted" maxW="md" truncate title={holiday.message}>
                    {holiday.message}
                  </Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <ActionsCell>
                      {mayUpdate && <EditLink href={`/holidays/edit/${holiday.id}`} name={holiday.holiday_name} />}
                      {mayDelete && <DeleteButton name={holiday.holiday_name} onClick={() => setDeleting(holiday)} />}
                    </ActionsCell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={holidays} noun={['holiday', 'holidays']} />
      </ListPanel>

      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
