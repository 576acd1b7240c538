/** The users screens (spec 2.2): /users, /users/create, /users/edit/{user_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const UsersListScreen = lazyScreen(() => import('./UsersListScreen'));
const UserFormScreen = lazyScreen(() => import('./UserFormScreen'));

export const USER_SCREENS: readonly ScreenRoute[] = [
  { path: '/users', render: () => <UsersListScreen /> },
  { path: '/users/create', render: () => <UserFormScreen /> },
  { path: '/users/edit/:user_id', render: ({ user_id }) => <UserFormScreen key={user_id} id={user_id} /> },
];
