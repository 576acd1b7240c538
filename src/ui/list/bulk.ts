/**
 * Bulk actions of a list: the generic gateway mutations (`bulkStatus`, `bulkDelete`; projects'
 * `bulkProjectAction`), and the words of their outcome ("2 of 3 branches deleted").
 */
import { graphql, type ResultOf } from '../../gateway/graphql';
import type { BulkResourceName } from '../../gateway/resources/bulk';

export type { BulkResourceName };

/** The answer per row, as every bulk mutation gives it. */
const BULK_RESULT = graphql(`
  fragment BulkResultFields on BulkResult {
    messages
    rows {
      id
      result
      status
      reason
    }
  }
`);

export type BulkResult = ResultOf<typeof BULK_RESULT>;
/** One id's outcome: `done`, or `refused` with the single route's status and reason. */
type BulkRow = BulkResult['rows'][number];

export const BULK_STATUS = graphql(
  `
  mutation BulkStatus($resource: String!, $ids: [ID!]!, $status: String!) {
    bulkStatus(resource: $resource, ids: $ids, status: $status) {
      ...BulkResultFields
    }
  }
`,
  [BULK_RESULT],
);

export const BULK_DELETE = graphql(
  `
  mutation BulkDelete($resource: String!, $ids: [ID!]!) {
    bulkDelete(resource: $resource, ids: $ids) {
      ...BulkResultFields
    }
  }
`,
  [BULK_RESULT],
);

/** Projects' lifecycle actions in bulk (the projects list's own bar actions). */
export const BULK_PROJECT_ACTION = graphql(
  `
  mutation BulkProjectAction($ids: [ID!]!, $action: String!, $assignee_id: ID) {
    bulkProjectAction(ids: $ids, action: $action, assignee_id: $assignee_id) {
      ...BulkResultFields
    }
  }
`,
  [BULK_RESULT],
);

export type BulkAction = 'activate' | 'deactivate' | 'delete';

export const BULK_VERBS: Record<BulkAction, string> = { activate: 'activated', deactivate: 'deactivated', delete: 'deleted' };

/** "2 of 3 branches deleted"; one record takes the singular ("1 of 1 branch deleted"). */
export function bulkSummary(rows: readonly Pick<BulkRow, 'result'>[], noun: readonly [singular: string, plural: string], action: BulkAction): string {
  const done = rows.filter((row) => row.result === 'done').length;
  return `${done} of ${rows.length} ${rows.length === 1 ? noun[0] : noun[1]} ${BULK_VERBS[action]}`;
}

/** The refused rows' reasons, by id. */
export function refusalsOf(rows: readonly Pick<BulkRow, 'id' | 'result' | 'reason'>[]): Map<string, string> {
  return new Map(rows.filter((row) => row.result === 'refused').map((row) => [row.id, row.reason ?? 'Refused']));
}
