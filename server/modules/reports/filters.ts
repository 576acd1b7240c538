/**
 * The filters every report takes (issue 6 item 3): partner, customer, branch, service and a day range,
 * plus paging and a sort of that report's own orders. Bad values are refused at their field (400),
 * an end day before the start at `filter_end_date`. An id outside the caller's scope is not refused:
 * it simply matches nothing, as the scope condition comes first.
 */
import { z } from 'zod';
import { REPORT_SORTS, type ReportKind } from '../../../src/domain/reports';
import { filterDay, filterId } from '../../http/filters';
import { listShape, sortField } from '../../http/lists';

export const REPORT_FILTER_SHAPE = {
  partner: filterId('partner').check(z.describe("Projects of this partner's customers")),
  customer: filterId('customer'),
  branch: filterId('branch'),
  service: filterId('service'),
  filter_start_date: filterDay('filter_start_date').check(z.describe('YYYY-MM-DD (UTC day)')),
  filter_end_date: filterDay('filter_end_date').check(z.describe('YYYY-MM-DD (UTC day)')),
};

export const DATES_OUT_OF_ORDER = 'filter_end_date must not be before filter_start_date';

function datesInOrder(value: { filter_start_date?: string | undefined; filter_end_date?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.filter_start_date && value.filter_end_date && value.filter_start_date > value.filter_end_date) {
    ctx.addIssue({ code: 'custom', path: ['filter_end_date'], message: DATES_OUT_OF_ORDER });
  }
}

const BODY_ERROR = { error: 'The request body must be a JSON object' };

/** The overview's body: the filters only. */
export const ReportFiltersBody = z.object(REPORT_FILTER_SHAPE, BODY_ERROR).superRefine(datesInOrder);
export type ReportFilters = Partial<z.output<typeof ReportFiltersBody>>;

export interface ReportOrder<S extends string> {
  by: S;
  descending: boolean;
}

/** One report's page request: filters, sort and paging. */
export function reportPageBody<K extends ReportKind>(kind: K) {
  return z
    .object({ ...REPORT_FILTER_SHAPE, sort: sortField(REPORT_SORTS[kind]), pageNumber: listShape.pageNumber, pageSize: listShape.pageSize }, BODY_ERROR)
    .superRefine(datesInOrder);
}

const formatField = z
  .enum(['csv', 'pdf'], { error: 'format must be csv or pdf' })
  .optional()
  .default('csv')
  .describe('csv (the default) or pdf');

/** One report's export request: filters and sort, never paged; `withFormat` adds `format`. */
export function reportExportBody<K extends ReportKind>(kind: K, withFormat: boolean) {
  return z.object({ ...REPORT_FILTER_SHAPE, sort: sortField(REPORT_SORTS[kind]), ...(withFormat ? { format: formatField } : {}) }, BODY_ERROR).superRefine(datesInOrder);
}

/** The filter lists' bodies: customers narrow by partner, branches by customer. */
export const PartnerNarrowBody = z.object({ partner: filterId('partner') }, BODY_ERROR);
export const CustomerNarrowBody = z.object({ customer: filterId('customer') }, BODY_ERROR);
