/**
 * A project as a create or update sends it (spec §7.6): name, client project number, customer and
 * branch, service, its software and work type, add-ons, due date and scope of work. The server's
 * create and update bodies are built from `projectContract` (it adds the assignee); the project form
 * checks `projectFormContract`, which requires what the server fills in for some callers (a customer
 * user's own customer and branch, the service's work type): the form always sends them. What needs
 * a look-up (scope, active records, the software offered for the service, blocked days) is the
 * server's.
 */
import { z } from 'zod/mini';
import { isDay } from '../day';
import { MESSAGES } from '../validation';
import { chosenId } from './customer';
import { orNull, trimmedThen } from './fields';
import { WORK_TYPES } from './service';

export const PROJECT_FIELD_MESSAGES = {
  duplicateAddon: 'Each add-on can be chosen once',
  invalidWorkType: 'Work type must be QTO, FTE or Others',
  chooseWorkType: 'Choose a work type',
  dueDateRequired: 'Due date is required',
  dueDateForm: 'Due date must be a date in the form YYYY-MM-DD',
} as const;

/** Trimmed text that must not be empty (spec §5's message), at most `max` characters. */
const requiredText = (max: number) =>
  trimmedThen(z.string({ error: MESSAGES.fieldRequired }), z.string().check(z.minLength(1, MESSAGES.fieldRequired), z.maxLength(max, `Must be at most ${max} characters`)));

/** Trimmed text; absent or null is stored as ''. */
const storedText = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: 'Must be text' }).check(z.maxLength(max, `Must be at most ${max} characters`)))),
    z.transform((value: string | null | undefined) => value?.trim() ?? ''),
  );

/** An id the caller may leave out (null or omitted: none, or the caller's own where that applies). */
export const optionalChosenId = (what: string) => orNull(chosenId(what));

export const projectAddonsField = z.array(chosenId('add-on'), { error: 'added_service_ids must be a list of add-on ids' }).check(
  z.maxLength(50, 'Too many add-ons'),
  z.superRefine((ids, ctx) => {
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i], message: PROJECT_FIELD_MESSAGES.duplicateAddon });
      seen.add(id);
    });
  }),
);

export const projectContract = z.object({
  name: requiredText(200),
  client_project_number: storedText(100),
  customer_id: optionalChosenId('customer').check(z.describe("Required for staff; a customer user's own customer when omitted")),
  branch_id: optionalChosenId('branch').check(z.describe("Required for staff and customer admins; other customer users' own branch when omitted")),
  service_id: chosenId('service'),
  software_id: optionalChosenId('software'),
  work_type: z
    .optional(z.enum(WORK_TYPES, { error: PROJECT_FIELD_MESSAGES.invalidWorkType }))
    .check(z.describe("QTO, FTE or Others; the service's own when omitted, and must match it")),
  added_service_ids: z.optional(projectAddonsField),
  due_date: trimmedThen(
    z.string({ error: PROJECT_FIELD_MESSAGES.dueDateRequired }),
    z.string().check(z.minLength(1, PROJECT_FIELD_MESSAGES.dueDateRequired), z.refine(isDay, PROJECT_FIELD_MESSAGES.dueDateForm)),
  ).check(z.describe('YYYY-MM-DD; not in the past, today, a Sunday or a holiday')),
  scope_of_work: storedText(10_000),
});

/** What the project form checks before sending: the customer, branch and work type are chosen. */
export const projectFormContract = z.extend(projectContract, {
  customer_id: chosenId('customer'),
  branch_id: chosenId('branch'),
  work_type: z.enum(WORK_TYPES, { error: PROJECT_FIELD_MESSAGES.chooseWorkType }),
});

export type ProjectContractInput = z.input<typeof projectContract>;
