/**
 * File uploads with progress: multipart/form-data over XMLHttpRequest, since fetch reports no upload
 * progress. Failures are the HTTP layer's `HttpError`s (spec §8 mapping applies); an abort rejects
 * with an AbortError like a cancelled fetch. Uploads are never retried.
 */
import { HttpError } from './http';
import type { Envelope } from './rest-adapter';

export interface UploadRequest {
  /** API path, e.g. `/customers/uploadfile/3`. */
  path: string;
  file: Blob & { name?: string };
  /** Extra form fields sent before the file (the server reads them with it). */
  fields?: Record<string, string>;
  token: string | null;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  baseUrl?: string;
}

export function uploadFile<T>({ path, file, fields = {}, token, onProgress, signal, baseUrl = '/api' }: UploadRequest): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name ?? 'file');
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as Envelope<T>);
        } catch {
          reject(new HttpError(xhr.status, xhr.statusText, xhr.responseText));
        }
      } else reject(new HttpError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new HttpError(0, '', ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
