/**
 * One project as the API answers it after a read or any change (spec §7.6 details): the list row plus
 * its brief, its lifecycle regions, and what the caller may do with it now — the chart's actions for
 * the caller's side, whether they may edit or delete it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { allowedActions, PROJECT_ACTIONS, PROJECT_STATUSES, type LifecycleState, type ProjectSide, type ProjectStatus } from '../../../src/domain/project-lifecycle';
import { userCan } from '../../auth/permissions';
import { addedServices, projectAddedServices, projects } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../../realtime/notify';
import { PROJECT_NOT_FOUND, projectCondition, projectScopeOf, projectSideOf, type ProjectRecord } from './access';
import { lifecycleOf } from './lifecycle';
import { namesOf } from './collab';
import { projectRowProperties, projectRows, type ProjectRow } from './list-query';
import { objectSchema, type FromSchema } from '../../http/schemas';
import { linkSchema, optionSchema } from '../../records/fields';

/** Statuses in which each side may still edit a project's brief. */
const EDITABLE_BY: Record<ProjectSide, readonly ProjectStatus[]> = {
  provider: ['pending', 'in_progress', 'on_hold'],
  customer: ['pending'],
  agent: [],
};
/** Statuses in which each side may delete a project. */
const DELETABLE_BY: Record<ProjectSide, readonly ProjectStatus[]> = {
  provider: ['pending', 'cancelled'],
  customer: ['pending'],
  agent: [],
};

export function canEditProject(side: ProjectSide, status: ProjectStatus): boolean {
  return EDITABLE_BY[side].includes(status);
}
export function canDeleteProject(side: ProjectSide, status: ProjectStatus): boolean {
  return DELETABLE_BY[side].includes(status);
}

/** A project's details as the API answers them, typed from their schema below. */
export type ProjectDetails = FromSchema<typeof projectDetailsSchema>;
type DueRequester = ProjectDetails['lifecycle']['due_requested_by'];

/** What the caller may do with a project in a lifecycle state. */
export function projectAbilities(request: FastifyRequest, state: LifecycleState): Pick<ProjectDetails, 'actions' | 'side' | 'can_edit' | 'can_delete'> {
  const side = projectSideOf(request);
  const mayUpdate = userCan(request, 'Enq', 'update');
  return {
    side,
    actions: mayUpdate && side !== 'agent' ? allowedActions(state, side) : [],
    can_edit: mayUpdate && canEditProject(side, state.status),
    can_delete: userCan(request, 'Enq', 'delete') && canDeleteProject(side, state.status),
  };
}

/** The project `id` in the caller's scope as its details answer; 404 outside the scope. */
export async function projectDetails(tx: Tx, request: FastifyRequest, id: number): Promise<ProjectDetails> {
  const [row] = await projectRows(tx, and(eq(projects.id, id), projectCondition(projectScopeOf(request))));
  if (!row) throw new HttpError(404, PROJECT_NOT_FOUND);
  const [record] = await tx.select().from(projects).where(eq(projects.id, id));
  if (!record) throw new HttpError(404, PROJECT_NOT_FOUND);
  return detailsOf(tx, request, row, record);
}

async function detailsOf(tx: Tx, request: FastifyRequest, row: ProjectRow, record: ProjectRecord): Promise<ProjectDetails> {
  const [state, addons, person] = await Promise.all([
    lifecycleOf(tx, record),
    tx
      .select({ id: addedServices.id, name: addedServices.name })
      .from(projectAddedServices)
      .innerJoin(addedServices, eq(addedServices.id, projectAddedServices.addedServiceId))
      .where(eq(projectAddedServices.projectId, record.id))
      .orderBy(asc(addedServices.name)),
    namesOf(tx, [record.createdBy, record.updatedBy]),
  ]);
  return {
    ...row,
    scope_of_work: record.scopeOfWork,
    approved_hours: record.approvedHours === null ? null : Number(record.approvedHours),
    added_services: addons,
    cancel_reason: record.cancelReason,
    accepted_at: record.acceptedAt?.toISOString() ?? null,
    completed_at: record.completedAt?.toISOString() ?? null,
    created_by: person(record.createdBy),
    updated_by: person(record.updatedBy),
    // The chart lets only the provider or the customer request a due date (src/domain/project-lifecycle.ts).
    lifecycle: { resume_status: state.resumeStatus, due_requested_by: state.dueRequestedBy as DueRequester, hours_requested: state.hoursRequested },
    ...projectAbilities(request, state),
  };
}

const nullableTime = { type: ['string', 'null'], format: 'date-time' } as const;

export const projectDetailsProperties = {
  ...projectRowProperties,
  scope_of_work: { type: 'string' },
  approved_hours: { type: ['number', 'null'], description: 'Hours approved for an "Others" service' },
  added_services: { type: 'array', items: optionSchema },
  cancel_reason: { type: ['string', 'null'] },
  accepted_at: nullableTime,
  completed_at: nullableTime,
  created_by: linkSchema,
  updated_by: linkSchema,
  lifecycle: objectSchema({
    resume_status: { type: ['string', 'null'], enum: [...PROJECT_STATUSES, null], description: 'Where a rejected cancellation request returns to' },
    due_requested_by: { type: ['string', 'null'], enum: ['provider', 'customer', null], description: 'The side with a pending due-date request' },
    hours_requested: { type: 'boolean', description: 'An hours request waits for the customer' },
  }),
  actions: { type: 'array', items: { type: 'string', enum: [...PROJECT_ACTIONS] }, description: "The lifecycle actions the chart allows the caller's side now (none without Enq.update)" },
  side: { type: 'string', enum: ['provider', 'customer', 'agent'] },
  can_edit: { type: 'boolean' },
  can_delete: { type: 'boolean' },
} as const;

export const projectDetailsSchema = objectSchema(projectDetailsProperties);
