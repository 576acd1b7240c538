/**
 * /storage/file-details/{name}: the files of one customer (its projects' attachments and addenda's
 * files, and its record's files) with project, uploader, size and date; download one, delete one, or
 * select several and remove them together, each after a confirmation. The selection is of this page.
 */
import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { tokenStore, useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import { downloadFile } from '../../gateway/download';
import { failureOf } from '../../gateway/failure';
import type { StorageFileRecord } from '../../gateway/resources/storage';
import { PageHeader } from '../../ui/PageHeader';
import { formatBytes, usDay } from '../../ui/format';
import { ConfirmDialog } from '../../ui/records/ConfirmDialog';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { ActionsCell, DeleteButton, RowButton } from '../../ui/records/RowActions';
import { useListState } from '../../ui/records/use-list-state';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { UsageBar } from './UsageBar';
import { useRemoveStorageFiles, useStorageFiles, type FileSort } from './use-storage';

function whereFrom(file: StorageFileRecord): string {
  if (!file.project) return 'Customer record';
  return `${file.project.code} · ${file.project.name}${file.addendum ? ' (addendum)' : ''}`;
}

export default function FileDetailsScreen({ name }: { name: string }) {
  useDocumentTitle('File Details');
  const { permissions } = useSession();
  const list = useListState<FileSort>('-created');
  const { pageNumber, pageSize, search, sort } = list.variables;
  const [{ data, fetching, error }] = useStorageFiles({ name, pageNumber, pageSize, sort, ...(search ? { search } : {}) });
  const [{ fetching: removing }, remove] = useRemoveStorageFiles();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<StorageFileRecord[] | null>(null);
  const details = data?.storageFiles;
  const mayDelete = can(permissions, 'Storage', 'delete');

  // Only files shown on this page stay selected.
  const shown = details?.data ?? [];
  const chosen = shown.filter((file) => selected.has(file.id));
  const allChosen = shown.length > 0 && chosen.length === shown.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirmRemove = async () => {
    if (!confirming) return null;
    const result = await remove({ ids: confirming.map((file) => file.id) });
    const failure = failureOf(result.error);
    if (failure) return failure.message;
    const freed = result.data?.removeStorageFiles.freed_bytes ?? 0;
    notify({ severity: 'success', body: confirming.length === 1 ? `File deleted successfully (${formatBytes(freed)} freed)` : `${confirming.length} files removed (${formatBytes(freed)} freed)` });
    setSelected(new Set());
    return null;
  };
  const download = (file: StorageFileRecord) =>
    void downloadFile('storage.downloadfile', file.id, file.original_name, tokenStore.token()).then((refusal) => refusal && notify({ severity: 'error', body: refusal }));

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
      <ListPanel>
        <ListToolbar label="Search files" placeholder="Search by file, project name or code" list={list} refreshing={fetching && Boolean(details)}>
          {mayDelete && (
            <Button size="sm" colorPalette="red" variant="outline" disabled={chosen.length === 0} onClick={() => setConfirming(chosen)}>
              Remove Selected ({chosen.length})
            </Button>
          )}
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!details} empty={details?.data.length === 0} noun="files" search={list.search}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                {mayDelete && (
                  <Table.ColumnHeader width="10">
                    <Checkbox.Root
                      colorPalette="brand"
                      checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                      onCheckedChange={(state) => setSelected(new Set(state.checked === true ? shown.map((file) => file.id) : []))}
                    >
                      <Checkbox.HiddenInput aria-label="Select all files on this page" />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.ColumnHeader>
                )}
                <SortHeader list={list} field="name">
                  File
                </SortHeader>
                <Table.ColumnHeader>Project</Table.ColumnHeader>
                <Table.ColumnHeader>Uploaded by</Table.ColumnHeader>
                <SortHeader list={list} field="size">
                  Size
                </SortHeader>
                <SortHeader list={list} field="created">
                  Uploaded
                </SortHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {shown.map((file) => (
                <Table.Row key={file.id}>
                  {mayDelete && (
                    <Table.Cell>
                      <Checkbox.Root colorPalette="brand" checked={selected.has(file.id)} onCheckedChange={(state) => toggle(file.id, state.checked === true)}>
                        <Checkbox.HiddenInput aria-label={`Select ${file.original_name}`} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  )}
                  <Table.Cell fontWeight="medium" maxW="xs" truncate title={file.original_name}>
                    {file.original_name}
                  </Table.Cell>
                  <Table.Cell color="fg.muted">{whereFrom(file)}</Table.Cell>
                  <Table.Cell>{file.uploaded_by?.name ?? '—'}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatBytes(file.size_bytes)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{usDay(file.created_at)}</Table.Cell>
                  <ActionsCell>
                    <RowButton label="Download" ariaLabel={`Download ${file.original_name}`} onClick={() => download(file)} />
                    {mayDelete && <DeleteButton name={file.original_name} onClick={() => setConfirming([file])} />}
                  </ActionsCell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={details} noun={['file', 'files']} />
      </ListPanel>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.length === 1 ? 'Delete file' : 'Remove files'}
        confirmLabel={confirming?.length === 1 ? 'Delete' : 'Remove'}
        busy={removing}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(null)}
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
