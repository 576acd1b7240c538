/** An agent's attachments on its edit screen (the shared files panel over the agent's file calls). */
import { pathOf } from '../../gateway/rest-adapter';
import { recordFilesPanel, type StoredFile } from '../../ui/records/RecordFilesPanel';
import { useRemoveAgentFile } from './use-agents';

const Panel = recordFilesPanel({
  type: 'Agent',
  heading: { id: 'agent-files', text: 'Attachments' },
  noun: 'attachment',
  uploadLabel: 'Upload attachment',
  hint: 'Agreements and other files: PDF, image, drawing, zip or text, at most 20 MB each.',
  useRemoveFile: useRemoveAgentFile,
  upload: (id) => ({ path: pathOf('agents.attachment'), fields: { agent_id: id } }),
  download: 'agents.downloadfile',
});

export function AgentFiles({ agentId, files, onChanged }: { agentId: string; files: readonly StoredFile[]; onChanged(): void }) {
  return <Panel id={agentId} files={files} mayChange onChanged={onChanged} />;
}
