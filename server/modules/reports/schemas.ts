/** JSON Schemas of the report answers (OpenAPI and serialization; a field left out here would be dropped). */
import { PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import { workTypeSchema } from '../../http/schemas';

const ref = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;
const nullableRef = { ...ref, type: ['object', 'null'] } as const;
const status = { type: 'string', enum: [...PROJECT_STATUSES] } as const;

const projectProperties = {
  id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  client_project_number: { type: 'string' },
  partner: nullableRef,
  customer: ref,
  branch: ref,
  service: ref,
  work_type: workTypeSchema,
  assignee: nullableRef,
  status,
  due_date: { type: 'string', description: 'YYYY-MM-DD' },
  created_at: { type: 'string', format: 'date-time' },
  completed_at: { type: ['string', 'null'], format: 'date-time' },
} as const;

const object = (properties: Record<string, object>) => ({ type: 'object', required: Object.keys(properties), properties }) as const;

export const projectReportRowSchema = object(projectProperties);

export const addedReportRowSchema = object({
  ...projectProperties,
  added_services: {
    type: 'array',
    items: object({ id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'string', description: "US dollars: the customer's price, else the list price" } }),
  },
  total: { type: 'string', description: 'US dollars, the add-ons summed' },
});

export const delayedReportRowSchema = object({ ...projectProperties, days_late: { type: 'integer', description: 'Days past the due date (finished late, or open past it)' } });

export const errorReportRowSchema = object({
  id: { type: 'integer', description: 'The error request' },
  project_id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  customer: ref,
  branch: ref,
  service: ref,
  status,
  description: { type: 'string' },
  reported_by: nullableRef,
  reported_at: { type: 'string', format: 'date-time' },
  is_resolved: { type: 'boolean' },
});

export const overviewSchema = object({
  project: { type: 'integer', description: 'Rows of the project report' },
  error: { type: 'integer', description: 'Rows of the error report' },
  added: { type: 'integer', description: 'Rows of the added-project report' },
  delayed: { type: 'integer', description: 'Rows of the delayed project report' },
});

export const optionListSchema = { type: 'array', items: ref } as const;
