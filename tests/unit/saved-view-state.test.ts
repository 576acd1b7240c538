import { describe, expect, it } from 'vitest';
import { ListState } from '../../src/domain/saved-views';
import { sameSnapshot, snapshotOf, viewStateOf } from '../../src/ui/records/saved-view-state';

describe('a saved view’s state and the URL’s list state', () => {
  it('stores what the URL holds in the contract’s shape and reads it back unchanged', () => {
    const snapshot = { search: 'clinic', sort: '-due_date', pageSize: 25, filters: { status: 'pending', customer: '3' } };
    const state = viewStateOf(snapshot);
    expect(state).toEqual({ search: 'clinic', sort: { id: 'due_date', desc: true }, pageSize: 25, filters: { status: 'pending', customer: '3' } });
    expect(ListState.safeParse(state).success).toBe(true);
    expect(snapshotOf(state)).toEqual(snapshot);
  });

  it('leaves the defaults out: a pristine list is an empty state', () => {
    expect(viewStateOf({ filters: {} })).toEqual({});
    expect(snapshotOf({})).toEqual({ filters: {} });
    expect(viewStateOf({ sort: 'name', filters: {} })).toEqual({ sort: { id: 'name', desc: false } });
  });

  it('reads typed filters of a view saved elsewhere as the URL’s strings', () => {
    expect(snapshotOf({ filters: { status: ['pending', 'in_progress'], overdue: true, year: 2026, empty: '' } }).filters).toEqual({ status: 'pending,in_progress', overdue: 'true', year: '2026' });
  });

  it('compares snapshots by what they show, whatever the order of the filters', () => {
    expect(sameSnapshot({ filters: { a: '1', b: '2' } }, { filters: { b: '2', a: '1' } })).toBe(true);
    expect(sameSnapshot({ filters: { a: '1' } }, { filters: { a: '2' } })).toBe(false);
    expect(sameSnapshot({ search: 'x', filters: {} }, { filters: {} })).toBe(false);
    expect(sameSnapshot({ sort: '-name', filters: {} }, { sort: 'name', filters: {} })).toBe(false);
  });
});
