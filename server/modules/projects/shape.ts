/**
 * Projects (spec §7.6): the messages and request bodies of the core project routes — create, update,
 * global search and the option lists. Fields travel in snake_case; days are `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { filterId } from '../../http/filters';
import { optionSchema, pick } from '../../records/fields';
import { isDay } from '../../../src/domain/day';
import { PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import type { BlockReason } from '../../../src/domain/due-dates';
import { PROJECT_FIELD_MESSAGES, optionalChosenId, projectAddonsField, projectContract } from '../../../src/domain/contracts/project';
import { ProjectFilterShape, WORK_TYPES } from './list-query';
import { revisionField } from '../../records/revision';
import { objectBody } from '../../validation';
import { listShape } from '../../http/lists';
import { objectSchema } from '../../http/schemas';

export const PROJECT_MESSAGES = {
  listed: 'Projects fetched successfully',
  details: 'Project fetched successfully',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  unchanged: 'Nothing to save: the project is as it was',
  deleted: 'Project deleted successfully',
  status: 'Project status fetched successfully',
  options: 'Options fetched successfully',
  searched: 'Search results fetched successfully',
  count: 'Demo projects counted successfully',
  leaves: 'Leaves fetched successfully',
  scope: 'Scope of work fetched successfully',
  customerNotFound: 'Customer not found',
  customerInactive: 'This customer is not active',
  ownCustomerOnly: 'You can only create projects for your own customer',
  branchNotFound: 'Branch not found for this customer',
  branchInactive: 'This branch is not active',
  ownBranchOnly: 'You can only create projects for your own branch',
  customerFixed: 'The customer of a project cannot be changed',
  serviceNotFound: 'Service not found',
  serviceInactive: 'This service is not active',
  softwareNotFound: 'Software not found',
  softwareInactive: 'This software is not active',
  softwareNotOffered: 'This software is not offered for the chosen service',
  addonNotFound: 'Add-on not found',
  addonInactive: 'This add-on is not active',
  duplicateAddon: PROJECT_FIELD_MESSAGES.duplicateAddon,
  assigneeNotFound: 'The assignee must be an active member of the service provider',
  assigneeByProvider: 'Only the service provider assigns projects',
  notEditable: 'This project can no longer be edited',
  agentsWatch: 'Agents follow projects but cannot change or delete them',
  notDeletable: 'Only pending or cancelled projects can be deleted',
  customerDeletesPending: 'You can only delete a project while it is pending',
} as const;

/** Why a due date is refused, at the field. */
export const DUE_DATE_BLOCKED: Record<BlockReason, string> = {
  past: 'The due date cannot be in the past',
  today: 'The due date cannot be today',
  sunday: 'The due date cannot be a Sunday',
  holiday: 'The due date falls on a holiday',
};

/** The shared contract's fields (src/domain/contracts/project.ts) and who the project is assigned to. */
const projectFields = {
  ...projectContract.shape,
  assignee_id: optionalChosenId('assignee').check(z.describe('An active member of the service provider; only the provider side may set it')),
};

export const CreateProjectBody = objectBody({ ...projectFields, added_service_ids: z.optional(projectAddonsField).default([]) });
/** Update replaces the fields; omitted add-ons or assignee are kept, the customer never changes. */
export const UpdateProjectBody = objectBody({ ...projectFields, revision: revisionField });
export type ProjectInput = z.output<typeof CreateProjectBody>;
export type ProjectUpdateInput = z.output<typeof UpdateProjectBody>;

/** Global search (spec 2.4, §7.6): always 10 a page. */
export const GLOBAL_SEARCH_PAGE_SIZE = 10;
export const GlobalSearchBody = objectBody({
  ...pick(ProjectFilterShape, 'search', 'customer', 'branch', 'status', 'filter_start_date', 'filter_end_date'),
  pageNumber: listShape.pageNumber.optional().default(1),
});

export const CustomerIdBody = objectBody({ customer_id: filterId('customer_id') });
export const BranchOptionsBody = objectBody({ customer_id: filterId('customer_id') });
export const ServiceOptionsBody = objectBody({
  work_type: z
    .enum(WORK_TYPES, { error: 'work_type must be QTO, FTE or Others' })
    .nullable()
    .optional()
    .transform((value) => value ?? undefined),
});
export const ScopeBody = objectBody({ branch_id: filterId('branch_id').check(z.describe("A branch whose standing scope of work is preferred to the service's description")) });

const leaveDay = (what: string) => z.string({ error: `${what} must be a date in the form YYYY-MM-DD` }).refine(isDay, `${what} must be a date in the form YYYY-MM-DD`);
export const LeaveBody = objectBody({ from: leaveDay('from'), to: leaveDay('to'), user_id: filterId('user_id') }).refine((value) => value.from <= value.to, {
  path: ['to'],
  message: 'to must not be before from',
});

// ---- Answers -------------------------------------------------------------------------------------

export const searchResultSchema = objectSchema({
  id: { type: 'integer' },
  project_name: { type: 'string' },
  customer: { type: 'string', description: "The customer's name" },
  project_code: { type: 'string' },
  status: { type: 'string', enum: [...PROJECT_STATUSES] },
  client_project_number: { type: 'string' },
});

export const leaveSchema = objectSchema({ id: { type: 'integer' }, user: optionSchema, starts_on: { type: 'string' }, ends_on: { type: 'string' }, note: { type: 'string' } });
