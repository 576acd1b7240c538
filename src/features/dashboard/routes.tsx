/** The customer dashboard (spec 2.2): /customer-dashboard/{customerId}; `/` is the router's own. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const DashboardScreen = lazyScreen(() => import('./DashboardScreen'));

export const DASHBOARD_SCREENS: readonly ScreenRoute[] = [
  { path: '/customer-dashboard/:customerId', render: ({ customerId }) => <DashboardScreen key={customerId} customerId={customerId ?? ''} /> },
];
