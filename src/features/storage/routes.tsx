/** The storage screens (spec 2.2): /storage and /storage/file-details/{name} (the customer's name). */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const StorageListScreen = lazyScreen(() => import('./StorageListScreen'));
const FileDetailsScreen = lazyScreen(() => import('./FileDetailsScreen'));

export const STORAGE_SCREENS: readonly ScreenRoute[] = [
  { path: '/storage', render: () => <StorageListScreen /> },
  { path: '/storage/file-details/:name', render: ({ name = '' }) => <FileDetailsScreen key={name} name={name} /> },
];
