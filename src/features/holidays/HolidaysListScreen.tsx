/** /holidays: the holidays of one year or all, searched (debounced), sorted by start date or name and paged, with create, edit and delete (also in bulk) where permitted. */
import { NativeSelect, Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { listVariables } from '../../ui/list/list-variables';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import { formatSpan, type Holiday } from './holiday-fields';
import { useDeleteHoliday, useHolidays, type HolidaySort, type HolidaysVariables } from './use-holidays';

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
  const list = useListState<HolidaySort>('holiday_from');
  return (
    <RecordListPage
      path="/holidays"
      description="Days the office is closed; users get a reminder a week before."
      resource="holidays"
      list={list}
      query={useHolidays(listVariables<HolidaysVariables>(list, { year: 'number' }))}
      search="Search by name or message"
      filters={
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field aria-label="Year" value={list.filters.year ?? ''} onChange={(event) => list.setFilter('year', event.target.value)}>
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
      remove={deleteControl<Holiday>(useDeleteHoliday(), { detail: (holiday) => ` (${formatSpan(holiday)})`, done: 'Holiday deleted successfully' })}
    />
  );
}
