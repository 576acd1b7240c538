/**
 * A list's "Views" menu (docs/saved-views.md): the user's own views and those shared with them; picking
 * one puts its state in the URL (page 1). The button names the view the list shows, "Modified" once
 * the state differs from it. "Save view…" stores the current state; the owner updates, renames and
 * deletes their views; any view may become the user's default, which the list applies when it opens
 * with no query string — so a copied link always shows what it says.
 *
 * @example <SavedViewsMenu list="branches" state={list} />
 */
import { useEffect, useRef, useState } from 'react';
import { Badge, Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useSearchParams } from 'wouter';
import type { CombinedError } from 'urql';
import { SAVED_VIEW_MESSAGES, type SavedViewList } from '../../domain/saved-views';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { ChevronDownIcon } from '../icons';
import { notify } from '../toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { SavedViewDialog, type ViewDialogValues } from './SavedViewDialog';
import { sameSnapshot, snapshotOf, viewStateOf } from './saved-view-state';
import type { ListSnapshot } from './use-list-state';
import { useCreateSavedView, useDeleteSavedView, useSavedViews, useSetDefaultSavedView, useUpdateSavedView, type SavedView, type SavedViewFields } from './use-saved-views';

/** What the menu needs of a list's state (src/ui/records/use-list-state.ts). */
export interface ViewableList {
  snapshot: ListSnapshot;
  apply(snapshot: ListSnapshot): void;
}

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

const NEW_VIEW: ViewDialogValues = { name: '', shared: 'nobody', role_id: null, is_default: false };

const fieldsOf = (view: SavedView): SavedViewFields => ({ name: view.name, state: view.state, shared: view.shared, role_id: view.role_id, is_default: view.is_default, revision: view.revision });

