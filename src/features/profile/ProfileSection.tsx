/** One titled panel of the profile screen. */
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

export function ProfileSection({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Stack gap="1" mb="5">
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        )}
      </Stack>
      {children}
    </Box>
  );
}
