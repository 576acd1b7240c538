import { describe, expect, it } from 'vitest';
import { listVariables } from '../../src/ui/list/list-variables';

const state = { pageNumber: 2, pageSize: 25, sort: '-name', search: undefined, filters: {} };

describe('listVariables', () => {
  it('sends paging and sort, and the search only when set', () => {
    expect(listVariables(state, {})).toEqual({ pageNumber: 2, pageSize: 25, sort: '-name' });
    expect(listVariables({ ...state, search: 'acme' }, {})).toEqual({ pageNumber: 2, pageSize: 25, sort: '-name', search: 'acme' });
  });

  it('sends only the declared filters that are set, the numeric ones as numbers', () => {
    const filters = { partner: '7', status: 'active', vendor: '', stray: 'x' };
    expect(listVariables({ ...state, filters }, { partner: 'number', status: 'text', vendor: 'text' })).toEqual({ pageNumber: 2, pageSize: 25, sort: '-name', partner: 7, status: 'active' });
  });
});
