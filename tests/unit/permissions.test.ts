// Permission strings and their grouping (spec §3, §6; DESIGN §7).
import { describe, expect, it } from 'vitest';
import {
  PERMISSION_ACTIONS,
  PERMISSION_KEYS,
  can,
  fullAccess,
  groupPermissions,
  holds,
  parsePermission,
} from '../../src/domain/permissions';

describe('the keys and actions of spec §6', () => {
  it('are the fourteen keys seen', () => {
    expect([...PERMISSION_KEYS]).toEqual([
      'Analytics', 'Enq', 'Invoice', 'Storage', 'NPS', 'Customer', 'Branch',
      'Software', 'Approval', 'Partner', 'Agents', 'User', 'Role', 'Holiday',
    ]);
  });

  it('are the five action words', () => {
    expect([...PERMISSION_ACTIONS]).toEqual(['view', 'create', 'update', 'delete', 'seeAll']);
  });
});

describe('parsePermission', () => {
  it('splits a resource and an action', () => {
    expect(parsePermission('Customer.view')).toEqual({ key: 'Customer', action: 'view' });
    expect(parsePermission('Enq.seeAll')).toEqual({ key: 'Enq', action: 'seeAll' });
  });

  it.each(['', 'Customer', 'Customer.', '.view', 'Customer.view.extra', 'Unknown.view', 'Customer.fly', 'customer.view', 'Customer.View', 'Customer.list'])(
    'gives null for %j',
    (text) => expect(parsePermission(text)).toBeNull(),
  );
});

describe('groupPermissions', () => {
  it('groups per resource into view, create, update, delete and list (list from seeAll)', () => {
    expect(groupPermissions(['Enq.view', 'Enq.seeAll', 'Customer.create'])).toEqual({
      Enq: { view: true, create: false, update: false, delete: false, list: true },
      Customer: { view: false, create: true, update: false, delete: false, list: false },
    });
  });

  it('sets every flag for all five actions', () => {
    expect(groupPermissions(fullAccess(['Role']))).toEqual({ Role: { view: true, create: true, update: true, delete: true, list: true } });
  });

  it('ignores unknown strings and repeats', () => {
    expect(groupPermissions(['Nope.view', 'Enq.view', 'Enq.view', 'garbage'])).toEqual({
      Enq: { view: true, create: false, update: false, delete: false, list: false },
    });
  });

  it('gives an empty map for no permissions', () => expect(groupPermissions([])).toEqual({}));
});

describe('can', () => {
  const permissions = groupPermissions(['Invoice.view', 'Invoice.seeAll']);

  it('returns the flag for a feature and action', () => {
    expect(can(permissions, 'Invoice', 'view')).toBe(true);
    expect(can(permissions, 'Invoice', 'list')).toBe(true);
    expect(can(permissions, 'Invoice', 'delete')).toBe(false);
  });

  it('is false for a feature not held at all', () => expect(can(permissions, 'Role', 'view')).toBe(false));
});

describe('holds', () => {
  it('is true when any flag of the key is set', () => {
    for (const action of PERMISSION_ACTIONS) expect(holds(groupPermissions([`NPS.${action}`]), 'NPS')).toBe(true);
  });

  it('is false for a missing key or one with every flag off', () => {
    expect(holds({}, 'NPS')).toBe(false);
    expect(holds({ NPS: { view: false, create: false, update: false, delete: false, list: false } }, 'NPS')).toBe(false);
  });
});

describe('fullAccess', () => {
  it('lists all five actions of each key', () => {
    expect(fullAccess(['Enq', 'NPS'])).toEqual([
      'Enq.view', 'Enq.create', 'Enq.update', 'Enq.delete', 'Enq.seeAll',
      'NPS.view', 'NPS.create', 'NPS.update', 'NPS.delete', 'NPS.seeAll',
    ]);
  });

  it('gives 70 strings for all 14 keys', () => expect(fullAccess(PERMISSION_KEYS)).toHaveLength(70));
});
