/**
 * The actions at the end of a list row: an Edit link and buttons (status, delete), each named for
 * its record so a screen reader — and a test — can tell the rows apart ("Edit Summit Builders").
 */
import type { ReactNode } from 'react';
import { Button, HStack, Table } from '@chakra-ui/react';
import { Link } from 'wouter';

export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <Table.Cell textAlign="end">
      <HStack justify="flex-end" gap="2">
        {children}
      </HStack>
    </Table.Cell>
  );
}

export function EditLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild size="xs" variant="outline">
      <Link href={href} aria-label={`Edit ${name}`}>
        Edit
      </Link>
    </Button>
  );
}

/** A row button; `label` is what it shows, `ariaLabel` names the record too. */
export function RowButton({ label, ariaLabel, danger, onClick }: { label: string; ariaLabel: string; danger?: boolean; onClick: () => void }) {
  return (
    <Button size="xs" variant="outline" colorPalette={danger ? 'red' : undefined} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return <RowButton label="Delete" ariaLabel={`Delete ${name}`} danger onClick={onClick} />;
}

/** "Deactivate" an active record, "Activate" any other ("Deactivate North Office"). */
export function StatusToggleButton({ name, status, onClick }: { name: string; status: string; onClick: () => void }) {
  const label = status === 'active' ? 'Deactivate' : 'Activate';
  return <RowButton label={label} ariaLabel={`${label} ${name}`} onClick={onClick} />;
}

/**
 * The usual actions of a record row, always in this order: Edit (when `editHref`), the status control
 * (when `onStatus`: "Status", or Activate / Deactivate by `toggleFrom`, the row's status) and Delete
 * (when `onDelete`) — leave one out where the user may not do it.
 */
export function RecordRowActions({
  name,
  editHref,
  onStatus,
  toggleFrom,
  onDelete,
}: {
  name: string;
  editHref?: string | undefined;
  onStatus?: (() => void) | undefined;
  /** The row's status: the control reads Activate or Deactivate rather than "Status". */
  toggleFrom?: string | undefined;
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      {editHref !== undefined && <EditLink href={editHref} name={name} />}
      {onStatus &&
        (toggleFrom === undefined ? (
          <RowButton label="Status" ariaLabel={`Change status of ${name}`} onClick={onStatus} />
        ) : (
          <StatusToggleButton name={name} status={toggleFrom} onClick={onStatus} />
        ))}
      {onDelete && <DeleteButton name={name} onClick={onDelete} />}
    </>
  );
}
