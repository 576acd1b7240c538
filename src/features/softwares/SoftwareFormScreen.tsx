/**
 * /softwares/create and /softwares/edit/:software_id: name and vendor, a record form
 * (src/ui/form/RecordFormScreen.tsx) over the software contract; server field errors show at their
 * fields; a stale edit (409) offers to reload the software. Without Software.update an opened
 * software shows read-only.
 */
import { softwareContract } from '../../domain/contracts/software';
import { TextField } from '../../ui/form/fields';
import { recordFormScreen } from '../../ui/form/RecordFormScreen';
import { softwareOperations } from './use-softwares';

export default recordFormScreen({
  noun: 'Software',
  intro: 'Name the software and its vendor.',
  operations: softwareOperations,
  updateKey: 'Software',
  contract: softwareContract,
  list: '/softwares',
  maxW: '2xl',
  Fields: () => (
    <>
      <TextField name="name" label="Name" />
      <TextField name="vendor" label="Vendor" />
    </>
  ),
});
