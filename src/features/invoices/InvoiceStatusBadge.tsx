/** An invoice's status: Open (the running month), Issued, Sent. */
import { Badge } from '@chakra-ui/react';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '../../domain/billing';

const PALETTE: Record<InvoiceStatus, string> = { open: 'blue', issued: 'orange', sent: 'green' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
