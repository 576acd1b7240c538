/**
 * The admins' announcement (issue 4): a message to every active user, or to those of one customer or
 * of one role; the answer says how many it reached. Unlike the header calls this one is the admin's
 * own action, so its failure is shown to them.
 */
import { useState } from 'react';
import { Alert, Box, Button, Field, Heading, HStack, Stack, Textarea } from '@chakra-ui/react';
import type { NotificationsApi } from '../../gateway/notifications-api';
import { HttpError } from '../../gateway/http';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { useUserFilterOptions } from '../users/use-users';

const MAX = 1000;

export function AnnouncementForm({ api }: { api: NotificationsApi }) {
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<'all' | 'customer' | 'role'>('all');
  const [target, setTarget] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [{ data: options }] = useUserFilterOptions();
  const text = message.trim();
  const invalid = text.length === 0 || text.length > MAX || (audience !== 'all' && target === '');

  const send = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const answer = await api.announce({
        message: text,
        ...(audience === 'customer' ? { customer_id: Number(target) } : {}),
        ...(audience === 'role' ? { role_id: Number(target) } : {}),
      });
      const recipients = answer.data?.recipients ?? 0;
      setOutcome({ ok: true, text: `Announcement sent to ${recipients} ${recipients === 1 ? 'user' : 'users'}.` });
      setMessage('');
    } catch (error) {
      const data = error instanceof HttpError ? (error.data as { messages?: string } | null) : null;
      setOutcome({ ok: false, text: data?.messages ?? 'The announcement could not be sent.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="announce-heading" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id="announce-heading">
          Send announcement
        </Heading>
        <Field.Root invalid={text.length > MAX}>
          <Field.Label>Message</Field.Label>
          <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={3} maxLength={MAX + 100} />
          <Field.HelperText>
            {text.length} / {MAX}
          </Field.HelperText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <OptionSelect
            size="sm"
            width="44"
            label="Recipients"
            value={audience}
            options={[
              { id: 'all', name: 'All active users' },
              { id: 'customer', name: 'Users of a customer' },
              { id: 'role', name: 'Users with a role' },
            ]}
            onChange={(value) => {
              setAudience(value as typeof audience);
              setTarget('');
            }}
          />
          {audience === 'customer' && (
            <OptionSelect size="sm" width="56" label="Customer" placeholder="Choose a customer" value={target} options={options?.userFilterCustomers.map((o) => ({ id: String(o.id), name: o.name }))} onChange={setTarget} />
          )}
          {audience === 'role' && (
            <OptionSelect size="sm" width="56" label="Role" placeholder="Choose a role" value={target} options={options?.userFilterRoles.map((o) => ({ id: String(o.id), name: o.name }))} onChange={setTarget} />
          )}
          <Button size="sm" onClick={() => void send()} disabled={invalid} loading={sending}>
            Send announcement
          </Button>
        </HStack>
        {outcome && (
          <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
            <Alert.Indicator />
            <Alert.Title>{outcome.text}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
