/** A service as a create or update sends it: name, work type, USD list price, description and its software. */
import { z } from 'zod/mini';
import { optionalText, orEmpty, positiveId, priceField, requiredText } from './fields';

export const WORK_TYPES = ['QTO', 'FTE', 'Others'] as const;
export type WorkType = (typeof WORK_TYPES)[number];

export const SERVICE_FIELD_MESSAGES = {
  invalidWorkType: 'Work type must be one of QTO, FTE or Others',
  unknownSoftware: 'Choose software from the list',
} as const;

const softwareId = positiveId(SERVICE_FIELD_MESSAGES.unknownSoftware);

export const workTypeField = z.enum(WORK_TYPES, { error: SERVICE_FIELD_MESSAGES.invalidWorkType });

export const serviceContract = z.object({
  name: requiredText(200, 'Name'),
  work_type: workTypeField,
  price: priceField,
  description: orEmpty(optionalText(2000, 'Description')),
  software_ids: z._default(
    z.optional(
      z
        .pipe(
          z.array(softwareId, { error: 'software_ids must be a list of software ids' }).check(z.maxLength(100, 'At most 100 software per service')),
          z.transform((ids: number[]) => [...new Set(ids)]),
        )
        .check(z.describe('The ids of the software the service is delivered in')),
    ),
    [],
  ),
});
