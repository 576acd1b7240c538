/** The software screens (spec 2.2): /softwares, /softwares/create, /softwares/edit/{software_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const SoftwaresListScreen = lazyScreen(() => import('./SoftwaresListScreen'));
const SoftwareFormScreen = lazyScreen(() => import('./SoftwareFormScreen'));

export const SOFTWARE_SCREENS: readonly ScreenRoute[] = [
  { path: '/softwares', render: () => <SoftwaresListScreen /> },
  { path: '/softwares/create', render: () => <SoftwareFormScreen /> },
  { path: '/softwares/edit/:software_id', render: ({ software_id }) => <SoftwareFormScreen key={software_id} id={software_id} /> },
];
