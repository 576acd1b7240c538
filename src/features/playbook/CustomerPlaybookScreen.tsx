/**
 * /customer-playbook (issue 6 item 7). Customer users read their customer's playbook; customer admins
 * edit it (Edit Playbook). The menu hides the item from staff (spec §2.3), but staff who open the
 * path pick a customer of their scope and read its playbook, as in a project's Playbook tab.
 */
import { useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from 'urql';
import { useSession } from '../../app/session';
import { graphql } from '../../gateway/graphql';
import { reloadOf } from '../../gateway/reload';
import { usePlaybook } from '../../gateway/resources/playbook';
import { AnswerState } from '../../ui/AnswerState';
import { PageHeader } from '../../ui/PageHeader';
import { LoadFailure } from '../../ui/records/FailureAlert';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PlaybookForm } from './PlaybookForm';
import { PlaybookView } from './PlaybookView';

const CUSTOMERS = graphql(`
  query PlaybookCustomers {
    projectFilterCustomers {
      id
      name
    }
  }
`);

const PANEL = { bg: 'bg', borderWidth: '1px', borderColor: 'border.muted', borderRadius: 'xl', p: '6' } as const;

/** One customer's playbook (own when `customerId` is left out), with the editor for those who may edit. */
export function PlaybookPanel({ customerId }: { customerId?: number }) {
  const [{ data, error }, reexecute] = usePlaybook(customerId);
  const [editing, setEditing] = useState(false);
  const fresh = reloadOf(reexecute);
  const reload = () => {
    fresh();
    setEditing(false);
  };
  return (
    <AnswerState error={error} data={data?.playbook} loading="Loading playbook" onRetry={reload}>
      {(playbook) =>
        editing ? (
          <PlaybookForm key={playbook.revision} playbook={playbook} onDone={() => setEditing(false)} onReload={reload} />
        ) : (
          <Stack gap="4">
            {playbook.can_edit && (
              <Flex justify="flex-end">
                <Button colorPalette="brand" onClick={() => setEditing(true)}>
                  {playbook.revision === 0 ? 'Write Playbook' : 'Edit Playbook'}
                </Button>
              </Flex>
            )}
            <PlaybookView playbook={playbook} />
          </Stack>
        )
      }
    </AnswerState>
  );
}

function StaffPicker() {
  const [customer, setCustomer] = useState('');
  const [{ data, error }, reexecute] = useQuery({ query: CUSTOMERS });
  // The picker shows at once; its options fill in when they come.
  if (error) return <LoadFailure error={error} onRetry={reloadOf(reexecute)} />;
  return (
    <Stack gap="6">
      <Box maxW="sm">
        <OptionSelect label="Customer" placeholder="Choose a customer" value={customer} options={data?.projectFilterCustomers} onChange={setCustomer} />
      </Box>
      {customer ? (
        <PlaybookPanel key={customer} customerId={Number(customer)} />
      ) : (
        <Text color="fg.muted">Choose a customer to read the standing instructions its projects follow.</Text>
      )}
    </Stack>
  );
}

export default function CustomerPlaybookScreen() {
  useDocumentTitle('Customer Playbook');
  const { user } = useSession();
  const staff = user?.customer_id === null;
  return (
    <>
      <PageHeader title="Customer Playbook" description="Standing instructions for estimating work: preferred software, deliverable formats, contacts and standards." />
      <Box {...PANEL} maxW="5xl">
        {staff ? <StaffPicker /> : <PlaybookPanel />}
      </Box>
    </>
  );
}
