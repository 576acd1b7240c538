/** The roles screens (spec 2.2): /roles, /roles/create, /roles/edit/{role_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const RolesListScreen = lazyScreen(() => import('./RolesListScreen'));
const RoleFormScreen = lazyScreen(() => import('./RoleFormScreen'));

export const ROLE_SCREENS: readonly ScreenRoute[] = [
  { path: '/roles', render: () => <RolesListScreen /> },
  { path: '/roles/create', render: () => <RoleFormScreen /> },
  { path: '/roles/edit/:role_id', render: ({ role_id }) => <RoleFormScreen key={role_id} id={role_id} /> },
];
