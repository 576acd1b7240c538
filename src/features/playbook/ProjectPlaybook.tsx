/** The Playbook tab of the project view: the project's customer's standing instructions, read-only. */
import { reloadOf } from '../../gateway/reload';
import { usePlaybook } from '../../gateway/resources/playbook';
import { AnswerState } from '../../ui/AnswerState';
import { PlaybookView } from './PlaybookView';

export function ProjectPlaybook({ customerId }: { customerId: number }) {
  const [{ data, error }, reexecute] = usePlaybook(customerId);
  return (
    <AnswerState error={error} data={data?.playbook} loading="Loading playbook" onRetry={reloadOf(reexecute)}>
      {(playbook) => <PlaybookView playbook={playbook} />}
    </AnswerState>
  );
}
