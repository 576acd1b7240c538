/**
 * Attachments chosen on the project form before the project exists: they wait in a queue and go up
 * one by one once the project is saved (`/projects/uploadfile/:id`, src/gateway/upload.ts), each with
 * its progress; a refused file keeps the server's message.
 */
import { useRef, useState } from 'react';
import { tokenStore } from '../../app/session';
import { toGraphQLError } from '../../gateway/graphql-errors';
import { pathOf } from '../../gateway/rest-adapter';
import { uploadFile } from '../../gateway/upload';

export interface QueuedFile {
  key: number;
  file: File;
  /** 0..1 while uploading; null before. */
  progress: number | null;
  done: boolean;
  error: string | null;
}

export interface AttachmentQueue {
  files: QueuedFile[];
  add(files: readonly File[]): void;
  remove(key: number): void;
  /** Uploads every file not yet up; answers the names and messages of those refused. */
  uploadAll(projectId: string): Promise<{ name: string; message: string }[]>;
}

export function useAttachmentQueue(): AttachmentQueue {
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const nextKey = useRef(1);
  const patch = (key: number, change: Partial<QueuedFile>) => setFiles((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));

  return {
    files,
    add: (picked) =>
      setFiles((current) => [...current, ...picked.map((file) => ({ key: nextKey.current++, file, progress: null, done: false, error: null }))]),
    remove: (key) => setFiles((current) => current.filter((entry) => entry.key !== key)),
    async uploadAll(projectId) {
      const refused: { name: string; message: string }[] = [];
      for (const entry of files.filter((queued) => !queued.done)) {
        patch(entry.key, { progress: 0, error: null });
        try {
          await uploadFile({ path: pathOf('projects.uploadfile', projectId), file: entry.file, token: tokenStore.token(), onProgress: (progress) => patch(entry.key, { progress }) });
          patch(entry.key, { progress: 1, done: true });
        } catch (error) {
          const message = toGraphQLError(error).message;
          patch(entry.key, { progress: null, error: message });
          refused.push({ name: entry.file.name, message });
        }
      }
      return refused;
    },
  };
}
