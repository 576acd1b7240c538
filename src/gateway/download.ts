/**
 * Downloads a stored file: the GET needs the session token in a header, which a plain link cannot
 * send, so the bytes are fetched and handed to the browser as an object URL under the file's name
 * (or shown in place: src/ui/records/FilePreview.tsx). Answers null when the download started, or
 * what went wrong.
 */
import { pathOf, type Operation } from './rest-adapter';

/** The bytes of a stored file (with the type the server sends), or what went wrong. */
export async function fetchFile(operation: Operation, fileId: string | number, token: string | null, baseUrl = '/api'): Promise<{ blob: Blob } | { refusal: string }> {
  const response = await fetch(`${baseUrl}${pathOf(operation, fileId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return { refusal: response.status === 404 ? 'The file no longer exists' : 'The file could not be downloaded' };
  return { blob: await response.blob() };
}

export async function downloadFile(operation: Operation, fileId: string | number, name: string, token: string | null, baseUrl = '/api'): Promise<string | null> {
  const fetched = await fetchFile(operation, fileId, token, baseUrl);
  if ('refusal' in fetched) return fetched.refusal;
  saveAs(fetched.blob, name);
  return null;
}

/** Hands the bytes to the browser as a download under `name`. */
function saveAs(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name a `Content-Disposition` header gives, if any. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** How far a download has come: bytes so far, line ends seen (a CSV's rows), and the rows the server announced (`X-Total-Rows`). */
export interface DownloadProgress {
  bytes: number;
  lineEnds: number;
  totalRows: number | null;
}

const LINE_FEED = 0x0a;

/** Reads the body chunk by chunk, reporting progress; answers the whole file. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Promise<Blob> {
  const header = response.headers.get('X-Total-Rows');
  const totalRows = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const progress: DownloadProgress = { bytes: 0, lineEnds: 0, totalRows };
  onProgress({ ...progress });
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    progress.bytes += value.byteLength;
    for (const byte of value) if (byte === LINE_FEED) progress.lineEnds += 1;
    onProgress({ ...progress });
  }
  return new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
}

/**
 * Downloads a file a POST answers (exports, zips): the JSON body goes out, the bytes come back under
 * the server's file name (or `fallbackName`). Answers null when the download started, or what went wrong.
 * With `onProgress`, the body is read chunk by chunk and each chunk reported (long exports show progress).
 */
export function downloadPosted(
  operation: Operation,
  { id, body }: { id?: string | number; body?: unknown },
  fallbackName: string,
  token: string | null,
  baseUrl = '/api',
  onProgress?: (progress: DownloadProgress) => void,
): Promise<string | null> {
  return postForFile(`${baseUrl}${pathOf(operation, id)}`, body, fallbackName, token, onProgress);
}

/** The lists with a CSV export (`POST /api/<path>/export`: server/records/list-resource.ts, invoices, reviews, storage and storage requests). */
export const EXPORTABLE_LISTS = ['customers', 'branches', 'partners', 'agents', 'users', 'roles', 'services', 'addons', 'softwares', 'holidays', 'invoices', 'review', 'storage', 'storage/filedetails', 'storage/approvals', 'notifications', 'conversations'] as const;
export type ExportableList = (typeof EXPORTABLE_LISTS)[number];

/**
 * Downloads a record list as CSV: every row for the list's search, sort and filters (its paging is
 * ignored by the server), named `<path>-YYYY-MM-DD.csv` by the server.
 */
export function exportList(path: ExportableList, variables: object, token: string | null, baseUrl = '/api'): Promise<string | null> {
  return postForFile(`${baseUrl}/${path}/export`, variables, `${path.replaceAll('/', '-')}.csv`, token);
}

async function postForFile(address: string, body: unknown, fallbackName: string, token: string | null, onProgress?: (progress: DownloadProgress) => void): Promise<string | null> {
  const response = await fetch(address, {
    method: 'POST',
    // The viewer's time zone, so documents print times as this screen shows them.
    headers: {
      'Content-Type': 'application/json',
      'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  }).catch(() => null);
  if (!response) return 'The file could not be downloaded';
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { messages?: unknown } | null;
    return typeof answer?.messages === 'string' ? answer.messages : 'The file could not be downloaded';
  }
  const file = onProgress ? await readWithProgress(response, onProgress).catch(() => null) : await response.blob();
  if (!file) return 'The file could not be downloaded';
  saveAs(file, dispositionName(response.headers.get('Content-Disposition')) ?? fallbackName);
  return null;
}
