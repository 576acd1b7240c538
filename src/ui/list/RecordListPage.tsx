/**
 * One record list screen: the document title, the heading with its "Create X" link, the list
 * (RecordListView) and the row actions — Edit, the status control, Delete — with their dialogs. A
 * screen declares only what differs; its words (heading, Create, Edit links, noun, search label) and
 * its permission key come from its area in the shell routes (record-area.ts), and what the user may do
 * is read once from that key, so Create, Edit, Status, Delete and the bulk actions follow the same flags.
 * The bulk actions are those the resource has routes for (BULK_RESOURCES), plus a screen's own; the
 * export is the resource's CSV where it has one, or the screen's own.
 *
 * @example
 * <RecordListPage path="/roles" description="…" resource="roles" list={list} query={useRoles(list.variables)}
 *   search="Search by name or description" columns={COLUMNS} remove={deleteControl<Role>(useDeleteRole())} />
 */
import { useState, type ReactNode } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useSession } from '../../app/session';
import { can } from '../../domain/permissions';
import type { SavedViewList } from '../../domain/saved-views';
import { EXPORTABLE_LISTS, type ExportableList } from '../../gateway/download';
import { BULK_RESOURCES, type BulkResourceName } from '../../gateway/resources/bulk';
import { PageHeader } from '../PageHeader';
import { RecordRowActions } from '../records/RowActions';
import { useDocumentTitle } from '../use-document-title';
import type { BulkSelection } from './BulkBar';
import { csvExport, type ListExport } from './ListExports';
import { recordArea, type ListAccess } from './record-area';
import { listQueryState, RecordListView, type ListQuery, type RecordListViewProps } from './RecordListView';

type WriteAction = 'create' | 'update' | 'delete';

/** A record row: its id makes its Edit link. */
interface Identified {
  id: string;
}

/** What a row's dialog is given besides its row: how to close it, and the page's words for the record. */
export interface RowDialogContext<Item> {
  close(): void;
  /** The record's noun: "branch". */
  thing: string;
  nameOf(row: Item): string;
}

/** A row's dialog: rendered for the row being changed, with null while closed. */
export type RowDialog<Item> = (row: Item | null, context: RowDialogContext<Item>) => ReactNode;

export interface RowControl<Item> {
  dialog: RowDialog<Item>;
  /** Rows that do not offer it (one's own account); every row when absent. */
  shown?(row: Item): boolean;
}

/** The status control: "Status" opens a chooser; given `toggleFrom` (the row's status), Activate / Deactivate. */
export type StatusControl<Item> = RowControl<Item> & { toggleFrom?(row: Item): string };

type ViewProps<Item extends Identified, Sort extends string> = Omit<RecordListViewProps<Item, Sort>, 'rowActions' | 'bulk' | 'views' | 'exports' | 'state' | 'onRetry' | 'noun' | 'search' | 'nameOf'>;

/** A row is named by its `name` unless the screen says otherwise (a holiday's `holiday_name`). */
type Naming<Item> = Item extends { name: string } ? { nameOf?(row: Item): string } : { nameOf(row: Item): string };

export type RecordListPageProps<Item extends Identified, Sort extends string> = ViewProps<Item, Sort> &
  Naming<Item> & {
    /** The list's route (`/added-services`): its heading, Create and Edit links, noun and permission key. */
    path: `/${string}`;
    description: string;
    /** Actions refused whatever the key says (a Branch Lead creates and deletes no branch). */
    withheld?: readonly WriteAction[] | undefined;
    /** The list's name on the server: its saved views, and its CSV export and bulk routes where it has them. */
    resource: SavedViewList;
    query: ListQuery<Item>;
    /** The search box's placeholder (its label is "Search <things>"), or both where the label differs. */
    search?: string | { label: string; placeholder: string } | undefined;
    /** Rows that offer Edit (with the update flag): every row when absent. */
    editable?(row: Item): boolean;
    /** A row's status control (with the update flag). */
    status?: StatusControl<Item> | undefined;
    /** A row's Delete (with the delete flag). */
    remove?: RowControl<Item> | undefined;
    /** The screen's own exports, in place of the resource's CSV. */
    exports?: readonly ListExport[] | undefined;
    /** The screen's own bulk actions, after the resource's. */
    bulkActions?: ((selection: BulkSelection<Item>) => ReactNode) | undefined;
  };

/** The write flags of the signed-in user for a list. */
function useWriteFlags(access: ListAccess, withheld: readonly WriteAction[] = []): Record<WriteAction, boolean> {
  const { permissions, user } = useSession();
  const may = (action: WriteAction) => !withheld.includes(action) && (access === 'admin' ? Boolean(user?.is_admin) : can(permissions, access, action));
  return { create: may('create'), update: may('update'), delete: may('delete') };
}

const offered = <Item,>(control: RowControl<Item> | undefined, allowed: boolean, row: Item) => allowed && control !== undefined && (control.shown?.(row) ?? true);

const isBulkResource = (resource: string): resource is BulkResourceName => Object.hasOwn(BULK_RESOURCES, resource);
const isExportable = (resource: string): resource is ExportableList => (EXPORTABLE_LISTS as readonly string[]).includes(resource);

const named = (row: unknown) => String((row as { name: string }).name);

export function RecordListPage<Item extends Identified, Sort extends string>(props: RecordListPageProps<Item, Sort>) {
  const { path, description, withheld, resource, query, search, editable, status, remove, exports, bulkActions, ...view } = props;
  const area = recordArea(path);
  const nameOf = props.nameOf ?? named;
  const { state, onRetry } = listQueryState(query);
  useDocumentTitle(area.title);
  const may = useWriteFlags(area.access, withheld);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [changing, setChanging] = useState<Item | null>(null);
  const page = state.page;

  const mayEdit = (row: Item) => may.update && (editable?.(row) ?? true);
  const actionsOf = (row: Item) => ({
    editHref: mayEdit(row) ? area.editHref(row.id) : undefined,
    onStatus: offered(status, may.update, row) ? () => setChanging(row) : undefined,
    onDelete: offered(remove, may.delete, row) ? () => setDeleting(row) : undefined,
  });
  const hasActions = page?.data.some((row) => Object.values(actionsOf(row)).some((action) => action !== undefined)) ?? false;
  const bulkResource = isBulkResource(resource) ? resource : undefined;
  const routes = bulkResource && BULK_RESOURCES[bulkResource];
  const context = (close: () => void): RowDialogContext<Item> => ({ close, thing: area.noun[0], nameOf });

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title={area.title} description={description} />
        {may.create && (
          <Button asChild colorPalette="brand">
            <Link href={area.create.href}>{area.create.label}</Link>
          </Button>
        )}
      </Flex>

      <RecordListView
        {...view}
        noun={area.noun}
        nameOf={nameOf}
        search={search === undefined ? undefined : typeof search === 'string' ? { label: `Search ${area.noun[1]}`, placeholder: search } : search}
        views={resource}
        exports={exports ?? (isExportable(resource) ? [csvExport(resource, view.list.variables)] : undefined)}
        state={state}
        onRetry={onRetry}
        bulk={{ resource: bulkResource, status: routes?.status !== undefined && may.update, remove: routes?.remove !== undefined && may.delete, more: bulkActions }}
        rowActions={hasActions ? (row) => <RecordRowActions name={nameOf(row)} toggleFrom={status?.toggleFrom?.(row)} {...actionsOf(row)} /> : undefined}
      />

      {remove?.dialog(deleting, context(() => setDeleting(null)))}
      {status?.dialog(changing, context(() => setChanging(null)))}
    </>
  );
}
