/** The customers screens (spec 2.2): /customers, /customers/create, /customers/edit/{customer_id}, /view-customer/{customerId}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const CustomersListScreen = lazyScreen(() => import('./CustomersListScreen'));
const CustomerFormScreen = lazyScreen(() => import('./CustomerFormScreen'));
const ViewCustomerScreen = lazyScreen(() => import('./ViewCustomerScreen'));

export const CUSTOMER_SCREENS: readonly ScreenRoute[] = [
  { path: '/customers', render: () => <CustomersListScreen /> },
  { path: '/customers/create', render: () => <CustomerFormScreen /> },
  { path: '/customers/edit/:customer_id', render: ({ customer_id }) => <CustomerFormScreen key={customer_id} id={customer_id} /> },
  { path: '/view-customer/:customerId', render: ({ customerId }) => <ViewCustomerScreen key={customerId} customerId={customerId ?? ''} /> },
];
