/** The frame every sign-in screen shares: a card on the brand background (centred from `sm` up), title and subtitle. */
import type { ReactNode } from 'react';
import { Box, Card, Center, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { useDocumentTitle } from '../../ui/use-document-title';

function Mark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="12" color="brand.solid" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 22V10h7.5a4.5 4.5 0 0 1 0 9H13" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

export interface AuthLayoutProps {
  /** The page's heading; the browser tab shows it too. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    // On a phone the card starts at the top: a centred card would move as the prerendered page is parsed
    // (it grows from its header down), which counts as layout shift; on larger screens it is centred.
    <Center
      as="main"
      minH="100dvh"
      alignItems={{ base: 'flex-start', sm: 'center' }}
      px={{ base: '4', sm: '6' }}
      py={{ base: '8', sm: '12' }}
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="brand.200"
    >
      <Card.Root width="full" maxW="md" borderRadius="2xl" boxShadow="xl" borderWidth="0">
        <Card.Header alignItems="center" textAlign="center" gap="3" pt={{ base: '8', sm: '10' }}>
          <Mark />
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {title}
          </Heading>
          {subtitle && (
            <Text color="fg.muted" textStyle="sm">
              {subtitle}
            </Text>
          )}
        </Card.Header>
        <Card.Body px={{ base: '6', sm: '10' }} pb={{ base: '8', sm: '10' }}>
          {children}
        </Card.Body>
        {footer && (
          <Card.Footer justifyContent="center" borderTopWidth="1px" py="4">
            <Flex gap="4" textStyle="sm">
              {footer}
            </Flex>
          </Card.Footer>
        )}
      </Card.Root>
      <Box srOnly aria-live="polite" />
    </Center>
  );
}

/** A message from the server under a form, announced when it appears. */
export function FormMessage({ children }: { children: ReactNode }) {
  return (
    <Box role="alert" bg="red.subtle" color="red.fg" borderRadius="md" px="3" py="2" textStyle="sm">
      {children}
    </Box>
  );
}
