/** The /notfound screen every unknown path is redirected to (spec 2.2). */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { CompassIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';

export default function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }}>
      <Box display="inline-flex" p="4" borderRadius="full" bg="brand.subtle" color="brand.fg">
        <CompassIcon boxSize="8" />
      </Box>
      <Text fontWeight="semibold" color="brand.fg" letterSpacing="wide">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted" maxW="md">
        The page you were looking for does not exist or has moved.
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </Stack>
  );
}
