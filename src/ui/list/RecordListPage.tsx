/**
 * One record list screen: the document title, the heading with its "Create X" link, the list
 * (RecordListView) and the row actions — Edit, the status control, Delete — with their dialogs. A
 * screen declares only what differs; what the user may do comes once from the permission key
 * (src/domain/permissions), so Create, Edit, Status, Delete and the bulk actions follow the same flags.
 *
 * @example
 * <RecordListPage title="Manage Roles" description="…" access="Role" create={{ href: '/roles/create', label: 'Create Role' }}
 *   resource="roles" list={list} query={useRoles(list.variables)} pageOf={(data) => data.roles}
 *   noun={['role', 'roles']} search={{ label: 'Search roles', placeholder: '…' }} columns={COLUMNS} nameOf={(role) => role.name}
 *   editHref={(role) => `/roles/edit/${role.id}`} remove={deleteControl<Role>('role', useDeleteRole(), { name: (role) => role.name })}
 *   bulk={{ remove: true }} />
 */
import { useState, type ReactNode } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import type { CombinedError } from 'urql';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can, type PermissionKey } from '../../domain/permissions';
import type { SavedViewList } from '../../domain/saved-views';
import type { ExportableList } from '../../gateway/download';
import { PageHeader } from '../PageHeader';
import { RecordRowActions } from '../records/RowActions';
import { useDocumentTitle } from '../use-document-title';
import type { BulkResourceName } from './bulk';
import { RecordListView, type ListPage, type RecordListViewProps } from './RecordListView';

type WriteAction = 'create' | 'update' | 'delete';

/** Who may write: the holders of a permission key's flags, or administrators only (services, add-ons). */
export type ListAccess = PermissionKey | 'admin';

/** A row's dialog: rendered for the row being changed, with null while closed. */
export type RowDialog<Item> = (row: Item | null, onClose: () => void) => ReactNode;

export interface RowControl<Item> {
  dialog: RowDialog<Item>;
  /** Rows that do not offer it (one's own account); every row when absent. */
  shown?(row: Item): boolean;
}

/** A record's list name on the server: its saved views, its CSV export and its bulk routes. */
export type ListResource = SavedViewList & ExportableList & BulkResourceName;

/** The list query's hook answer (urql's `useQuery` tuple). */
export type ListQuery<Data> = readonly [{ data?: Data | undefined; fetching: boolean; error?: CombinedError | undefined }, (context: { requestPolicy: 'network-only' }) => void];

type ViewProps<Item extends RowData, Sort extends string> = Omit<RecordListViewProps<Item, Sort>, 'rowActions' | 'bulk' | 'views' | 'exportPath' | 'state' | 'onRetry'>;

export interface RecordListPageProps<Item extends RowData, Sort extends string, Data> extends ViewProps<Item, Sort> {
  title: string;
  description: string;
  access: ListAccess;
  /** Actions refused whatever the key says (a Branch Lead creates and deletes no branch). */
  withheld?: readonly WriteAction[] | undefined;
  create: { href: string; label: string };
  resource: ListResource;
  /** The list query's answer, and where its page is in the data (`(data) => data.holidays`). */
  query: ListQuery<Data>;
  pageOf(data: Data): ListPage<Item>;
  /** A row's edit form (with the update flag). */
  editHref?(row: Item): string;
  /** A row's status control (with the update flag): "Status" opens a chooser; given `toggleFrom` (the row's status), Activate / Deactivate. */
  status?: (RowControl<Item> & { toggleFrom?(row: Item): string }) | undefined;
  /** A row's Delete (with the delete flag). */
  remove?: RowControl<Item> | undefined;
  /** The bulk actions the resource has routes for; those the user's flags allow are shown. */
  bulk?: { status?: boolean; remove?: boolean } | undefined;
}

/** The write flags of the signed-in user for a list. */
function useWriteFlags(access: ListAccess, withheld: readonly WriteAction[] = []): Record<WriteAction, boolean> {
  const { permissions, user } = useSession();
  const may = (action: WriteAction) => !withheld.includes(action) && (access === 'admin' ? Boolean(user?.is_admin) : can(permissions, access, action));
  return { create: may('create'), update: may('update'), delete: may('delete') };
}

const offered = <Item,>(control: RowControl<Item> | undefined, allowed: boolean, row: Item) => allowed && control !== undefined && (control.shown?.(row) ?? true);

export function RecordListPage<Item extends RowData, Sort extends string, Data>(props: RecordListPageProps<Item, Sort, Data>) {
  const { title, description, access, withheld, create, resource, query, pageOf, editHref, status, remove, bulk, ...view } = props;
  const [{ data, fetching, error }, reexecute] = query;
  useDocumentTitle(title);
  const may = useWriteFlags(access, withheld);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [changing, setChanging] = useState<Item | null>(null);
  const hasActions = (may.update && (editHref !== undefined || status !== undefined)) || (may.delete && remove !== undefined);

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title={title} description={description} />
        {may.create && (
          <Button asChild colorPalette="brand">
            <Link href={create.href}>{create.label}</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        {...view}
        views={resource}
        exportPath={resource}
        state={{ page: data && pageOf(data), fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        bulk={bulk && { resource, status: Boolean(bulk.status) && may.update, remove: Boolean(bulk.remove) && may.delete }}
        rowActions={
          hasActions
            ? (row) => (
                <RecordRowActions
                  name={view.nameOf(row)}
                  editHref={may.update ? editHref?.(row) : undefined}
                  onStatus={offered(status, may.update, row) ? () => setChanging(row) : undefined}
                  toggleFrom={status?.toggleFrom?.(row)}
                  onDelete={offered(remove, may.delete, row) ? () => setDeleting(row) : undefined}
                />
              )
            : undefined
        }
      />

      {remove?.dialog(deleting, () => setDeleting(null))}
      {status?.dialog(changing, () => setChanging(null))}
    </>
  );
}
