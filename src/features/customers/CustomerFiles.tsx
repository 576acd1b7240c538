/** A customer's files on its view screen (the shared files panel over the customer's file calls). */
import { pathOf } from '../../gateway/rest-adapter';
import { recordFilesPanel } from '../../ui/records/RecordFilesPanel';
import { useDescribeCustomerFile, useRemoveCustomerFile } from './use-customer-writes';

export const CustomerFiles = recordFilesPanel({
  type: 'Customer',
  noun: 'file',
  uploadLabel: 'Upload File',
  hint: 'Contracts and other documents: PDF, image, drawing, zip or text, at most 20 MB each.',
  useRemoveFile: useRemoveCustomerFile,
  useDescribeFile: useDescribeCustomerFile,
  upload: (id) => ({ path: pathOf('customers.uploadfile', id) }),
  download: 'customers.downloadfile',
});
