/**
 * /added-services/create and /added-services/edit/:addon_id (admins only): name, USD list price and
 * description, a record form (src/ui/form/RecordFormScreen.tsx) over the added-service contract;
 * server field errors show at their fields; a stale edit (409) offers to reload the add-on.
 */
import { addedServiceContract } from '../../domain/contracts/added-service';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen } from '../../ui/form/RecordFormScreen';
import { ADMINS_ONLY } from './addon-fields';
import { addOnOperations } from './use-addons';

export default recordFormScreen({
  noun: 'Added Service',
  intro: 'Name the add-on and give its list price.',
  operations: addOnOperations,
  adminsOnly: ADMINS_ONLY,
  contract: addedServiceContract,
  list: '/added-services',
  maxW: '2xl',
  Fields: () => (
    <>
      <TextField name="name" label="Name" />
      <TextField name="price" label="Price" helper="US dollars, up to 3 decimals" prefix="$" inputMode="decimal" placeholder="0.00" maxLength={20} />
      <TextAreaField name="description" label="Description" />
    </>
  ),
});
