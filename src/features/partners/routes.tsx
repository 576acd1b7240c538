/** The partner screens (spec 2.2): /partners, /partners/create, /partners/edit/{partner_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const PartnersListScreen = lazyScreen(() => import('./PartnersListScreen'));
const PartnerFormScreen = lazyScreen(() => import('./PartnerFormScreen'));

export const PARTNER_SCREENS: readonly ScreenRoute[] = [
  { path: '/partners', render: () => <PartnersListScreen /> },
  { path: '/partners/create', render: () => <PartnerFormScreen /> },
  { path: '/partners/edit/:partner_id', render: ({ partner_id }) => <PartnerFormScreen key={partner_id} id={partner_id} /> },
];
