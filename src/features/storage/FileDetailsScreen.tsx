/**
 * /storage/file-details/{name}: the files of one customer (its projects' attachments and addenda's
 * files, and its record's files) with project, uploader, size and date; download one, delete one, or
 * select several and remove them together, each after a confirmation — on the one list (RecordListView),
 * whose selection is of this page and whose bulk bar offers Remove Selected (n). Export CSV: exactly the
 * searched files, in the list's order.
 */
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { tokenStore, useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { downloadFile } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import { reloadOf } from '../../gateway/reload';
import { PageHeader } from '../../ui/PageHeader';
import { formatBytes, usDay } from '../../ui/format';
import type { ListColumn } from '../../ui/list/columns';
import { csvExport } from '../../ui/list/ListExports';
import { RecordListView } from '../../ui/list/RecordListView';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { DeleteButton, RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { UsageBar } from './UsageBar';
import { useRemoveStorageFiles, useStorageFiles, type FileSort, type StorageFileRow } from './use-storage';

function whereFrom(file: StorageFileRow): string {
  if (!file.project) return 'Customer record';
  return `${file.project.code} · ${file.project.name}${file.addendum ? ' (addendum)' : ''}`;
}

const COLUMNS: ListColumn<StorageFileRow>[] = [
  {
    id: 'name',
    header: 'File',
    sort: 'name',
    primary: true,
    cell: (file) => (
      <Text maxW="xs" truncate title={file.original_name}>
        {file.original_name}
      </Text>
    ),
  },
  { id: 'project', header: 'Project', cell: (file) => <Text color="fg.muted">{whereFrom(file)}</Text> },
  { id: 'uploaded_by', header: 'Uploaded by', cell: (file) => file.uploaded_by?.name ?? '—' },
  { id: 'size', header: 'Size', sort: 'size', cell: (file) => <Text whiteSpace="nowrap">{formatBytes(file.size_bytes)}</Text> },
  { id: 'created', header: 'Uploaded', sort: 'created', cell: (file) => <Text whiteSpace="nowrap">{usDay(file.created_at)}</Text> },
];

/** Files waiting for the confirmation, and what to do once they are gone (clear the selection). */
interface Removal {
  files: StorageFileRow[];
  after?(): void;
}

export default function FileDetailsScreen({ name }: { name: string }) {
  useDocumentTitle('File Details');
  const { permissions } = useSession();
  const list = useListState<FileSort>('-created');
  const { pageNumber, pageSize, search, sort } = list.variables;
  const [{ data, fetching, error }, reexecute] = useStorageFiles({ name, pageNumber, pageSize, sort, ...(search ? { search } : {}) });
  const [{ fetching: removing }, remove] = useRemoveStorageFiles();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const details = data?.storageFiles;
  const mayDelete = can(permissions, 'Storage', 'delete');
  const confirming = removal?.files;

  const confirmRemove = async () => {
    if (!removal) return null;
    const files = removal.files;
    const result = await remove({ ids: files.map((file) => file.id) });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    const freed = result.data?.removeStorageFiles.freed_bytes ?? 0;
    notify({ severity: 'success', body: files.length === 1 ? `File deleted successfully (${formatBytes(freed)} freed)` : `${files.length} files removed (${formatBytes(freed)} freed)` });
    removal.after?.();
    return null;
  };
  const download = (file: StorageFileRow) =>
    void downloadFile('storage.downloadfile', file.id, file.original_name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }));
  // The selection is of this page: its ids name rows shown now.
  const filesOf = (ids: readonly string[]) => details?.data.filter((file) => ids.includes(file.id)) ?? [];

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="File Details" description={name} />
        <Button asChild variant="outline" size="sm">
          <Link href="/storage">Back to Manage Storage</Link>
        </Button>
      </Flex>
      {details && (
        <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="4" mb="4" maxW="lg">
          <Text fontWeight="semibold" mb="2">
            Storage used
          </Text>
          <UsageBar usage={details.customer} width="sm" />
        </Box>
      )}
      <RecordListView
        list={list}
        state={{ page: details, fetching, error }}
        onRetry={reloadOf(reexecute)}
        noun={['file', 'files']}
        search={{ label: 'Search files', placeholder: 'Search by file, project name or code' }}
        columns={COLUMNS}
        exports={[csvExport('storage/filedetails', { name, sort, ...(search ? { search } : {}) })]}
        nameOf={(file) => file.original_name}
        bulk={
          mayDelete
            ? {
                more: ({ ids, clear }) => (
                  <Button size="xs" colorPalette="red" variant="outline" bg="bg" onClick={() => setRemoval({ files: filesOf(ids), after: clear })}>
                    Remove Selected ({ids.length})
                  </Button>
                ),
              }
            : undefined
        }
        rowActions={(file) => (
          <>
            <RowButton label="Download" ariaLabel={`Download ${file.original_name}`} onClick={() => download(file)} />
            {mayDelete && <DeleteButton name={file.original_name} onClick={() => setRemoval({ files: [file] })} />}
          </>
        )}
      />
      <ConfirmDialog
        open={confirming !== undefined}
        title={confirming?.length === 1 ? 'Delete file' : 'Remove files'}
        confirmLabel={confirming?.length === 1 ? 'Delete' : 'Remove'}
        busy={removing}
        onConfirm={confirmRemove}
        onClose={() => setRemoval(null)}
      >
        {confirming?.length === 1 ? (
          <>
            Delete <strong>{confirming[0]?.original_name}</strong> ({formatBytes(confirming[0]?.size_bytes ?? 0)})? This cannot be undone.
          </>
        ) : (
          <>
            Remove <strong>{confirming?.length} files</strong> ({formatBytes(confirming?.reduce((sum, file) => sum + file.size_bytes, 0) ?? 0)})? This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
