/** The reports screens (spec 2.2): /reports and its four reports. */
import { REPORT_KINDS, REPORT_PATHS } from '../../domain/reports';
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const ReportsScreen = lazyScreen(() => import('./ReportsScreen'));
const ReportScreen = lazyScreen(() => import('./ReportScreen'));

export const REPORT_SCREENS: readonly ScreenRoute[] = [
  { path: '/reports', render: () => <ReportsScreen /> },
  ...REPORT_KINDS.map((kind): ScreenRoute => ({ path: REPORT_PATHS[kind], render: () => <ReportScreen key={kind} kind={kind} /> })),
];
