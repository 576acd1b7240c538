/** The customer playbook screen (spec 2.2): /customer-playbook. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const CustomerPlaybookScreen = lazyScreen(() => import('./CustomerPlaybookScreen'));

export const PLAYBOOK_SCREENS: readonly ScreenRoute[] = [{ path: '/customer-playbook', render: () => <CustomerPlaybookScreen /> }];
