/**
 * The due-date field of every project form (spec §2.4, §9): a text field that takes MM/DD/YYYY and a
 * popover with a month grid (WAI-ARIA date-picker dialog: arrows, Home/End, PageUp/PageDown). Sundays,
 * holidays, past days and today are blocked as the server blocks them: such a cell is aria-disabled
 * with its reason as title, and a typed blocked day gets the reason as the field's message.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Field, Flex, IconButton, Input, InputGroup, Popover, Portal, Text, chakra } from '@chakra-ui/react';
import { addDays, todayIn, weekdayOf, type HolidayRange } from '../../domain/due-dates';
import { useBlockedDays, type NamedHoliday } from '../../gateway/resources/calendar';
import { CalendarIcon, ChevronLeftIcon } from '../icons';
import { blockedDayMessage, dayLabel, formatUsDay, monthLabel, monthOf, monthWeeks, parseUsDay, shiftMonth, TYPED_DAY_MESSAGE } from './month-grid';

export interface DueDatePickerProps {
  label: string;
  /** The chosen day, `YYYY-MM-DD`, or null/'' when none. */
  value: string | null;
  /** A typed or picked day (`YYYY-MM-DD`), or '' when the text is cleared or not a day. */
  onChange(day: string): void;
  error?: string | undefined;
  required?: boolean;
  /** Holidays to block instead of the server's (e.g. a form that already has them). */
  holidays?: HolidayRange[];
}

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** Where each navigation key moves the focused day. */
function movedDay(day: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
    case 'PageDown': {
      const month = shiftMonth(monthOf(day), (key === 'PageUp' ? -1 : 1) * (shift ? 12 : 1));
      // The same day number, or the month's last day when the month is shorter.
      const lastDay = Number(addDays(`${shiftMonth(month, 1)}-01`, -1).slice(8, 10));
      return `${month}-${String(Math.min(Number(day.slice(8, 10)), lastDay)).padStart(2, '0')}`;
    }
    default:
      return null;
  }
}

