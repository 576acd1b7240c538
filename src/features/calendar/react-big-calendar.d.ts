/**
 * The part of react-big-calendar's API the due-date calendar uses. The package ships no types and
 * @types/react-big-calendar is not a dependency; this covers only what the screen calls.
 */
declare module 'react-big-calendar' {
  import type { ComponentType, CSSProperties, ReactElement, SyntheticEvent } from 'react';

  export type View = 'month' | 'week' | 'work_week' | 'day' | 'agenda';
  export type NavigateAction = 'PREV' | 'NEXT' | 'TODAY' | 'DATE';

  export const Views: { readonly MONTH: 'month'; readonly WEEK: 'week'; readonly WORK_WEEK: 'work_week'; readonly DAY: 'day'; readonly AGENDA: 'agenda' };

  /** Opaque: made by one of the localizer factories. */
  export interface DateLocalizer {
    readonly startOfWeek: (culture?: string) => number;
  }

  export function dayjsLocalizer(dayjs: unknown): DateLocalizer;

  export interface PropsOfDay {
    className?: string;
    style?: CSSProperties;
  }

  export interface EventProps<E> {
    event: E;
    title: string;
  }

  export interface DateHeaderProps {
    date: Date;
    label: string;
    isOffRange: boolean;
  }

  export interface HeaderProps {
    date: Date;
    label: string;
  }

  export interface CalendarProps<E extends object> {
    localizer: DateLocalizer;
    events: E[];
    date?: Date;
    view?: View;
    views?: View[];
    defaultView?: View;
    onNavigate?: (date: Date, view: View, action: NavigateAction) => void;
    onView?: (view: View) => void;
    startAccessor?: ((event: E) => Date) | keyof E;
    endAccessor?: ((event: E) => Date) | keyof E;
    titleAccessor?: ((event: E) => string) | keyof E;
    tooltipAccessor?: ((event: E) => string) | keyof E;
    allDayAccessor?: ((event: E) => boolean) | keyof E;
    onSelectEvent?: (event: E, e: SyntheticEvent) => void;
    dayPropGetter?: (date: Date) => PropsOfDay;
    slotPropGetter?: (date: Date) => PropsOfDay;
    eventPropGetter?: (event: E) => PropsOfDay;
    getNow?: () => Date;
    popup?: boolean;
    drilldownView?: View | null;
    min?: Date;
    max?: Date;
    style?: CSSProperties;
    messages?: Partial<Record<'today' | 'previous' | 'next' | 'month' | 'week' | 'noEventsInRange' | 'allDay', string>> & { showMore?: (count: number) => string };
    components?: {
      event?: ComponentType<EventProps<E>>;
      month?: { dateHeader?: ComponentType<DateHeaderProps> };
      week?: { header?: ComponentType<HeaderProps> };
    };
  }

  export function Calendar<E extends object>(props: CalendarProps<E>): ReactElement;
}
