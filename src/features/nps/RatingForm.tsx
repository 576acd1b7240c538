/**
 * The rating form of the popup and of /review: "How likely are you to recommend us to a colleague?"
 * as eleven radio buttons 0–10 (native radios, so arrow keys and screen readers work as usual) and a
 * comment. The caller owns the values and the buttons.
 */
import { useId } from 'react';
import { Box, Field, Flex, Text, Textarea, chakra } from '@chakra-ui/react';
import { REVIEW_COMMENT_MAX } from '../../domain/nps';
import { RATE_TEXTS } from '../../machines/rate-popup';

const SCORES = Array.from({ length: 11 }, (_, score) => score);

export function RatingForm({
  score,
  comment,
  error,
  commentError,
  disabled,
  onScore,
  onComment,
}: {
  score: number | null;
  comment: string;
  /** The message at the score (none chosen, or the server's). */
  error: string | null;
  commentError?: string | null;
  disabled?: boolean;
  onScore(score: number): void;
  onComment(comment: string): void;
}) {
  const questionId = useId();
  const errorId = useId();
  const name = useId();
  return (
    <Box>
      <Text id={questionId} fontWeight="semibold" mb="3">
        {RATE_TEXTS.question}
      </Text>
      <Box display="inline-block" maxW="full">
        <Flex role="radiogroup" aria-labelledby={questionId} aria-describedby={error ? errorId : undefined} gap="1" wrap="wrap">
          {SCORES.map((value) => (
            <chakra.label
              key={value}
              position="relative"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              w="9"
              h="9"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              fontWeight="semibold"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              bg={score === value ? 'brand.600' : 'bg'}
              color={score === value ? 'white' : 'fg'}
              _hover={{ borderColor: 'brand.600' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'var(--chakra-colors-brand-600)', outlineOffset: '2px' } }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={value}
                checked={score === value}
                disabled={disabled}
                onChange={() => onScore(value)}
                position="absolute"
                opacity="0"
                w="1px"
                h="1px"
                overflow="hidden"
              />
              {value}
            </chakra.label>
          ))}
        </Flex>
        <Flex justify="space-between" gap="4" mt="1.5" color="fg.muted" textStyle="xs" aria-hidden="true">
          <span>Not at all likely</span>
          <span>Extremely likely</span>
        </Flex>
      </Box>
      {error && (
        <Text id={errorId} color="red.700" textStyle="sm" mt="2" role="alert">
          {error}
        </Text>
      )}
      <Field.Root mt="5" invalid={Boolean(commentError)} disabled={disabled ?? false}>
        <Field.Label>Comment</Field.Label>
        <Textarea value={comment} maxLength={REVIEW_COMMENT_MAX} rows={3} placeholder="What is the main reason for your score?" onChange={(event) => onComment(event.target.value)} />
        <Field.ErrorText color="red.700">{commentError}</Field.ErrorText>
      </Field.Root>
    </Box>
  );
}
