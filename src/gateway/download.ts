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
