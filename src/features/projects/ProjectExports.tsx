/**
 * The CSV and PDF export buttons of the projects list: each downloads exactly the list's current
 * search, sort and filters (no page, no row cap); a button spins while its file is on the way and
 * both are disabled meanwhile. A refusal shows as a toast.
 */
import { useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { tokenStore } from '../../app/session';
import { downloadPosted } from '../../gateway/download';
import { notify } from '../../ui/toaster';

type Format = 'csv' | 'pdf';

const EXPORTS = {
  csv: { operation: 'projects.exportcsv', label: 'Export CSV', file: 'projects.csv' },
  pdf: { operation: 'projects.exportpdf', label: 'Export PDF', file: 'projects.pdf' },
} as const;

export function ProjectExports({ body }: { body: Record<string, string | number> }) {
  const [running, setRunning] = useState<Format | null>(null);
  const run = async (format: Format) => {
    setRunning(format);
    const { operation, file } = EXPORTS[format];
    const refusal = await downloadPosted(operation, { body }, file, tokenStore.token());
    setRunning(null);
    if (refusal) notify({ severity: 'error', body: refusal });
  };
  return (
    <HStack gap="2">
      {(Object.keys(EXPORTS) as Format[]).map((format) => (
        <Button key={format} size="sm" variant="outline" loading={running === format} loadingText="Exporting" disabled={running !== null} onClick={() => void run(format)}>
          {EXPORTS[format].label}
        </Button>
      ))}
    </HStack>
  );
}
