/** Manage Approvals (spec 2.2): /manage-approvals. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const ApprovalsScreen = lazyScreen(() => import('./ApprovalsScreen'));

export const APPROVAL_SCREENS: readonly ScreenRoute[] = [{ path: '/manage-approvals', render: () => <ApprovalsScreen /> }];
