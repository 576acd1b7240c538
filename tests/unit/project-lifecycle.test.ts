/**
 * The project lifecycle chart against an independent table of what each side may do in each status
 * (DESIGN §7, issue 5 §1): every status × side × action is checked, so a changed guard or target
 * fails here before it reaches the server or the screens.
 */
import { describe, expect, it } from 'vitest';
import {
  BULK_LIFECYCLE_ACTIONS,
  NEW_PROJECT,
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  allowedActions,
  bulkLifecycleActions,
  nextLifecycle,
  type LifecycleState,
  type ProjectAction,
  type ProjectSide,
  type ProjectStatus,
} from '../../src/domain/project-lifecycle';

const state = (status: ProjectStatus, extra: Partial<LifecycleState> = {}): LifecycleState => ({
  ...NEW_PROJECT,
  status,
  resumeStatus: status === 'cancellation_requested' ? 'in_progress' : null,
  ...extra,
});

/** Status changes per side with no request pending: action → resulting status. */
const TABLE: Record<ProjectStatus, Partial<Record<ProjectSide, Partial<Record<ProjectAction, ProjectStatus>>>>> = {
  pending: {
    provider: { ACCEPT: 'in_progress', OPEN_RFI: 'on_hold', CANCEL: 'cancelled', REQUEST_DUE_DATE: 'pending', REQUEST_HOURS: 'pending' },
    customer: { CANCEL: 'cancelled', REQUEST_DUE_DATE: 'pending' },
  },
  in_progress: {
    provider: { OPEN_RFI: 'on_hold', COMPLETE: 'completed', CANCEL: 'cancelled', REQUEST_DUE_DATE: 'in_progress', REQUEST_HOURS: 'in_progress' },
    customer: { REQUEST_CANCELLATION: 'cancellation_requested', REQUEST_DUE_DATE: 'in_progress' },
  },
  on_hold: {
    provider: { OPEN_RFI: 'on_hold', RESOLVE_RFI: 'in_progress', CANCEL: 'cancelled', REQUEST_DUE_DATE: 'on_hold', REQUEST_HOURS: 'on_hold' },
    customer: { REQUEST_CANCELLATION: 'cancellation_requested', REQUEST_DUE_DATE: 'on_hold' },
  },
  completed: { customer: { REQUEST_REOPEN: 'reopen_requested' } },
  reopen_requested: { provider: { APPROVE_REOPEN: 'in_progress', REJECT_REOPEN: 'completed' } },
  cancellation_requested: { provider: { CANCEL: 'cancelled', REJECT_CANCELLATION: 'in_progress' } },
  cancelled: {},
};

const SIDES: readonly ProjectSide[] = ['provider', 'customer', 'agent'];

