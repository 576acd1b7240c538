/** JSON Schemas of the report answers (OpenAPI and serialization; a field left out here would be dropped). */
import { PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import { workTypeSchema, objectSchema } from '../../http/schemas';
import { linkSchema, optionSchema } from '../../records/fields';

const status = { type: 'string', enum: [...PROJECT_STATUSES] } as const;

/** Where a project stands: every report row names its customer, branch and service. */
const placeProperties = { customer: optionSchema, branch: optionSchema, service: optionSchema } as const;

const projectProperties = {
  id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  client_project_number: { type: 'string' },
  partner: linkSchema,
  ...placeProperties,
  work_type: workTypeSchema,
  assignee: linkSchema,
  status,
  due_date: { type: 'string', description: 'YYYY-MM-DD' },
  created_at: { type: 'string', format: 'date-time' },
  completed_at: { type: ['string', 'null'], format: 'date-time' },
} as const;

export const projectReportRowSchema = objectSchema(projectProperties);

export const addedReportRowSchema = objectSchema({
  ...projectProperties,
  added_services: {
    type: 'array',
    items: objectSchema({ id: { type: 'integer' }, name: { type: 'string' }, price: { type: 'string', description: "US dollars: the customer's price, else the list price" } }),
  },
  total: { type: 'string', description: 'US dollars, the add-ons summed' },
});

export const delayedReportRowSchema = objectSchema({ ...projectProperties, days_late: { type: 'integer', description: 'Days past the due date (finished late, or open past it)' } });

export const errorReportRowSchema = objectSchema({
  id: { type: 'integer', description: 'The error request' },
  project_id: { type: 'integer' },
  code: { type: 'string' },
  name: { type: 'string' },
  ...placeProperties,
  status,
  description: { type: 'string' },
  reported_by: linkSchema,
  reported_at: { type: 'string', format: 'date-time' },
  is_resolved: { type: 'boolean' },
});

export const overviewSchema = objectSchema({
  project: { type: 'integer', description: 'Rows of the project report' },
  error: { type: 'integer', description: 'Rows of the error report' },
  added: { type: 'integer', description: 'Rows of the added-project report' },
  delayed: { type: 'integer', description: 'Rows of the delayed project report' },
});
