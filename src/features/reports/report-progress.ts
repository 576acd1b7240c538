/**
 * What an export's progress bar shows while the file arrives: a CSV's rows are its line ends after the
 * header, so it gets a percentage of the rows the server announced; a PDF is compressed, so it shows
 * the bytes received and the rows it will hold, with a bar that runs until the file is in.
 */
import type { DownloadProgress } from '../../gateway/download';
import { formatBytes } from '../../ui/format';

export interface ProgressView {
  /** 0–100, or null when only the bytes are known. */
  percent: number | null;
  text: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export function progressView(format: 'csv' | 'pdf', progress: DownloadProgress): ProgressView {
  const { bytes, lineEnds, totalRows } = progress;
  if (format === 'csv' && totalRows !== null) {
    const rows = Math.min(totalRows, Math.max(0, lineEnds - 1));
    const percent = totalRows === 0 ? (bytes > 0 ? 100 : 0) : Math.round((rows / totalRows) * 100);
    return { percent, text: `${count(rows)} of ${count(totalRows)} rows · ${formatBytes(bytes)}` };
  }
  const rows = totalRows === null ? '' : ` · ${count(totalRows)} ${totalRows === 1 ? 'row' : 'rows'}`;
  return { percent: null, text: `${formatBytes(bytes)} received${rows}` };
}
