/** The analytics screen (spec 2.2): /analytics, its own lazily loaded chunk with the charts. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const AnalyticsScreen = lazyScreen(() => import('./AnalyticsScreen'));

export const ANALYTICS_SCREENS: readonly ScreenRoute[] = [{ path: '/analytics', render: () => <AnalyticsScreen /> }];