describe('project lifecycle chart', () => {
  for (const status of PROJECT_STATUSES) {
    for (const side of SIDES) {
      it(`${status}: ${side} may do exactly what the table says`, () => {
        const expected = TABLE[status][side] ?? {};
        expect(allowedActions(state(status), side).sort()).toEqual(Object.keys(expected).sort());
        for (const action of PROJECT_ACTIONS) {
          const event = action === 'RESOLVE_RFI' ? { type: action, by: side, openAfter: 0 } : { type: action, by: side };
          const next = nextLifecycle(state(status), event);
          expect(next?.status ?? null).toBe(expected[action] ?? null);
        }
      });
    }
  }

  it('keeps a project on hold until its last RFI closes', () => {
    expect(nextLifecycle(state('on_hold'), { type: 'RESOLVE_RFI', by: 'provider', openAfter: 2 })?.status).toBe('on_hold');
    expect(nextLifecycle(state('on_hold'), { type: 'RESOLVE_RFI', by: 'provider', openAfter: 0 })?.status).toBe('in_progress');
  });

  it('returns a rejected cancellation to where the project was', () => {
    for (const from of ['in_progress', 'on_hold'] as const) {
      const asked = nextLifecycle(state(from), { type: 'REQUEST_CANCELLATION', by: 'customer' });
      expect(asked).toMatchObject({ status: 'cancellation_requested', resumeStatus: from });
      expect(nextLifecycle(asked!, { type: 'REJECT_CANCELLATION', by: 'provider' })).toMatchObject({ status: from, resumeStatus: null });
    }
  });

  it('has a due-date request answered only by the side that did not ask', () => {
    const asked = nextLifecycle(state('in_progress'), { type: 'REQUEST_DUE_DATE', by: 'customer' })!;
    expect(asked.dueRequestedBy).toBe('customer');
    expect(allowedActions(asked, 'customer')).not.toContain('APPROVE_DUE_DATE');
    expect(allowedActions(asked, 'customer')).not.toContain('REQUEST_DUE_DATE');
    expect(allowedActions(asked, 'provider')).toEqual(expect.arrayContaining(['APPROVE_DUE_DATE', 'REJECT_DUE_DATE']));
    expect(nextLifecycle(asked, { type: 'APPROVE_DUE_DATE', by: 'provider' })).toMatchObject({ status: 'in_progress', dueRequestedBy: null });
    const providerAsked = nextLifecycle(state('pending'), { type: 'REQUEST_DUE_DATE', by: 'provider' })!;
    expect(allowedActions(providerAsked, 'customer')).toEqual(expect.arrayContaining(['APPROVE_DUE_DATE', 'REJECT_DUE_DATE']));
    expect(nextLifecycle(providerAsked, { type: 'REJECT_DUE_DATE', by: 'agent' })).toBeNull();
  });

  it('lets only the customer answer an hours request', () => {
    const asked = nextLifecycle(state('in_progress'), { type: 'REQUEST_HOURS', by: 'provider' })!;
    expect(asked.hoursRequested).toBe(true);
    expect(nextLifecycle(asked, { type: 'APPROVE_HOURS', by: 'provider' })).toBeNull();
    expect(nextLifecycle(asked, { type: 'APPROVE_HOURS', by: 'customer' })).toMatchObject({ hoursRequested: false });
    expect(nextLifecycle(asked, { type: 'REQUEST_HOURS', by: 'provider' })).toBeNull();
  });

  it('drops waiting requests when the work ends', () => {
    const both = { dueRequestedBy: 'customer' as const, hoursRequested: true };
    expect(nextLifecycle(state('in_progress', both), { type: 'COMPLETE', by: 'provider' })).toEqual({
      status: 'completed',
      resumeStatus: null,
      dueRequestedBy: null,
      hoursRequested: false,
    });
    expect(nextLifecycle(state('pending', both), { type: 'CANCEL', by: 'customer' })).toMatchObject({ status: 'cancelled', dueRequestedBy: null, hoursRequested: false });
  });

  it('keeps requests while work goes on hold', () => {
    const asked = state('in_progress', { dueRequestedBy: 'provider', hoursRequested: true });
    expect(nextLifecycle(asked, { type: 'OPEN_RFI', by: 'provider' })).toMatchObject({ status: 'on_hold', dueRequestedBy: 'provider', hoursRequested: true });
  });

  it('gives agents no lifecycle action anywhere', () => {
    for (const status of PROJECT_STATUSES) expect(allowedActions(state(status, { dueRequestedBy: 'customer', hoursRequested: true }), 'agent')).toEqual([]);
  });

  it('offers in bulk only what the chart allows on every selected status', () => {
    expect(bulkLifecycleActions(['pending', 'pending'], 'provider')).toEqual(['ACCEPT']);
    expect(bulkLifecycleActions(['in_progress'], 'provider')).toEqual(['COMPLETE']);
    expect(bulkLifecycleActions(['reopen_requested'], 'provider')).toEqual(['APPROVE_REOPEN', 'REJECT_REOPEN']);
    expect(bulkLifecycleActions(['pending', 'in_progress'], 'provider')).toEqual([]);
    expect(bulkLifecycleActions(['pending'], 'customer')).toEqual([]);
    expect(bulkLifecycleActions([], 'provider')).toEqual([]);
    // Each bulk action is decided by the status alone: the same with any open request.
    for (const status of PROJECT_STATUSES) {
      const withRequests = allowedActions(state(status, { dueRequestedBy: 'customer', hoursRequested: true }), 'provider');
      expect(bulkLifecycleActions([status], 'provider')).toEqual(BULK_LIFECYCLE_ACTIONS.filter((action) => withRequests.includes(action)));
    }
  });
});
