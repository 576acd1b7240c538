/**
 * The project form's values, their checks (with the messages shown at each field) and the input they
 * become. Ids are kept as the strings the selects hold; a server error on `added_service_ids.1` shows
 * at the add-ons field.
 */
import { isDay } from '../../domain/day';
import { MESSAGES, required, validate } from '../../domain/validation';
import { WORK_TYPES } from '../../gateway/resources/projects';
import type { ProjectDetails, ProjectInput, WorkType } from './project-fields';

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

export type ProjectFormField = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

export const WORK_TYPE_OPTIONS: readonly { id: WorkType; name: string }[] = WORK_TYPES.map((type) => ({ id: type, name: type }));

export const PROJECT_FORM_MESSAGES = {
  invalidDueDate: 'Please choose a valid due date',
  chooseCustomer: 'Choose a customer',
  chooseBranch: 'Choose a branch',
  chooseService: 'Choose a service',
  chooseWorkType: 'Choose a work type',
} as const;

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

const choose = (message: string) => (value: string) => (value === '' ? message : null);

/** The client-side checks; null when the form may be sent (the server checks blocked days again). */
export function checkForm(values: ProjectFormValues): ProjectFormErrors | null {
  const errors = validate(
    {
      name: values.name,
      customer_id: values.customer_id,
      branch_id: values.branch_id,
      service_id: values.service_id,
      work_type: values.work_type,
      due_date: values.due_date,
    },
    {
      name: required(),
      customer_id: choose(PROJECT_FORM_MESSAGES.chooseCustomer),
      branch_id: choose(PROJECT_FORM_MESSAGES.chooseBranch),
      service_id: choose(PROJECT_FORM_MESSAGES.chooseService),
      work_type: choose(PROJECT_FORM_MESSAGES.chooseWorkType),
      due_date: (value) => (value.trim() === '' ? MESSAGES.fieldRequired : isDay(value.trim()) ? null : PROJECT_FORM_MESSAGES.invalidDueDate),
    },
  );
  return Object.keys(errors).length > 0 ? errors : null;
}

/** What the create or update sends; `revision` only on an update. */
export function toInput(values: ProjectFormValues, revision?: number): ProjectInput {
  return {
    name: values.name.trim(),
    client_project_number: values.client_project_number.trim() || null,
    customer_id: Number(values.customer_id),
    branch_id: Number(values.branch_id),
    service_id: Number(values.service_id),
    software_id: values.software_id ? Number(values.software_id) : null,
    work_type: values.work_type as WorkType,
    due_date: values.due_date.trim(),
    added_service_ids: values.added_service_ids.map(Number),
    scope_of_work: values.scope_of_work.trim() || null,
    ...(revision === undefined ? {} : { revision }),
  };
}

const FIELDS: readonly ProjectFormField[] = ['name', 'client_project_number', 'customer_id', 'branch_id', 'service_id', 'software_id', 'work_type', 'due_date', 'added_service_ids', 'scope_of_work'];

/**
 * The server's `{ field: message }` at the form's fields (`added_service_ids.1` → add-ons); messages
 * for anything else come back as `rest`, to show above the form.
 */
export function serverErrors(fieldErrors: Record<string, string>): { fields: ProjectFormErrors; rest: string[] } {
  const fields: ProjectFormErrors = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const field = path.split('.')[0] as ProjectFormField;
    if (FIELDS.includes(field)) fields[field] ??= message;
    else rest.push(message);
  }
  return { fields, rest };
}

/**
 * Picking a service changes what software fits, so the software choice goes with it; the work type is
 * the service's own (the server refuses any other).
 */
export function withService(values: ProjectFormValues, serviceId: string, serviceWorkType: string | null | undefined): ProjectFormValues {
  const workType = (WORK_TYPES as readonly string[]).includes(serviceWorkType ?? '') ? (serviceWorkType as WorkType) : values.work_type;
  return { ...values, service_id: serviceId, software_id: serviceId === values.service_id ? values.software_id : '', work_type: serviceId ? workType : values.work_type };
}

/** Picking another work type drops a service of another type (the services offered follow the work type). */
export function withWorkType(values: ProjectFormValues, workType: WorkType | '', serviceWorkType: string | null | undefined): ProjectFormValues {
  const keepsService = workType === '' || serviceWorkType === workType;
  return { ...values, work_type: workType, ...(keepsService ? {} : { service_id: '', software_id: '' }) };
}

/** Picking another customer drops the branch chosen under the previous one. */
export function withCustomer(values: ProjectFormValues, customerId: string): ProjectFormValues {
  return { ...values, customer_id: customerId, branch_id: customerId === values.customer_id ? values.branch_id : '' };
}
