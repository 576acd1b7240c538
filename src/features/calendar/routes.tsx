/** The due-date calendar screen (spec 2.2): /duedate-calendar, its own lazily loaded chunk with react-big-calendar and its stylesheet. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const DueDateCalendarScreen = lazyScreen(() => import('./DueDateCalendarScreen'));

export const CALENDAR_SCREENS: readonly ScreenRoute[] = [{ path: '/duedate-calendar', render: () => <DueDateCalendarScreen /> }];
