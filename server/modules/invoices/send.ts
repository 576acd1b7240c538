/**
 * "Send" of an invoice (spec §7.11): one email to the customer's address, its Email-CC addresses and
 * any extra addresses asked for, with the invoice PDF attached. It goes through the app's mailer (SMTP,
 * or an .eml file under DATA_DIR/mail without SMTP_URL).
 */
import { usdText, type InvoiceView } from '../../../src/domain/billing';
import type { MailMessage } from '../../plugins/mail';
import { invoiceFileName } from './pdf';

/** A message with files attached; the mailer hands the whole message to nodemailer, which sends them. */
export type MailWithAttachments = MailMessage & Required<Pick<MailMessage, 'attachments'>>;

export function invoiceMail(invoice: InvoiceView, recipients: readonly string[], pdf: Buffer, senderName: string): MailWithAttachments {
  const text = [
    `Hello ${invoice.customer.name},`,
    '',
    `Please find attached invoice ${invoice.number} for ${invoice.period}.`,
    `Total due: ${usdText(invoice.total)} (US dollars).`,
    '',
    `Sent by ${senderName} from the Customer Portal.`,
  ].join('\n');
  return {
    to: recipients.join(', '),
    subject: `Invoice ${invoice.number} for ${invoice.period}`,
    text,
    attachments: [{ filename: invoiceFileName(invoice), content: pdf, contentType: 'application/pdf' }],
  };
}
