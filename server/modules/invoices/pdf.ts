/**
 * One invoice as a PDF (spec §7.11 "download"), on the streaming PDF writer of the exports: the
 * customer, the period, the status, each line with quantity, unit price and amount in US dollars, and
 * the total. The same bytes are downloaded and attached to the "send" email.
 */
import { INVOICE_STATUS_LABELS, usdPrice, usdText, type InvoiceView } from '../../../src/domain/billing';
import { PdfWriter } from '../../exports/pdf';
import { usDate } from '../../exports/dates';

const KIND_LABELS = { project: 'Project', add_on: 'Add-on', storage: 'Storage' } as const;

/** The file name of an invoice's PDF: `INV-202611-000003.pdf`. */
export function invoiceFileName(invoice: Pick<InvoiceView, 'number'>): string {
  return `${invoice.number}.pdf`;
}

/** The whole document (an invoice is a page or two; it is built in memory to be attached too). */
export function invoicePdf(invoice: InvoiceView, generatedBy: string, today: string): Buffer {
  const pdf = new PdfWriter({
    title: `Invoice ${invoice.number}`,
    subtitle: `${invoice.customer.name} · ${invoice.period} · ${INVOICE_STATUS_LABELS[invoice.status]}`,
    footer: `Generated ${usDate(today)} by ${generatedBy}`,
    landscape: false,
  });
  pdf.fields([
    ['Invoice Number', invoice.number],
    ['Customer', invoice.customer.name],
    ['Billing Email', invoice.customer_email],
    ['Partner', invoice.partner?.name ?? ''],
    ['Period', `${invoice.period} (${invoice.period_days})`],
    ['Status', invoice.status === 'open' ? 'Open (the month is still running; the amounts may still change)' : INVOICE_STATUS_LABELS[invoice.status]],
    ['Issued', invoice.issued_at ? usDate(invoice.issued_at) : ''],
    ['Currency', 'US dollars (USD)'],
  ]);
  pdf.heading('Lines');
  pdf.startTable([
    { header: 'Item', width: 1 },
    { header: 'Description', width: 5 },
    { header: 'Quantity', width: 1, align: 'right' },
    { header: 'Unit Price', width: 1.3, align: 'right' },
    { header: 'Amount', width: 1.3, align: 'right' },
  ]);
  for (const line of invoice.lines) pdf.row([KIND_LABELS[line.kind], line.description, line.quantity, usdPrice(line.unit_price), usdText(line.amount)]);
  pdf.endTable('Nothing billed this month.');
  pdf.fields([['Total (USD)', usdText(invoice.total)]]);
  return Buffer.concat([...pdf.drain(), ...pdf.finish()]);
}
