/**
 * The record kernel's bulk routes (issue 13 §3): held by the same action as the single route (update
 * for bulkstatus, delete for bulkdelete); an id outside the caller's scope or unknown is a refused
 * row, never a change, so the bodies (one unknown id) change nothing.
 */
import { adminsOnly, holders, type AccessCase, type Outcome } from './model';

type Expect = (email: string) => Outcome;

const BULK: readonly [path: string, update: Expect, remove: Expect][] = [
  ['customers', holders('Customer'), holders('Customer')],
  ['branches', holders('Branch'), holders('Branch')],
  ['partners', holders('Partner'), holders('Partner')],
  ['services', adminsOnly, adminsOnly],
  ['addons', adminsOnly, adminsOnly],
  ['softwares', holders('Software'), holders('Software')],
  ['agents', holders('Agents'), holders('Agents')],
  ['users', holders('User'), holders('User')],
];

/** Resources with deletes only. */
const BULK_DELETE: readonly [path: string, remove: Expect][] = [
  ['roles', holders('Role')],
  ['holidays', holders('Holiday')],
];

export const BULK_CASES: readonly AccessCase[] = BULK.flatMap(([path, update, remove]): AccessCase[] => [
  { name: `POST /${path}/bulkstatus`, url: () => `/api/${path}/bulkstatus`, body: () => ({ ids: [999_999], status: 'active' }), expect: update },
  { name: `POST /${path}/bulkdelete`, url: () => `/api/${path}/bulkdelete`, body: () => ({ ids: [999_999] }), expect: remove },
]).concat(BULK_DELETE.map(([path, remove]) => ({ name: `POST /${path}/bulkdelete`, url: () => `/api/${path}/bulkdelete`, body: () => ({ ids: [999_999] }), expect: remove })))
  // Projects' lifecycle actions in bulk: Enq's update, each project then on its own.
  .concat([{ name: 'POST /projects/bulkaction', url: () => '/api/projects/bulkaction', body: () => ({ ids: [999_999], action: 'ACCEPT' }), expect: holders('Enq') }]);