export function DueDatePicker({ label, value, onChange, error, required, holidays }: DueDatePickerProps) {
  const id = useId();
  const headingId = `${id}-month`;
  const messageId = `${id}-message`;
  const day = value || null;
  const [text, setText] = useState(day ? formatUsDay(day) : '');
  const [shownDay, setShownDay] = useState(day);
  const [typedError, setTypedError] = useState<string | null>(null);
  // Whether the user chose the day here: an edit form's old due date is not flagged until changed.
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(monthOf(day ?? todayIn()));
  const [focused, setFocused] = useState(day ?? todayIn());
  const grid = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // A value set from outside (a loaded record, a reset) replaces the text.
  if (day !== shownDay) {
    setShownDay(day);
    if (day !== parseUsDay(text)) setText(day ? formatUsDay(day) : '');
    if (day) {
      setMonth(monthOf(day));
      setFocused(day);
    }
  }

  const weeks = monthWeeks(month);
  const first = weeks[0]?.[0] ?? `${month}-01`;
  const last = weeks.at(-1)?.[6] ?? `${month}-28`;
  const { blocked } = useBlockedDays(first, last);
  // Keep the last known server day and holidays while another month loads.
  const known = useRef<{ today: string; holidays: NamedHoliday[] } | null>(null);
  if (blocked) known.current = blocked;
  const today = known.current?.today ?? todayIn();
  const blockedBy: readonly (HolidayRange & { name?: string })[] = holidays ?? known.current?.holidays ?? [];

  const reasonOf = (candidate: string) => blockedDayMessage(candidate, today, blockedBy);
  const message = error || typedError || (touched && day ? reasonOf(day) : null) || undefined;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const choose = (picked: string) => {
    setTouched(true);
    setTypedError(null);
    setText(formatUsDay(picked));
    setShownDay(picked);
    onChange(picked);
  };

  const pick = (candidate: string) => {
    if (reasonOf(candidate)) return;
    choose(candidate);
    setOpen(false);
  };

  const type = (typed: string) => {
    setText(typed);
    setTouched(true);
    setTypedError(null);
    const parsed = parseUsDay(typed);
    if (parsed) {
      setMonth(monthOf(parsed));
      setFocused(parsed);
    }
    if (parsed !== day) {
      setShownDay(parsed);
      onChange(parsed ?? '');
    }
  };

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = movedDay(focused, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const turnMonth = (n: number) => {
    const next = shiftMonth(month, n);
    setMonth(next);
    setFocused(`${next}-01`);
  };

  return (
    <Field.Root invalid={Boolean(message)} required={required ?? false}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Popover.Root
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          if (details.open) {
            const start = day ?? addDays(today, 1);
            setMonth(monthOf(start));
            setFocused(start);
          }
        }}
        initialFocusEl={() => grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]') ?? null}
        positioning={{ placement: 'bottom-start' }}
      >
        <InputGroup
          endElement={
            <Popover.Trigger asChild>
              <IconButton variant="ghost" size="sm" me="-2" aria-label={`Choose ${label}`}>
                <CalendarIcon />
              </IconButton>
            </Popover.Trigger>
          }
        >
          <Input
            value={text}
            placeholder="MM/DD/YYYY"
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => type(event.target.value)}
            onBlur={() => {
              if (text.trim() !== '' && !parseUsDay(text)) setTypedError(TYPED_DAY_MESSAGE);
            }}
          />
        </InputGroup>
        <Portal>
          <Popover.Positioner>
            <Popover.Content w="auto" aria-labelledby={headingId} borderWidth="1px" borderColor="border.muted" boxShadow="lg">
              <Popover.Body p="3">
                <Flex align="center" justify="space-between" mb="2" gap="2">
                  <IconButton variant="ghost" size="sm" aria-label="Previous month" onClick={() => turnMonth(-1)}>
                    <ChevronLeftIcon />
                  </IconButton>
                  <Text id={headingId} fontWeight="semibold" aria-live="polite">
                    {monthLabel(month)}
                  </Text>
                  <IconButton variant="ghost" size="sm" aria-label="Next month" onClick={() => turnMonth(1)}>
                    <ChevronLeftIcon transform="rotate(180deg)" />
                  </IconButton>
                </Flex>
                <chakra.table ref={grid} role="grid" aria-labelledby={headingId} onKeyDown={onGridKey} borderCollapse="collapse">
                  <thead>
                    <tr>
                      {WEEKDAYS.map(([short, long]) => (
                        <chakra.th key={long} scope="col" abbr={long} fontSize="xs" fontWeight="medium" color="fg.muted" w="9" h="8">
                          {short}
                        </chakra.th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {weeks.map((week) => (
                      <tr key={week[0]}>
                        {week.map((cell) =>
                          monthOf(cell) !== month ? (
                            <td key={cell} />
                          ) : (
                            <DayCell key={cell} day={cell} reason={reasonOf(cell)} selected={cell === day} today={cell === today} focusable={cell === focused} onPick={pick} />
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </chakra.table>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Field.ErrorText id={messageId} color="red.700">
        {message}
      </Field.ErrorText>
    </Field.Root>
  );
}

function DayCell({ day, reason, selected, today, focusable, onPick }: { day: string; reason: string | null; selected: boolean; today: boolean; focusable: boolean; onPick(day: string): void }) {
  return (
    <td role="gridcell" aria-selected={selected}>
      <chakra.button
        type="button"
        data-day={day}
        tabIndex={focusable ? 0 : -1}
        aria-disabled={reason ? true : undefined}
        aria-current={today ? 'date' : undefined}
        aria-label={reason ? `${dayLabel(day)}, blocked: ${reason}` : dayLabel(day)}
        title={reason ?? undefined}
        onClick={() => onPick(day)}
        w="9"
        h="9"
        borderRadius="md"
        fontSize="sm"
        cursor={reason ? 'not-allowed' : 'pointer'}
        bg={selected ? 'brand.solid' : reason ? 'bg.muted' : 'transparent'}
        color={selected ? 'brand.contrast' : reason ? 'fg.muted' : 'fg'}
        textDecoration={reason ? 'line-through' : undefined}
        fontWeight={today ? 'bold' : undefined}
        borderWidth={today ? '1px' : '0'}
        borderColor="border.emphasized"
        _hover={reason || selected ? undefined : { bg: 'brand.subtle' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
      >
        {Number(day.slice(8, 10))}
      </chakra.button>
    </td>
  );
}
