/**
 * What a bulk change answers for each id (server/records/resource.ts `eachRow`, projects' bulk
 * actions): `done`, or `refused` with the status and reason the single route would have given.
 */
export const BULK_ROW_RESULTS = ['done', 'refused'] as const;
export type BulkRowOutcome = (typeof BULK_ROW_RESULTS)[number];
