/**
 * Project lifecycle and requests (spec §7.6): writes need Enq.update, reads Enq.view, and both are held
 * to the project scope (404 outside it). Bodies change nothing: each chart action names a seeded
 * project whose state refuses it for every side (409 in scope), the other writes are invalid (400).
 * changeAssignee looks at the caller's side after the scope: customers and agents in scope get 403.
 */
import { holders, scopedHolders, type AccessCase, type AccountEmail, type Outcome } from './model';

/** pending, no due-date or hours request: nobody may answer one, reopen or complete it. */
const PENDING = 'Denver Office Fit-out';
/** completed: nobody may accept, cancel, ask for a due date or hours on it. */
const COMPLETED = 'Cherry Creek Condos';
/** Who reaches Summit Builders / Denver Headquarters beside the administrators (seeAll). */
const DENVER_SCOPE = ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'user@example.com', 'expired@example.com'];
const PROVIDERS_IN_DENVER = ['partner@example.com', 'partneruser@example.com'];

const enq = holders('Enq');
const inDenver = scopedHolders('Enq', DENVER_SCOPE);
/** In scope, only the provider side gets past the side check (to the 400 of a bad assignee). */
const providerInDenver = (email: AccountEmail): Outcome => {
  const outcome = inDenver(email);
  if (outcome !== 'allow') return outcome;
  return PROVIDERS_IN_DENVER.includes(email) || !DENVER_SCOPE.includes(email) ? 'allow' : 'deny';
};

/** A chart action on a project whose state refuses it for everyone: 409 in scope. */
function refusedAction(path: string, project: string, extra: object = {}): AccessCase {
  return { name: `POST /projects/${path}`, url: () => `/api/projects/${path}`, body: (ids) => ({ id: ids.project(project), ...extra }), expect: inDenver };
}

export const PROJECT_LIFECYCLE_CASES: readonly AccessCase[] = [
  refusedAction('accept', COMPLETED),
  refusedAction('complete', COMPLETED),
  refusedAction('reopenrequest', PENDING, { reason: 'Matrix probe' }),
  refusedAction('approvereopen', PENDING),
  refusedAction('rejectreopen', PENDING),
  refusedAction('cancelproject', COMPLETED, { reason: 'Matrix probe' }),
  refusedAction('cancelreject', COMPLETED),
  { name: 'POST /projects/errorrequest', url: () => '/api/projects/errorrequest', body: (ids) => ({ id: ids.project(COMPLETED), description: '' }), expect: enq },
  {
    name: 'POST /projects/changeAssignee',
    url: () => '/api/projects/changeAssignee',
    body: (ids) => ({ id: ids.project(PENDING), assignee_id: ids.user('user@example.com') }),
    expect: providerInDenver,
  },
  { name: 'POST /projects/activities/{id}', url: (ids) => `/api/projects/activities/${ids.project(PENDING)}`, body: () => ({ pageNumber: 1 }), expect: inDenver },
  refusedAction('duerequest', COMPLETED, { due_date: '2099-01-05', reason: 'Matrix probe' }),
  { name: 'POST /projects/duerequestdetails/{id}', url: (ids) => `/api/projects/duerequestdetails/${ids.project('Union Station Retail')}`, expect: inDenver },
  refusedAction('approveduedate', PENDING),
  refusedAction('rejectduedate', PENDING),
  { name: 'POST /projects/otherservices', url: () => '/api/projects/otherservices', expect: enq },
  {
    name: 'POST /projects/hoursrequest',
    url: () => '/api/projects/hoursrequest',
    body: (ids) => ({ id: ids.project(COMPLETED), service_id: ids.service('Bid Review'), hours: 1 }),
    expect: inDenver,
  },
  { name: 'POST /projects/hoursrequestdetails/{id}', url: (ids) => `/api/projects/hoursrequestdetails/${ids.project(PENDING)}`, expect: inDenver },
  refusedAction('approvehours', PENDING),
  refusedAction('rejecthours', PENDING),
];