export function SavedViewsMenu({ list, state }: { list: SavedViewList; state: ViewableList }) {
  const [{ data }] = useSavedViews(list);
  const views = data?.savedViews;
  const [, create] = useCreateSavedView();
  const [, update] = useUpdateSavedView();
  const [removing, remove] = useDeleteSavedView();
  const [, setDefault] = useSetDefaultSavedView();
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  // The default applies once, and only to a list opened without a query string.
  const [params] = useSearchParams();
  const openedPristine = useRef(params.toString() === '');
  const defaultChecked = useRef(false);
  useEffect(() => {
    if (!views || defaultChecked.current) return;
    defaultChecked.current = true;
    const preferred = views.find((view) => view.is_default);
    if (preferred && openedPristine.current && window.location.search === '') {
      state.apply(snapshotOf(preferred.state));
      setPickedId(preferred.id);
    }
  }, [views, state]);

  const shows = (view: SavedView) => sameSnapshot(snapshotOf(view.state), state.snapshot);
  // The view picked here; after a reload or Back, the first view the list shows, adopted as picked
  // so that a change to the list then reads "Modified".
  const showing = pickedId === null ? views?.find(shows) : undefined;
  useEffect(() => {
    if (showing) setPickedId(showing.id);
  }, [showing]);
  const active = views?.find((view) => view.id === pickedId) ?? showing;
  const modified = active !== undefined && !shows(active);
  const preferred = views?.find((view) => view.is_default);
  const own = views?.filter((view) => view.mine) ?? [];
  const shared = views?.filter((view) => !view.mine) ?? [];

  const pick = (view: SavedView) => {
    state.apply(snapshotOf(view.state));
    setPickedId(view.id);
  };
  /** Runs a write from the menu; its refusal becomes a toast (the dialogs show theirs in place). */
  const run = async (work: Promise<{ error?: CombinedError | undefined }>, done: string) => {
    const failure = failureOf((await work).error);
    notify(failure ? { body: failure.message, severity: 'error' } : { body: done, severity: 'success' });
  };

  const save = async (values: ViewDialogValues): Promise<GatewayFailure | null> => {
    const result = await create({ list, input: { ...values, state: viewStateOf(state.snapshot) } });
    if (result.data) setPickedId(result.data.createSavedView.id);
    return failureOf(result.error);
  };
  const rename = (view: SavedView) => async (values: ViewDialogValues) => failureOf((await update({ id: view.id, input: { ...fieldsOf(view), ...values } })).error);

  const item = (view: SavedView) => (
    <Menu.Item key={view.id} value={`view-${view.id}`} onSelect={() => pick(view)}>
      <Text as="span" flex="1" truncate>
        {view.name}
        {!view.mine && (
          <Text as="span" color="fg.muted" textStyle="xs">
            {' '}
            · {view.owner.name}
          </Text>
        )}
      </Text>
      {view.is_default && (
        <Badge size="sm" colorPalette="gray">
          Default
        </Badge>
      )}
      {view.id === active?.id && (
        <>
          <Text as="span" aria-hidden color="brand.700">
            ✓
          </Text>
          <Text as="span" srOnly>
            (current)
          </Text>
        </>
      )}
    </Menu.Item>
  );

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" maxW="64">
            <Text as="span" srOnly={active !== undefined}>
              Views
            </Text>
            {active && (
              <Text as="span" truncate>
                <Text as="span" srOnly>
                  :{' '}
                </Text>
                {active.name}
              </Text>
            )}
            {modified && (
              <Badge size="sm" colorPalette="orange">
                Modified
              </Badge>
            )}
            <ChevronDownIcon color="fg.muted" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="64" maxW="sm">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>My views</Menu.ItemGroupLabel>
                {own.length > 0 ? own.map(item) : <EmptyGroup text={views ? 'No saved views yet' : 'Loading…'} />}
              </Menu.ItemGroup>
              {shared.length > 0 && (
                <Menu.ItemGroup>
                  <Menu.ItemGroupLabel>Shared with me</Menu.ItemGroupLabel>
                  {shared.map(item)}
                </Menu.ItemGroup>
              )}
              <Menu.Separator />
              <Menu.Item value="save" onSelect={() => setEditing({ kind: 'save' })}>
                Save view…
              </Menu.Item>
              {active?.mine && (
                <>
                  <Menu.Item value="update" disabled={!modified} onSelect={() => void run(update({ id: active.id, input: { ...fieldsOf(active), state: viewStateOf(state.snapshot) } }), SAVED_VIEW_MESSAGES.updated)}>
                    Update view
                  </Menu.Item>
                  <Menu.Item value="rename" onSelect={() => setEditing({ kind: 'rename', view: active })}>
                    Rename…
                  </Menu.Item>
                  <Menu.Item value="delete" color="red.700" _highlighted={{ bg: 'red.50', color: 'red.800' }} onSelect={() => setEditing({ kind: 'delete', view: active })}>
                    Delete…
                  </Menu.Item>
                </>
              )}
              {active && !active.is_default && (
                <Menu.Item value="set-default" onSelect={() => void run(setDefault({ list, view_id: Number(active.id) }), SAVED_VIEW_MESSAGES.defaultSet)}>
                  Set as default
                </Menu.Item>
              )}
              {preferred && (
                <Menu.Item value="clear-default" onSelect={() => void run(setDefault({ list, view_id: null }), 'Default view cleared')}>
                  Clear default
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>

      {editing?.kind === 'save' && <SavedViewDialog title="Save view" submitLabel="Save" initial={NEW_VIEW} onSubmit={save} onClose={() => setEditing(null)} />}
      {editing?.kind === 'rename' && (
        <SavedViewDialog
          title="Rename view"
          submitLabel="Save"
          initial={{ name: editing.view.name, shared: editing.view.shared, role_id: editing.view.role_id, is_default: editing.view.is_default }}
          onSubmit={rename(editing.view)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={editing?.kind === 'delete'}
        title="Delete view"
        confirmLabel="Delete"
        busy={removing.fetching}
        onClose={() => setEditing(null)}
        onConfirm={async () => {
          if (editing?.kind !== 'delete') return null;
          const failure = failureOf((await remove({ id: editing.view.id })).error);
          if (!failure && editing.view.id === pickedId) setPickedId(null);
          return failure?.message ?? null;
        }}
      >
        Delete the view <strong>{editing?.kind === 'delete' ? editing.view.name : ''}</strong>? This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

function EmptyGroup({ text }: { text: string }) {
  return (
    <HStack px="2" py="1.5">
      <Text textStyle="sm" color="fg.muted">
        {text}
      </Text>
    </HStack>
  );
}
