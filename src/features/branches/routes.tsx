/** The branches screens (spec 2.2): /branches, /branches/create, /branches/edit/{branch_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const BranchesListScreen = lazyScreen(() => import('./BranchesListScreen'));
const BranchFormScreen = lazyScreen(() => import('./BranchFormScreen'));

export const BRANCH_SCREENS: readonly ScreenRoute[] = [
  { path: '/branches', render: () => <BranchesListScreen /> },
  { path: '/branches/create', render: () => <BranchFormScreen /> },
  { path: '/branches/edit/:branch_id', render: ({ branch_id }) => <BranchFormScreen key={branch_id} id={branch_id} /> },
];
