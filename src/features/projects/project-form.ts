/**
 * The project form's values as typed (ids as the strings the selects hold), the contract input they
 * become, the API input a checked one is sent as, and what a choice changes in the fields after it.
 * The checks and their messages are the contract's (src/domain/contracts/project.ts).
 */
import type { z } from 'zod/mini';
import { WORK_TYPES, type WorkType } from '../../domain/contracts/service';
import type { projectFormContract } from '../../domain/contracts/project';
import { idOrNone } from '../../ui/form/use-record-form';
import type { ProjectDetails, ProjectInput } from './project-fields';

export interface ProjectFormValues {
  name: string;
  client_project_number: string;
  customer_id: string;
  branch_id: string;
  service_id: string;
  software_id: string;
  work_type: WorkType | '';
  /** YYYY-MM-DD, or '' before one is picked. */
  due_date: string;
  added_service_ids: string[];
  scope_of_work: string;
}

export const WORK_TYPE_OPTIONS: readonly { id: WorkType; name: string }[] = WORK_TYPES.map((type) => ({ id: type, name: type }));

/** Choices the spec words as "Choose a customer" etc. when left empty, not "This field is required". */
export const CHOICES: readonly (keyof ProjectFormValues)[] = ['customer_id', 'branch_id', 'service_id', 'work_type'];

const idText = (id: number | string | null | undefined) => (id === null || id === undefined ? '' : String(id));

/** The values of a new project (customer fixed for customer users) or of the project being edited. */
export function initialValues(project?: ProjectDetails, ownCustomerId: number | null = null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    client_project_number: project?.client_project_number ?? '',
    customer_id: idText(project?.customer_id ?? ownCustomerId),
    branch_id: idText(project?.branch_id),
    service_id: idText(project?.service_id),
    software_id: idText(project?.software_id),
    work_type: project?.work_type ?? '',
    due_date: project?.due_date ?? '',
    added_service_ids: project?.added_services?.map((service) => service.id) ?? [],
    scope_of_work: project?.scope_of_work ?? '',
  };
}

/** The values as the contract checks them: a choice left empty is 0, which it refuses by name. */
export function toInput(values: ProjectFormValues): z.input<typeof projectFormContract> {
  return {
    name: values.name,
    client_project_number: values.client_project_number,
    customer_id: Number(values.customer_id),
    branch_id: Number(values.branch_id),
    service_id: Number(values.service_id),
    software_id: idOrNone(values.software_id),
    work_type: values.work_type as WorkType,
    due_date: values.due_date,
    added_service_ids: values.added_service_ids.map(Number),
    scope_of_work: values.scope_of_work,
  };
}

/** What the create or update sends of a checked form: empty text as null, `revision` only on an update. */
export function toProjectInput(input: z.output<typeof projectFormContract>, revision?: number): ProjectInput {
  return {
    ...input,
    client_project_number: input.client_project_number || null,
    scope_of_work: input.scope_of_work || null,
    added_service_ids: input.added_service_ids ?? [],
    ...(revision === undefined ? {} : { revision }),
  };
}

/**
 * Picking another service drops the software chosen for the previous one; the work type becomes the
 * service's own (the server refuses any other).
 */
export function afterServiceChosen(serviceId: string, serviceWorkType: string | null | undefined): Partial<ProjectFormValues> {
  const own = WORK_TYPES.find((type) => type === serviceWorkType);
  return { software_id: '', ...(serviceId && own ? { work_type: own } : {}) };
}

/** Picking another work type drops a service of another type (the services offered follow the work type). */
export function afterWorkTypeChosen(workType: string, serviceWorkType: string | null | undefined): Partial<ProjectFormValues> {
  return workType === '' || serviceWorkType === workType ? {} : { service_id: '', software_id: '' };
}
