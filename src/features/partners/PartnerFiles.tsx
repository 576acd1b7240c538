/** A partner's documents on its edit screen (the shared files panel over the partner's file calls). */
import { pathOf } from '../../gateway/rest-adapter';
import { recordFilesPanel, type StoredFile } from '../../ui/records/RecordFilesPanel';
import { useDescribePartnerFile, useRemovePartnerFile } from './use-partners';

const Panel = recordFilesPanel({
  type: 'Partner',
  heading: { id: 'partner-files', text: 'Documents' },
  noun: 'document',
  uploadLabel: 'Upload document',
  hint: 'Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each.',
  useRemoveFile: useRemovePartnerFile,
  useDescribeFile: useDescribePartnerFile,
  upload: (id) => ({ path: pathOf('partners.uploadfile', id) }),
  download: 'partners.downloadfile',
});

/** `readOnly`: listed and downloadable only (a user without Partner.update). */
export function PartnerFiles({ partnerId, files, readOnly, onChanged }: { partnerId: string; files: readonly StoredFile[]; readOnly: boolean; onChanged(): void }) {
  return <Panel id={partnerId} files={files} mayChange={!readOnly} onChanged={onChanged} />;
}
