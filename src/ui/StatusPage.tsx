/** The full-page answer of a path the user cannot see (404 not found, 403 forbidden): icon, code, title, why, and the way back. */
import type { ComponentType } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { useDocumentTitle } from './use-document-title';

export function StatusPage({ icon: Icon, code, title, children }: { icon: ComponentType<{ boxSize: string }>; code: number; title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <Stack align="center" textAlign="center" gap="4" py={{ base: '12', md: '20' }}>
      <Box display="inline-flex" p="4" borderRadius="full" bg="brand.subtle" color="brand.fg">
        <Icon boxSize="8" />
      </Box>
      <Text fontWeight="semibold" color="brand.fg" letterSpacing="wide">
        {code}
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {children}
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <Link href="/">Back to Dashboard</Link>
      </Button>
    </Stack>
  );
}
