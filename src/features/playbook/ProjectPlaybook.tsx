/** The Playbook tab of the project view: the project's customer's standing instructions, read-only. */
import { Flex, Spinner } from '@chakra-ui/react';
import { failureOf } from '../../gateway/failure';
import { usePlaybook } from '../../gateway/resources/playbook';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { PlaybookView } from './PlaybookView';

export function ProjectPlaybook({ customerId }: { customerId: number }) {
  const [{ data, error }] = usePlaybook(customerId);
  const failure = failureOf(error);
  if (failure) return <FailureAlert message={failure.message} />;
  if (!data) {
    return (
      <Flex p="10" justify="center" role="status" aria-label="Loading playbook">
        <Spinner />
      </Flex>
    );
  }
  return <PlaybookView playbook={data.playbook} />;
}
