/** The services screens (spec 2.2): /services, /services/create, /services/edit/{service_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const ServicesListScreen = lazyScreen(() => import('./ServicesListScreen'));
const ServiceFormScreen = lazyScreen(() => import('./ServiceFormScreen'));

export const SERVICE_SCREENS: readonly ScreenRoute[] = [
  { path: '/services', render: () => <ServicesListScreen /> },
  { path: '/services/create', render: () => <ServiceFormScreen /> },
  { path: '/services/edit/:service_id', render: ({ service_id }) => <ServiceFormScreen key={service_id} id={service_id} /> },
];
