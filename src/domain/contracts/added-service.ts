/** An added service (add-on) as a create or update sends it: name, USD list price, description. */
import { z } from 'zod';
import { optionalText, priceField, requiredText } from './fields';

export const addedServiceContract = z.object({
  name: requiredText(200, 'Name'),
  price: priceField,
  description: optionalText(2000, 'Description').transform((value) => value ?? ''),
});
