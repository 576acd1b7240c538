/** The NPS screens (spec 2.2): /nps, /nps/nps-details, /review. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const NpsScreen = lazyScreen(() => import('./NpsScreen'));
const NpsDetailsScreen = lazyScreen(() => import('./NpsDetailsScreen'));
const ReviewScreen = lazyScreen(() => import('./ReviewScreen'));

export const NPS_SCREENS: readonly ScreenRoute[] = [
  { path: '/nps', render: () => <NpsScreen /> },
  { path: '/nps/nps-details', render: () => <NpsDetailsScreen /> },
  { path: '/review', render: () => <ReviewScreen /> },
];
