/** The profile screen (spec 2.2): /profile. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const ProfileScreen = lazyScreen(() => import('./ProfileScreen'));

export const PROFILE_SCREENS: readonly ScreenRoute[] = [{ path: '/profile', render: () => <ProfileScreen /> }];
