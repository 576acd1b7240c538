/**
 * Where the dashboard's numbers lead: list links written by the list kernel's own writer and read
 * back by its parser unchanged; no link to a screen the user may not open; on a customer dashboard
 * only lists narrowed to that customer. Also what keeps chart text readable (label contrast on every
 * slice colour, whole-number count axes) and which project ranking each user sees.
 */
import { describe, expect, it } from 'vitest';
import { projectReach, visibleCards } from '../../src/domain/dashboard-cards';
import { groupPermissions } from '../../src/domain/permissions';
import { drillDown, mayOpenPath, recordHref } from '../../src/features/dashboard/drill-down';
import { CHART_PALETTE, contrastRatio, countAxis, labelColorOn } from '../../src/ui/charts/readable';
import { listHref, readListParams } from '../../src/ui/records/use-list-state';
import { DEMO_ACCOUNTS } from './demo-accounts';

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!found) throw new Error(email);
  return { user: found.user, permissions: groupPermissions(found.keys.flatMap((key) => [`${key}.view`, `${key}.list`])) };
};

describe('list links', () => {
  it('are read back by the list kernel as exactly the filters and search they were built from', () => {
    const cases: { filters: Record<string, string>; search?: string }[] = [
      { filters: {} },
      { filters: { status: 'pending' } },
      { filters: { due: 'overdue', customer: '12' } },
      { filters: { filter_start_date: '2026-11-01' }, search: 'tower & annex' },
      { filters: { score_group: 'promoter', 'odd name': 'a=b&c' } },
    ];
    for (const { filters, search } of cases) {
      const href = listHref('/projects', filters, search);
      const url = new URL(href, 'http://portal.test');
      expect(url.pathname).toBe('/projects');
      const state = readListParams(url.searchParams, '-created');
      expect(state.filters, href).toEqual(filters);
      expect(state.search, href).toBe(search);
      // The list's own defaults: first page, default size and sort.
      expect([state.pageNumber, state.pageSize, state.sort], href).toEqual([1, 10, '-created']);
    }
  });

  it('leave out empty filters and give the bare path without any', () => {
    expect(listHref('/customers', {})).toBe('/customers');
    expect(listHref('/customers', { status: '', partner: '3' })).toBe('/customers?partner=3');
    expect(listHref('/projects', { status: 'in_progress', due: 'open' })).toBe('/projects?due=open&status=in_progress');
  });
});

describe('drill-down', () => {
  it('links an administrator to every list, filtered', () => {
    const { user, permissions } = account('admin@example.com');
    const to = drillDown(user, permissions, undefined);
    expect(to('/projects', { status: 'completed' })).toBe('/projects?status=completed');
    expect(to('/partners', { status: 'active' })).toBe('/partners?status=active');
    expect(to('/nps/nps-details', { score_group: 'detractor' })).toBe('/nps/nps-details?score_group=detractor');
    expect(recordHref('/view-customer/4', user, permissions)).toBe('/view-customer/4');
  });

  it('gives no link to a list the user may not open', () => {
    const { user, permissions } = account('customeradmin@example.com');
    const to = drillDown(user, permissions, undefined);
    expect(to('/projects', { due: 'open' })).toBe('/projects?due=open');
    expect(to('/partners')).toBeUndefined();
    expect(to('/customers')).toBeUndefined();
    expect(recordHref('/view-customer/4', user, permissions)).toBeUndefined();
    expect(mayOpenPath('/storage/file-details/Summit%20Builders', user, permissions)).toBe(true);
    const lead = account('branchlead@example.com');
    expect(drillDown(lead.user, lead.permissions, undefined)('/invoices')).toBeUndefined();
  });

  it('narrows a customer dashboard to its customer, and links nowhere the list cannot be narrowed', () => {
    const { user, permissions } = account('admin@example.com');
    const to = drillDown(user, permissions, 7);
    expect(to('/projects', { status: 'pending' })).toBe('/projects?customer=7&status=pending');
    expect(to('/invoices')).toBe('/invoices?customer_id=7');
    expect(to('/customers', { status: 'active' })).toBeUndefined();
    expect(to('/nps/nps-details')).toBeUndefined();
  });

  it('links nowhere before the user is known', () => {
    expect(drillDown(null, {}, undefined)('/projects')).toBeUndefined();
  });
});

describe('project rankings', () => {
  it('rank customers for staff, branches for a customer admin and on a customer dashboard, nothing for one branch', () => {
    expect(projectReach({ ownCustomerId: null, ownBranchOnly: false }, false)).toBe('customers');
    expect(projectReach({ ownCustomerId: null, ownBranchOnly: false }, true)).toBe('branches');
    expect(projectReach({ ownCustomerId: 3, ownBranchOnly: false }, false)).toBe('branches');
    expect(projectReach({ ownCustomerId: 3, ownBranchOnly: true }, true)).toBe('branch');
    const { permissions } = account('customeradmin@example.com');
    const ranked = (reach: 'customers' | 'branches' | 'branch') => visibleCards(permissions, 'standard', reach).filter((card) => card.startsWith('top') && card !== 'topbillings');
    expect(ranked('customers')).toEqual(['topcustomers']);
    expect(ranked('branches')).toEqual(['topbranches']);
    expect(ranked('branch')).toEqual([]);
  });
});

describe('readable charts', () => {
  it('label every slice colour with contrast of at least 4.5:1', () => {
    const colours = [...CHART_PALETTE, '#718096', '#3182ce', '#dd6b20', '#38a169', '#805ad5', '#d53f8c', '#c53030', '#ffff00', '#777777', '#000000', '#ffffff'];
    for (const colour of colours) expect(contrastRatio(labelColorOn(colour), colour), colour).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('count in whole numbers on value axes', () => {
    for (const max of [0, 1, 2, 3, 4, 5, 7, 12, 99, 1234]) {
      const axis = countAxis(max);
      const step = (axis.max - axis.min) / axis.tickAmount;
      expect(Number.isInteger(step), String(max)).toBe(true);
      expect(axis.max, String(max)).toBeGreaterThanOrEqual(max);
      expect(axis.tickAmount).toBeLessThanOrEqual(5);
    }
    expect(countAxis(1)).toMatchObject({ min: 0, max: 1, tickAmount: 1 });
    expect(countAxis(7)).toMatchObject({ max: 10, tickAmount: 5 });
    expect(countAxis(3).labels.formatter(2.0000001)).toBe('2');
  });
});
