/** The role's permissions as a matrix: resources (spec §6 keys) × view, create, update, delete, seeAll. */
import { Checkbox, Table } from '@chakra-ui/react';
import { PERMISSION_ACTIONS, PERMISSION_KEYS } from '../../domain/permissions';

const ACTION_LABELS: Record<(typeof PERMISSION_ACTIONS)[number], string> = {
  view: 'View',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  seeAll: 'See all',
};

export function PermissionMatrix({ value, onChange, readOnly = false }: { value: ReadonlySet<string>; onChange: (permission: string, held: boolean) => void; readOnly?: boolean }) {
  return (
    <Table.Root size="sm" aria-label="Permissions">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Resource</Table.ColumnHeader>
          {PERMISSION_ACTIONS.map((action) => (
            <Table.ColumnHeader key={action} textAlign="center">
              {ACTION_LABELS[action]}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {PERMISSION_KEYS.map((key) => (
          <Table.Row key={key}>
            <Table.Cell fontWeight="medium">{key}</Table.Cell>
            {PERMISSION_ACTIONS.map((action) => {
              const permission = `${key}.${action}`;
              return (
                <Table.Cell key={action} textAlign="center">
                  <Checkbox.Root
                    checked={value.has(permission)}
                    readOnly={readOnly}
                    onCheckedChange={(details) => onChange(permission, details.checked === true)}
                    colorPalette="brand"
                  >
                    <Checkbox.HiddenInput aria-label={`${key} ${action}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
