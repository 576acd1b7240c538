/**
 * Export PDF / Export CSV of a report: each downloads exactly the report's current filters and sort
 * (no page, no row cap). While the file arrives a progress bar shows the rows (CSV) or the bytes
 * (PDF) so far against the count the server announced; both buttons wait meanwhile. A refusal shows
 * as a toast.
 */
import { useState } from 'react';
import { Box, Button, HStack, Progress, Text } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { reportFileName, type ExportFormat, type ReportKind } from '../../domain/reports';
import { downloadPosted, type DownloadProgress } from '../../gateway/download';
import type { Operation } from '../../gateway/rest-adapter';
import { notify } from '../../ui/toaster';
import type { ReportExportBody } from './report-filters';
import { progressView } from './report-progress';

/** Where each report's files come from (spec §7.8); error and delayed reports take `format`. */
const EXPORTS: Record<ReportKind, Record<ExportFormat, { operation: Operation; format?: ExportFormat }>> = {
  project: { pdf: { operation: 'reports.exportprojectpdf' }, csv: { operation: 'reports.exportcsv' } },
  error: { pdf: { operation: 'reports.downloaderrorreport', format: 'pdf' }, csv: { operation: 'reports.downloaderrorreport', format: 'csv' } },
  added: { pdf: { operation: 'reports.exportaddedpdf' }, csv: { operation: 'reports.exportaddedcsv' } },
  delayed: { pdf: { operation: 'reports.exportdelayedreports', format: 'pdf' }, csv: { operation: 'reports.exportdelayedreports', format: 'csv' } },
};

const LABELS: Record<ExportFormat, string> = { pdf: 'Export PDF', csv: 'Export CSV' };

export function ReportExports({ kind, body, disabled }: { kind: ReportKind; body: ReportExportBody; disabled?: boolean }) {
  const [running, setRunning] = useState<{ format: ExportFormat; progress: DownloadProgress | null } | null>(null);
  const run = async (format: ExportFormat) => {
    setRunning({ format, progress: null });
    const target = EXPORTS[kind][format];
    const refusal = await downloadPosted(
      target.operation,
      { body: target.format ? { ...body, format: target.format } : body },
      reportFileName(kind, format, new Date().toISOString().slice(0, 10)),
      tokenStore.token(),
      '/api',
      (progress) => setRunning({ format, progress }),
    );
    setRunning(null);
    if (refusal) notify({ severity: 'error', body: refusal });
    else notify({ severity: 'success', body: `${LABELS[format].replace('Export ', '')} downloaded` });
  };
  const view = running?.progress ? progressView(running.format, running.progress) : null;
  return (
    <Box minW="16rem">
      <HStack gap="2" justify="flex-end">
        {(['pdf', 'csv'] as const).map((format) => (
          <Button key={format} size="sm" variant="outline" loading={running?.format === format} loadingText="Exporting" disabled={disabled || running !== null} onClick={() => void run(format)}>
            {LABELS[format]}
          </Button>
        ))}
      </HStack>
      {running && (
        <Box mt="2" role="status">
          <Progress.Root value={view?.percent ?? null} size="xs" aria-label={`Exporting ${running.format.toUpperCase()}`}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text textStyle="xs" color="fg.muted" mt="1">
            {view ? view.text : 'Preparing the file…'}
          </Text>
        </Box>
      )}
    </Box>
  );
}
