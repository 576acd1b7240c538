/** /holidays: the holidays of one year or all, searched (debounced), sorted by start date or name and paged, with create, edit and delete (also in bulk) where permitted. */
import { useState } from 'react';
import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { useListState } from '../../ui/records/use-list-state';
import { DeleteButton, EditLink } from '../../ui/records/RowActions';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteHolidayDialog } from './DeleteHolidayDialog';
import { formatSpan, type Holiday } from './holiday-fields';
import { useHolidays, type HolidaySort } from './use-holidays';

/** Last year to three years ahead: holidays are planned, rarely looked up long after. */
function yearChoices(now = new Date()): number[] {
  const year = now.getFullYear();
  return [year - 1, year, year + 1, year + 2, year + 3];
}

const COLUMNS: ListColumn<Holiday>[] = [
  { id: 'name', header: 'Name', sort: 'holiday_name', primary: true, cell: (holiday) => holiday.holiday_name },
  { id: 'dates', header: 'Dates', sort: 'holiday_from', cell: (holiday) => <Text whiteSpace="nowrap">{formatSpan(holiday)}</Text> },
  {
    id: 'message',
    header: 'Message',
    cell: (holiday) => (
      <Text color="fg.muted" maxW="md" truncate title={holiday.message}>
        {holiday.message}
      </Text>
    ),
  },
];

export default function HolidaysListScreen() {
  useDocumentTitle('Manage Holidays');
  const { permissions } = useSession();
  const list = useListState<HolidaySort>('holiday_from');
  const year = list.filters.year;
  const { pageNumber, pageSize, search, sort } = list.variables;
  const [{ data, fetching, error }, reexecute] = useHolidays({ pageNumber, pageSize, sort, ...(search ? { search } : {}), ...(year ? { year: Number(year) } : {}) });
  const [deleting, setDeleting] = useState<Holiday | null>(null);

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

      <RecordListView
        list={list}
        views="holidays"
        exportPath="holidays"
        state={{ page: data?.holidays, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['holiday', 'holidays']}
        search={{ label: 'Search holidays', placeholder: 'Search by name or message' }}
        filters={
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
        }
        columns={COLUMNS}
        nameOf={(holiday) => holiday.holiday_name}
        bulk={{ resource: 'holidays', remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (holiday) => (
                <>
                  {mayUpdate && <EditLink href={`/holidays/edit/${holiday.id}`} name={holiday.holiday_name} />}
                  {mayDelete && <DeleteButton name={holiday.holiday_name} onClick={() => setDeleting(holiday)} />}
                </>
              )
            : undefined
        }
      />

      <DeleteHolidayDialog holiday={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
