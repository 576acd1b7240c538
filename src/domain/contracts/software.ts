/** A software as a create or update sends it (spec §7.12): its name and vendor. */
import { z } from 'zod/mini';
import { optionalText, orEmpty, requiredText } from './fields';

export const softwareContract = z.object({
  name: requiredText(200, 'Name'),
  vendor: orEmpty(optionalText(200, 'Vendor')),
});
