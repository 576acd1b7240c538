/** The invoices screens (spec 2.2): /invoices and /invoices/view/{customer_id}. */
import { lazyScreen } from '../../ui/lazy-screen';
import type { ScreenRoute } from '../../ui/screen-route';

const InvoicesListScreen = lazyScreen(() => import('./InvoicesListScreen'));
const InvoiceViewScreen = lazyScreen(() => import('./InvoiceViewScreen'));

export const INVOICE_SCREENS: readonly ScreenRoute[] = [
  { path: '/invoices', render: () => <InvoicesListScreen /> },
  { path: '/invoices/view/:customer_id', render: ({ customer_id }) => <InvoiceViewScreen key={customer_id} customerId={customer_id ?? ''} /> },
];
