/**
 * Live lists (DESIGN §6 `record:changed`): when someone else changes a record, the open lists of its
 * type refetch. An urql exchange keeps the query operations that are active (a screen shows them);
 * `changed(type)` re-runs, network-only, those whose root fields list records of that type. The
 * payload names the record, not its row, and a row's change may move it in or out of a filtered,
 * sorted page, so the page is asked again rather than patched (ADR 0125). A single change refetches at
 * once; a burst is coalesced: at most one refetch per affected operation per `windowMs` (300 ms).
 */
import { pipe, tap } from 'wonka';
import { makeOperation, type Exchange, type Operation } from 'urql';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { createCoalescer } from './coalesce';

/** The root query fields that show records of each `record:changed` type. */
export const LIST_FIELDS: Record<string, readonly string[]> = {
  customer: ['customers'],
  branch: ['branches'],
  user: ['users'],
  partner: ['partners'],
  agent: ['agents'],
  service: ['services'],
  addon: ['addOns'],
  software: ['softwares'],
  holiday: ['holidays', 'calendarBlockedDays'],
  role: ['roles'],
  review: ['npsReviews', 'nps', 'npsDetails'],
  playbook: ['playbook'],
  invoice: ['invoices', 'invoice', 'invoiceMonths'],
  // Usage, files and approvals; an approval changes a quota, an upload or delete a usage.
  storage: ['storageUsage', 'storageFiles', 'storageApprovals'],
  // The open project view refetches too (its details, chat, files, RFIs, requests, activities).
  project: ['projects', 'projectView', 'projectChat', 'projectActivities', 'projectFiles', 'projectAddenda', 'projectRfis', 'projectDueRequests', 'projectHoursRequests', 'calendarMonth', 'calendarWeek', 'report', 'reportsOverview', 'analytics'],
};

/** The coalescing window after a refetch: changes within it refetch once, when it closes. */
export const COALESCE_MS = 300;

/** The root field names an operation queries. */
export function rootFields(operation: Pick<Operation, 'query'>): string[] {
  const fields: string[] = [];
  for (const definition of operation.query.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of (definition as OperationDefinitionNode).selectionSet.selections) if (selection.kind === Kind.FIELD) fields.push(selection.name.value);
  }
  return fields;
}

export interface LiveRecords {
  /** Goes into the client's exchanges, first. */
  exchange: Exchange;
  /** A record of `type` changed: its open lists refetch (at once, or with a burst's others). */
  changed(type: string): void;
  /** Drops the changes waiting for the window to close. */
  dispose(): void;
}

export function createLiveRecords({ windowMs = COALESCE_MS }: { windowMs?: number } = {}): LiveRecords {
  const active = new Map<number, Operation>();
  let reexecute: ((operation: Operation) => void) | null = null;

  const refetch = createCoalescer<string>(windowMs, (types) => {
    const fields = new Set([...types].flatMap((type) => LIST_FIELDS[type] ?? []));
    if (!reexecute) return;
    for (const operation of active.values()) {
      if (!rootFields(operation).some((field) => fields.has(field))) continue;
      reexecute(makeOperation(operation.kind, operation, { ...operation.context, requestPolicy: 'network-only' }));
    }
  });

  const exchange: Exchange = ({ client, forward }) => {
    reexecute = (operation) => client.reexecuteOperation(operation);
    return (operations$) =>
      forward(
        pipe(
          operations$,
          tap((operation: Operation) => {
            if (operation.kind === 'query') active.set(operation.key, operation);
            else if (operation.kind === 'teardown') active.delete(operation.key);
          }),
        ),
      );
  };

  return {
    exchange,
    changed(type) {
      if (LIST_FIELDS[type]) refetch.add(type);
    },
    dispose() {
      refetch.dispose();
    },
  };
}
