/** The holidays screens (spec 2.2): /holidays, /holidays/create, /holidays/edit/{holiday_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const HolidaysListScreen = lazyScreen(() => import('./HolidaysListScreen'));
const HolidayFormScreen = lazyScreen(() => import('./HolidayFormScreen'));

export const HOLIDAY_SCREENS: readonly ScreenRoute[] = [
  { path: '/holidays', render: () => <HolidaysListScreen /> },
  { path: '/holidays/create', render: () => <HolidayFormScreen /> },
  { path: '/holidays/edit/:holiday_id', render: ({ holiday_id }) => <HolidayFormScreen key={holiday_id} id={holiday_id} /> },
];
