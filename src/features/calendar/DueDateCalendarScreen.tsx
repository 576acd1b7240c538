/**
 * /duedate-calendar (spec §2.4, §7.11): the projects' due dates in a month or a week view. Each
 * event shows its code and name and opens the project. Sundays, holidays (named), past days and
 * today are shown blocked, as every due-date picker blocks them. Moving to another month or week
 * loads that range from /calendar/monthview or /calendar/weekview.
 */
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, type DateHeaderProps, type EventProps, type HeaderProps, type View } from 'react-big-calendar';
import { Box, Flex, HStack, Spinner, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Link } from 'wouter';
import { holidayOn, todayIn } from '../../domain/due-dates';
import { useBlockedDays, type NamedHoliday } from '../../gateway/resources/calendar';
import { PageHeader } from '../../ui/PageHeader';
import { LoadFailure } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { BLOCK_LABELS, blockedLabel, dateOf, isoDayOf, visibleRange, type CalendarView } from './calendar-days';
import { calendarStyles } from './calendar-styles';
import { useCalendarEvents, type CalendarEvent } from './use-calendar-events';

const localizer = dayjsLocalizer(dayjs);

export const CALENDAR_TITLE = 'Duedate Calendar';

interface DueEvent {
  event: CalendarEvent;
  start: Date;
  end: Date;
  title: string;
}

function EventLink({ event }: EventProps<DueEvent>) {
  return (
    <Link href={`/projects/view/${event.event.id}/`} className="due-event-link" title={`${event.title} (${event.event.customer.name})`}>
      <chakra.span fontWeight="semibold">{event.event.code}</chakra.span> {event.event.name}
    </Link>
  );
}

/** Why a shown day is blocked, for the day headers react-big-calendar renders. */
const BlockedDays = createContext<(date: Date) => string | null>(() => null);

/** Reasons every blocked cell would repeat (its hatching shows them): read out, not written. */
const QUIET_REASONS = new Set([BLOCK_LABELS.past, BLOCK_LABELS.sunday]);

function BlockedReason({ date, children }: { date: Date; children: ReactNode }) {
  const reason = useContext(BlockedDays)(date);
  return (
    <Box data-day={isoDayOf(date)} data-blocked={reason ?? undefined} title={reason ? `Blocked: ${reason}` : undefined}>
      {children}
      {reason &&
        (QUIET_REASONS.has(reason) ? (
          <VisuallyHidden>, blocked: {reason}</VisuallyHidden>
        ) : (
          <Text as="span" display="block" className="due-blocked-reason" textStyle="2xs" lineHeight="short" truncate>
            {reason}
          </Text>
        ))}
    </Box>
  );
}

/**
 * react-big-calendar marks its grid up as an ARIA table whose rows hold events and links outside any
 * cell, which assistive technology reads as a broken table; without the roles it reads as the plain
 * day headers and links it is.
 */
function useBrokenTableRolesRemoved(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const strip = () => {
      for (const element of root.querySelectorAll('[role="table"], [role="rowgroup"], [role="row"], [role="cell"], [role="columnheader"]')) element.removeAttribute('role');
      for (const element of root.querySelectorAll('[aria-sort]')) element.removeAttribute('aria-sort');
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-sort'] });
    return () => observer.disconnect();
  }, [ref]);
}

// A month cell's number (or a week column's day), with the reason it is blocked under it.
const MonthDateHeader = ({ date, label }: DateHeaderProps) => (
  <BlockedReason date={date}>
    <span>{label}</span>
  </BlockedReason>
);
const WeekHeader = ({ date, label }: HeaderProps) => (
  <BlockedReason date={date}>
    <span>{label}</span>
  </BlockedReason>
);

const COMPONENTS = { event: EventLink, month: { dateHeader: MonthDateHeader }, week: { header: WeekHeader } };

export default function DueDateCalendarScreen() {
  useDocumentTitle(CALENDAR_TITLE);
  const [view, setView] = useState<CalendarView>('month');
  const [day, setDay] = useState(() => todayIn());
  const range = visibleRange(view, day);
  const { events, fetching, error, retry } = useCalendarEvents(range);
  const { blocked } = useBlockedDays(range.from, range.to);
  const today = blocked?.today ?? todayIn();
  const holidays: readonly NamedHoliday[] = blocked?.holidays ?? [];
  const calendarBox = useRef<HTMLDivElement>(null);
  useBrokenTableRolesRemoved(calendarBox);

  const dueEvents = useMemo<DueEvent[]>(
    () => events.map((event) => ({ event, start: dateOf(event.due_date), end: dateOf(event.due_date), title: `${event.code} ${event.name}` })),
    [events],
  );

  const blockedOf = (date: Date) => blockedLabel(isoDayOf(date), today, holidays);
  const dayProps = (date: Date) => {
    const iso = isoDayOf(date);
    if (!blockedLabel(iso, today, holidays)) return {};
    return { className: holidayOn(iso, holidays) ? 'due-blocked due-holiday' : 'due-blocked' };
  };

  return (
    <Box css={calendarStyles}>
      <PageHeader title={CALENDAR_TITLE} description="Projects by due date. Sundays, holidays, past days and today are blocked for due dates." />
      <LoadFailure error={error} onRetry={retry} />
      <HStack gap="4" mb="3" textStyle="sm" color="fg.muted" wrap="wrap" aria-label="Legend">
        <HStack gap="1.5">
          <Box w="3.5" h="3.5" borderRadius="sm" className="due-legend-blocked" aria-hidden="true" />
          <span>Blocked day</span>
        </HStack>
        <HStack gap="1.5">
          <Box w="3.5" h="3.5" borderRadius="sm" className="due-legend-holiday" aria-hidden="true" />
          <span>Holiday</span>
        </HStack>
        <HStack gap="1.5">
          <Box w="3.5" h="3.5" borderRadius="sm" className="due-legend-event" aria-hidden="true" />
          <span>Project due</span>
        </HStack>
        {fetching && (
          <Flex gap="1.5" align="center" role="status">
            <Spinner size="xs" /> Loading due dates…
          </Flex>
        )}
      </HStack>
      <BlockedDays.Provider value={blockedOf}>
      <Box ref={calendarBox} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p={{ base: '2', md: '4' }} data-testid="due-calendar">
        <Calendar<DueEvent>
          localizer={localizer}
          events={dueEvents}
          date={dateOf(day)}
          view={view}
          views={['month', 'week']}
          onNavigate={(date) => setDay(isoDayOf(date))}
          onView={(next: View) => setView(next === 'week' ? 'week' : 'month')}
          startAccessor="start"
          endAccessor="end"
          titleAccessor="title"
          allDayAccessor={() => true}
          getNow={() => dateOf(today)}
          dayPropGetter={dayProps}
          slotPropGetter={dayProps}
          popup
          drilldownView={null}
          style={{ height: view === 'month' ? 720 : 560 }}
          messages={{ noEventsInRange: 'No projects are due in this range.', showMore: (count) => `+${count} more` }}
          components={COMPONENTS}
        />
      </Box>
      </BlockedDays.Provider>
    </Box>
  );
}
