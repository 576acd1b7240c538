/**
 * /invoices/view/{customer_id}: one customer's invoices, a month picker (newest first; `?invoice=` picks
 * one), and the chosen invoice with its lines and total in US dollars, Download PDF, and Send by email
 * with a confirmation listing the recipients. The server decides who may send (Invoice.update) and when
 * (once the month has ended); the screen only offers what it would allow.
 */
import { useState } from 'react';
import { Box, Button, Flex, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useSearch } from 'wouter';
import { tokenStore, useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { downloadPosted } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import { reloadOf } from '../../gateway/reload';
import { usd, usDay } from '../../ui/format';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { InvoiceStatusBadge } from './InvoiceStatusBadge';
import { useInvoice, useInvoices, useSendInvoice, type InvoiceDetails } from './use-invoices';

const KIND_LABELS = { project: 'Project', add_on: 'Add-on', storage: 'Storage' } as const;

export default function InvoiceViewScreen({ customerId }: { customerId: string }) {
  useDocumentTitle('View Invoice');
  const wanted = new URLSearchParams(useSearch()).get('invoice');
  const valid = /^[1-9]\d{0,9}$/.test(customerId);
  const [{ data, error }, reexecute] = useInvoices({ page_number: 1, pageSize: 100, customer_id: Number(customerId) }, !valid);
  const [chosen, setChosen] = useState<string | null>(null);
  const rows = data?.invoices.data;
  const selected = chosen ?? (rows?.some((row) => String(row.id) === wanted) ? wanted : rows?.[0] ? String(rows[0].id) : null);
  const [{ data: details, error: detailsError, fetching }, reexecuteDetails] = useInvoice(selected);
  const invoice = details?.invoice;
  const customerName = rows?.[0]?.customer.name;

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="View Invoice" description={customerName ? `Invoices of ${customerName}` : undefined} />
        <Button asChild variant="outline" size="sm">
          <Link href="/invoices">Back to Invoices</Link>
        </Button>
      </Flex>
      <AnswerState error={valid ? error : 'Invoice not found'} data={rows} loading="Loading invoices" onRetry={reloadOf(reexecute)}>
        {(rows) =>
          rows.length === 0 ? (
            <Box p="10" textAlign="center" role="status" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl">
              <Text fontWeight="semibold">No invoices found</Text>
              <Text color="fg.muted">This customer has no invoices yet.</Text>
            </Box>
          ) : (
            <Stack gap="4">
              <NativeSelect.Root size="sm" width="80">
                <NativeSelect.Field aria-label="Month" value={selected ?? ''} onChange={(event) => setChosen(event.target.value)}>
                  {rows.map((row) => (
                    <option key={row.id} value={String(row.id)}>
                      {row.period} · {row.status === 'open' ? 'Open' : row.status === 'sent' ? 'Sent' : 'Issued'} · {usd(row.total)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {/* While another month loads, the one before is not shown as if it were it. */}
              <AnswerState
                error={detailsError}
                data={invoice && !(fetching && String(invoice.id) !== selected) ? invoice : undefined}
                loading="Loading the invoice"
                onRetry={reloadOf(reexecuteDetails)}
              >
                {(invoice) => <InvoiceDocument invoice={invoice} />}
              </AnswerState>
            </Stack>
          )
        }
      </AnswerState>
    </>
  );
}

function InvoiceDocument({ invoice }: { invoice: InvoiceDetails }) {
  const { permissions } = useSession();
  const maySend = can(permissions, 'Invoice', 'update');
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: sending }, sendInvoice] = useSendInvoice();

  const download = async () => {
    setDownloading(true);
    const refusal = await downloadPosted('invoices.download', { body: { id: Number(invoice.id) } }, `${invoice.number}.pdf`, tokenStore.token());
    setDownloading(false);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  const send = async () => {
    const result = await sendInvoice({ id: String(invoice.id) });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    notify({ severity: 'success', body: `Invoice ${invoice.number} sent to ${invoice.recipients.join(', ')}` });
    return null;
  };

  const facts: [string, string][] = [
    ['Customer', invoice.customer.name],
    ['Billing email', invoice.customer_email],
    ['Period', invoice.period_days],
    ['Issued', invoice.issued_at ? usDay(invoice.issued_at) : 'Not yet: the month is still running'],
    ['Sent', invoice.sent_at ? `${usDay(invoice.sent_at)} to ${invoice.sent_to.join(', ')}` : 'Not sent'],
  ];

  return (
    <Box as="section" aria-label={`Invoice ${invoice.number}`} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="4">
        <Box>
          <HStack gap="3">
            <Text as="h2" textStyle="xl" fontWeight="semibold">
              Invoice {invoice.number}
            </Text>
            <InvoiceStatusBadge status={invoice.status} />
          </HStack>
          <Text color="fg.muted">{invoice.period}</Text>
        </Box>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
            Download PDF
          </Button>
          {maySend && (
            <Button size="sm" colorPalette="brand" disabled={invoice.status === 'open'} onClick={() => setConfirming(true)}>
              Send by email
            </Button>
          )}
        </HStack>
      </Flex>
      {maySend && invoice.status === 'open' && (
        <Text color="fg.muted" textStyle="sm" mb="4">
          This invoice can be sent once its month has ended.
        </Text>
      )}
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', md: '10rem 1fr' }} columnGap="4" rowGap="1" mb="6">
        {facts.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
      </Box>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Invoice lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit Price</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoice.lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>{KIND_LABELS[line.kind]}</Table.Cell>
                <Table.Cell>
                  {line.project ? <Link href={`/projects/view/${line.project.id}`}>{line.description}</Link> : line.description}
                </Table.Cell>
                <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {usd(line.unit_price)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  {usd(line.amount)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={4} textAlign="end" fontWeight="semibold">
                Total (USD)
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {usd(invoice.total)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      </Box>
      <ConfirmDialog open={confirming} title="Send invoice by email" confirmLabel="Send" tone="neutral" busy={sending} onConfirm={send} onClose={() => setConfirming(false)}>
        Send invoice <strong>{invoice.number}</strong> ({invoice.period}, {usd(invoice.total)}) with its PDF attached to:
        {/* Inside the dialog's description paragraph: one line per address, no list element. */}
        {invoice.recipients.map((email) => (
          <Box as="span" display="block" key={email} pl="4" fontWeight="medium">
            {email}
          </Box>
        ))}
      </ConfirmDialog>
    </Box>
  );
}
