/** The added-services screens (spec 2.2): /added-services, /added-services/create, /added-services/edit/{addon_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const AddOnsListScreen = lazyScreen(() => import('./AddOnsListScreen'));
const AddOnFormScreen = lazyScreen(() => import('./AddOnFormScreen'));

export const ADDED_SERVICE_SCREENS: readonly ScreenRoute[] = [
  { path: '/added-services', render: () => <AddOnsListScreen /> },
  { path: '/added-services/create', render: () => <AddOnFormScreen /> },
  { path: '/added-services/edit/:addon_id', render: ({ addon_id }) => <AddOnFormScreen key={addon_id} id={addon_id} /> },
];
