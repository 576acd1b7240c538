/** The notifications screens (spec 2.2): /notifications and /comments (all chats). */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const FeedListScreen = lazyScreen(() => import('./FeedListScreen'));

export const NOTIFICATION_SCREENS: readonly ScreenRoute[] = [
  { path: '/notifications', render: () => <FeedListScreen kind="notification" /> },
  { path: '/comments', render: () => <FeedListScreen kind="conversation" /> },
];
