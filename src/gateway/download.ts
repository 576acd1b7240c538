/**
 * Downloads a stored file: the GET needs the session token in a header, which a plain link cannot
 * send, so the bytes are fetched and handed to the browser as an object URL under the file's name.
 * Answers null when the download started, or what went wrong.
 */
import { pathOf, type Operation } from './rest-adapter';

export async function downloadFile(operation: Operation, fileId: string | number, name: string, token: string | null, baseUrl = '/api'): Promise<string | null> {
  const response = await fetch(`${baseUrl}${pathOf(operation, fileId)}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) return response.status === 404 ? 'The file no longer exists' : 'The file could not be downloaded';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
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

/**
 * Downloads a file a POST answers (exports, zips): the JSON body goes out, the bytes come back under
 * the server's file name (or `fallbackName`). Answers null when the download started, or what went wrong.
 */
export async function downloadPosted(operation: Operation, { id, body }: { id?: string | number; body?: unknown }, fallbackName: string, token: string | null, baseUrl = '/api'): Promise<string | null> {
  const response = await fetch(`${baseUrl}${pathOf(operation, id)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  }).catch(() => null);
  if (!response) return 'The file could not be downloaded';
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { messages?: unknown } | null;
    return typeof answer?.messages === 'string' ? answer.messages : 'The file could not be downloaded';
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('Content-Disposition')) ?? fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
