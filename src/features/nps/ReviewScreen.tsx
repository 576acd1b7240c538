/**
 * /review (spec 2.2): a customer user rates the service 0–10 with a comment — the same form as the
 * rating popup — at any time. Others are told that only customer users rate (the server refuses them).
 */
import { useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { STORAGE_KEYS } from '../../gateway/token-store';
import { RATE_TEXTS } from '../../machines/rate-popup';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { RatingForm } from './RatingForm';
import { useCreateReview } from './use-nps';

export const CUSTOMERS_ONLY = 'Only customer users can rate the service';

export default function ReviewScreen() {
  useDocumentTitle('Review');
  const { user } = useSession();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [{ fetching, error }, create] = useCreateReview();
  const failure = failureOf(error);

  if (!user || user.customer_id === null) {
    return (
      <>
        <PageHeader title="Review" />
        <FailureAlert message={CUSTOMERS_ONLY} />
      </>
    );
  }

  const submit = async () => {
    if (score === null) {
      setScoreError(RATE_TEXTS.scoreRequired);
      return;
    }
    const result = await create({ input: { score, comment: comment.trim() } });
    if (result.error) return;
    // Rated: the popup need not ask on this browser either.
    localStorage.setItem(STORAGE_KEYS.ratePopup, 'true');
    notify({ body: RATE_TEXTS.thanks, severity: 'success' });
    setSent(true);
  };

  return (
    <>
      <PageHeader title="Review" description="Tell us how we are doing. Your rating goes to the team that works on your projects." />
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="2xl">
        {sent ? (
          <Box role="status">
            <Text fontWeight="semibold">{RATE_TEXTS.thanks}</Text>
            <Text color="fg.muted">You rated us {score} out of 10.</Text>
            <Button
              mt="4"
              variant="outline"
              onClick={() => {
                setSent(false);
                setScore(null);
                setComment('');
              }}
            >
              Rate again
            </Button>
          </Box>
        ) : (
          <>
            {failure && !failure.fieldErrors.score && !failure.fieldErrors.comment && (
              <Box mb="4">
                <FailureAlert message={failure.message} />
              </Box>
            )}
            <RatingForm
              score={score}
              comment={comment}
              error={scoreError ?? failure?.fieldErrors.score ?? null}
              commentError={failure?.fieldErrors.comment ?? null}
              disabled={fetching}
              onScore={(value) => {
                setScore(value);
                setScoreError(null);
              }}
              onComment={setComment}
            />
            <Flex mt="6" justify="flex-end">
              <Button colorPalette="brand" loading={fetching} onClick={() => void submit()}>
                Submit
              </Button>
            </Flex>
          </>
        )}
      </Box>
    </>
  );
}
