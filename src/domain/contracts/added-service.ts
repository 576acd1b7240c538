/** An added service (add-on) as a create or update sends it: name, USD list price, description. */
import { z } from 'zod/mini';
import { optionalText, orEmpty, priceField, requiredText } from './fields';

export const addedServiceContract = z.object({
  name: requiredText(200, 'Name'),
  price: priceField,
  description: orEmpty(optionalText(2000, 'Description')),
});
