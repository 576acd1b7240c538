/** The 403 screen the route guard shows instead of a screen the user's role does not open. */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { RoleIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The server's own refusal text (a 403 answer says the same). */
export const FORBIDDEN_TITLE = 'You do not have permission to do this';

export default function ForbiddenScreen() {
  useDocumentTitle(FORBIDDEN_TITLE);
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }}>
      <Box display="inline-flex" p="4" borderRadius="full" bg="brand.subtle" color="brand.fg">
        <RoleIcon boxSize="8" />
      </Box>
      <Text fontWeight="semibold" color="brand.fg" letterSpacing="wide">
        403
      </Text>
      <Heading as="h1" size="2xl">
        {FORBIDDEN_TITLE}
      </Heading>
      <Text color="fg.muted" maxW="md">
        Your role does not open this page. Ask an administrator if you need it.
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </Stack>
  );
}
