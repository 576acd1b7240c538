/**
 * The project's RFIs (requests for information): the provider raises one (the project goes on hold,
 * through the action flow), both sides comment, and the provider closes it (the project resumes when
 * none stays open).
 */
import { useState } from 'react';
import { Badge, Box, Button, Collapsible, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { failureOf } from '../../../gateway/failure';
import { reloadOf } from '../../../gateway/reload';
import { FailureAlert } from '../../../ui/records/FailureAlert';
import { notify } from '../../../ui/toaster';
import { useAddRfiComment, useCloseRfi, useProjectRfis, useRfiComments, type Rfi } from './use-project-view';
import { useComposer } from './use-composer';
import { Byline, EntryList } from './ProjectEntries';

export function ProjectRfis({ projectId, mayClose, mayComment, onRaise, onChanged }: { projectId: string; mayClose: boolean; mayComment: boolean; onRaise?: () => void; onChanged(): void }) {
  const [{ data, error }, reload] = useProjectRfis(projectId);
  const rfis = data?.projectRfis ?? [];
  return (
    <Stack gap="3">
      {onRaise && (
        <Box>
          <Button size="sm" variant="outline" onClick={onRaise}>
            Raise RFI
          </Button>
        </Box>
      )}
      <EntryList label="RFIs" none="No RFIs yet." count={data && rfis.length} error={error} onRetry={reloadOf(reload)}>
        {rfis.map((rfi) => (
          <RfiEntry key={rfi.id} rfi={rfi} mayClose={mayClose} mayComment={mayComment} onChanged={onChanged} />
        ))}
      </EntryList>
    </Stack>
  );
}

function RfiEntry({ rfi, mayClose, mayComment, onChanged }: { rfi: Rfi; mayClose: boolean; mayComment: boolean; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const [{ data, error }, reload] = useRfiComments(rfi.id, !open);
  const [closed, close] = useCloseRfi();
  const [commented, comment] = useAddRfiComment();
  const { text, setText, error: refusal, setError: setRefusal, submit: addComment } = useComposer({
    required: 'Comment is required',
    field: 'comment',
    send: (value) => comment({ rfi_id: rfi.id, comment: value }),
    sent: reloadOf(reload),
  });
  const isOpen = rfi.is_open;

  const closeRfi = async () => {
    const result = await close({ id: rfi.id });
    const failure = failureOf(result.error);
    if (failure) setRefusal(failure.message);
    else {
      notify({ severity: 'success', body: result.data?.closeProjectRfi.messages ?? 'RFI closed' });
      onChanged();
    }
  };

  return (
    <Box as="li" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3" data-testid="rfi">
      <HStack justify="space-between" align="flex-start" gap="3">
        <Box>
          <Text whiteSpace="pre-wrap">{rfi.question}</Text>
          <Byline who={rfi.raised_by} at={rfi.created_at} />
        </Box>
        <Badge colorPalette={isOpen ? 'yellow' : 'green'}>{isOpen ? 'Open' : 'Closed'}</Badge>
      </HStack>
      {refusal && <FailureAlert message={refusal} />}
      <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <HStack gap="2" mt="2">
          <Collapsible.Trigger asChild>
            <Button size="xs" variant="ghost">
              {open ? 'Hide Comments' : `Comments${rfi.comment_count ? ` (${rfi.comment_count})` : ''}`}
            </Button>
          </Collapsible.Trigger>
          {isOpen && mayClose && (
            <Button size="xs" variant="outline" loading={closed.fetching} onClick={() => void closeRfi()}>
              Close RFI
            </Button>
          )}
        </HStack>
        <Collapsible.Content>
          <Stack gap="2" mt="2" pl="3" borderLeftWidth="2px" borderColor="border.muted">
            <EntryList none="No comments yet." count={data?.projectRfiComments.length} error={error} onRetry={reloadOf(reload)} gap="2" textStyle="sm">
              {data?.projectRfiComments.map((entry) => (
                <Box as="li" key={entry.id}>
                  <Text whiteSpace="pre-wrap">{entry.comment}</Text>
                  <Byline who={entry.author} at={entry.created_at} />
                </Box>
              ))}
            </EntryList>
            {mayComment && (
              <HStack gap="2" align="flex-end">
                <Textarea aria-label="Comment" rows={2} maxLength={2000} value={text} onChange={(event) => setText(event.target.value)} />
                <Button size="sm" colorPalette="brand" loading={commented.fetching} onClick={() => void addComment()}>
                  Comment
                </Button>
              </HStack>
            )}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Box>
  );
}
