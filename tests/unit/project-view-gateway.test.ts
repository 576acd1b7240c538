// The project view's gateway (src/gateway/resources/project-view.ts): every action the view offers goes
// to its spec §7.6 path with the body the server reads, and list answers are read as pages or arrays.
import { describe, expect, it } from 'vitest';
import { PROJECT_ACTIONS } from '../../src/domain/project-lifecycle';
import { ENDPOINTS } from '../../src/gateway/rest-adapter';
import { actionCall, rowsOf } from '../../src/gateway/resources/project-view';

describe('project view actions', () => {
  it('sends the exact paths the spec names', () => {
    const path = (action: Parameters<typeof actionCall>[0]) => ENDPOINTS[actionCall(action, 7, {}).operation].path;
    expect(path('ACCEPT')).toBe('/projects/accept');
    expect(path('REQUEST_REOPEN')).toBe('/projects/reopenrequest');
    expect(path('REQUEST_CANCELLATION')).toBe('/projects/cancelproject');
    expect(path('CANCEL')).toBe('/projects/cancelproject');
    expect(path('APPROVE_DUE_DATE')).toBe('/projects/approveduedate');
    expect(path('REJECT_DUE_DATE')).toBe('/projects/rejectduedate');
    expect(path('CHANGE_ASSIGNEE')).toBe('/projects/changeAssignee');
  });

  it('maps every chart action but RESOLVE_RFI (closed per RFI) to a POST', () => {
    for (const action of PROJECT_ACTIONS) {
      if (action === 'RESOLVE_RFI') {
        expect(() => actionCall(action, 7, {})).toThrow();
        continue;
      }
      expect(ENDPOINTS[actionCall(action, 7, {}).operation].method).toBe('POST');
    }
  });

  it('sends what each action needs, trimmed and typed', () => {
    expect(actionCall('REQUEST_DUE_DATE', 7, { due_date: '2026-12-01', reason: ' More levels ' })).toEqual({
      operation: 'projects.duerequest',
      body: { id: 7, due_date: '2026-12-01', reason: 'More levels' },
    });
    expect(actionCall('REQUEST_HOURS', 7, { service_id: '4', hours: '2.5', description: 'Bid review' }).body).toEqual({ id: 7, service_id: 4, hours: 2.5, description: 'Bid review' });
    expect(actionCall('REJECT_DUE_DATE', 7, {}).body).toEqual({ id: 7 });
    expect(actionCall('OPEN_RFI', 7, { question: 'Which glazing?' }).body).toEqual({ project_id: 7, question: 'Which glazing?' });
    expect(actionCall('CHANGE_ASSIGNEE', 7, { assignee_id: '12' }).body).toEqual({ id: 7, assignee_id: 12 });
  });

  it('reads list answers as pages or arrays', () => {
    expect(rowsOf([1, 2])).toEqual([1, 2]);
    expect(rowsOf({ data: [3], total: 1, hasMore: false, pageNumber: 1 })).toEqual([3]);
    expect(rowsOf(null)).toEqual([]);
  });
});
