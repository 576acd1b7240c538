/** An invoice's status: Open (the running month), Issued, Sent. */
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../domain/billing';
import { unionBadge } from '../../ui/records/StatusBadge';

export const InvoiceStatusBadge = unionBadge<InvoiceStatus>({ open: 'blue', issued: 'orange', sent: 'green' }, INVOICE_STATUS_LABELS);
