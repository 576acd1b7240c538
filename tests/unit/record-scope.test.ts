// The caller's scope is worked out once per request (server/records/scope.ts, server/http/per-request.ts):
// a dashboard count asks the permissions, the scope of several keys and the user scope condition
// many times; the role's permissions are grouped once and each key's scope is built once.
import type { FastifyRequest } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as permissions from '../../src/domain/permissions';
import * as domainScope from '../../src/domain/scope';
import { userCan } from '../../server/auth/permissions';
import { partnerCondition, scopeOf, userScopeCondition } from '../../server/records/scope';

vi.mock('../../src/domain/scope', async (original) => {
  const actual = await original<typeof domainScope>();
  return { ...actual, recordScope: vi.fn(actual.recordScope) };
});
vi.mock('../../src/domain/permissions', async (original) => {
  const actual = await original<typeof permissions>();
  return { ...actual, groupPermissions: vi.fn(actual.groupPermissions) };
});

const recordScope = vi.mocked(domainScope.recordScope);
const groupPermissions = vi.mocked(permissions.groupPermissions);

const partnerUser = { ispartner: true, ispartneruser: false, isagent: false, type: null, partnerId: 7, agentId: null, customerId: null, branchId: null };

/** A request as `app.authenticate` leaves it, for a partner account holding `granted`. */
function requestOf(granted: string[]): FastifyRequest {
  return { user: { session: { id: 1, is_admin: false, permissions: granted }, record: { user: partnerUser } } } as unknown as FastifyRequest;
}

/** What one dashboard count asks: guards, then each card's scope and condition. */
function dashboardCount(request: FastifyRequest) {
  for (let i = 0; i < 3; i++) userCan(request, 'User', 'view');
  const users = [scopeOf(request, 'User'), scopeOf(request, 'User'), scopeOf(request, 'User')];
  const partners = [scopeOf(request, 'Partner'), scopeOf(request, 'Partner')];
  return { users, partners, conditions: [userScopeCondition(users[0]!), partnerCondition(partners[0]!)] };
}

describe('the record scope of a request', () => {
  beforeEach(() => {
    recordScope.mockClear();
    groupPermissions.mockClear();
  });

  it('groups the permissions once and builds each key’s scope once per request', () => {
    const request = requestOf(['User.view', 'User.seeAll', 'Partner.view']);
    dashboardCount(request);
    dashboardCount(request);
    expect(groupPermissions).toHaveBeenCalledTimes(1);
    expect(recordScope.mock.calls.map(([, seeAll]) => seeAll)).toEqual([true, false]);
  });

  it('answers what recordScope answers, and a new request works it out afresh', () => {
    const first = dashboardCount(requestOf(['User.view', 'User.seeAll', 'Partner.view']));
    expect(first.users).toEqual(Array(3).fill({ kind: 'all' }));
    expect(first.partners).toEqual([{ kind: 'partner', partnerId: 7 }, { kind: 'partner', partnerId: 7 }]);
    expect(first.conditions[0]).toBeUndefined();
    expect(first.conditions[1]).toBeDefined();
    const second = dashboardCount(requestOf(['User.view', 'Partner.view']));
    expect(second.users[0]).toEqual({ kind: 'partner', partnerId: 7 });
    expect(groupPermissions).toHaveBeenCalledTimes(2);
    expect(recordScope).toHaveBeenCalledTimes(4);
  });

  it('does not remember a refusal: a request without a session is asked again', () => {
    const anonymous = { user: null } as unknown as FastifyRequest;
    expect(() => scopeOf(anonymous, 'User')).toThrow();
    expect(() => scopeOf(anonymous, 'User')).toThrow();
  });
});
