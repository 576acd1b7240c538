import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/ui/records/RecordList';
import { readListParams, writeListParams } from '../../src/ui/records/use-list-state';

describe('list state in the URL', () => {
  it('reads search, filters, sort, page and size, and writes them back with defaults left out', () => {
    const params = new URLSearchParams('q=acme&status=active&customer=3&sort=-name&page=2&size=25');
    const state = readListParams(params, 'name');
    expect(state).toEqual({ search: 'acme', sort: '-name', pageNumber: 2, pageSize: 25, filters: { status: 'active', customer: '3' } });
    expect(writeListParams(state, 'name').toString()).toBe('q=acme&customer=3&status=active&sort=-name&page=2&size=25');
    expect(writeListParams({ ...state, search: undefined, sort: 'name', pageNumber: 1, pageSize: 10, filters: {} }, 'name').toString()).toBe('');
  });

  it('falls back to the defaults for malformed page and size values', () => {
    for (const query of ['page=0', 'page=-3', 'page=1.5', 'page=abc', 'size=7', 'size=1000', 'size=']) {
      const state = readListParams(new URLSearchParams(query), 'name');
      expect(state.pageNumber, query).toBe(1);
      expect(state.pageSize, query).toBe(10);
    }
  });

  it('ignores empty filters and blank searches', () => {
    expect(readListParams(new URLSearchParams('q=%20%20&status='), 'name')).toMatchObject({ search: undefined, filters: {} });
  });
});

describe('page numbers', () => {
  it('offers the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(6, 26)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 26]);
    expect(pageWindow(26, 26)).toEqual([1, 'gap', 24, 25, 26]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
