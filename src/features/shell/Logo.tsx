/** The portal's mark and name with the user's version string; it leads back to the Dashboard. */
import { Badge, Box, Flex, Text, chakra } from '@chakra-ui/react';
import { Link } from 'wouter';

const SMALL_SCREEN_ONLY = { base: true, sm: false } as const;

function Mark() {
  return (
    <chakra.svg viewBox="0 0 32 32" boxSize="8" flexShrink={0} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 22V10h7.5a4.5 4.5 0 0 1 0 9H13" fill="none" stroke="white" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </chakra.svg>
  );
}

export function Logo({ version }: { version: string }) {
  return (
    <Box asChild borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}>
      {/* Named by its text; on small screens the text is kept for screen readers while only the mark shows. */}
      <Link href="/">
        <Flex align="center" gap="2.5" color="brand.solid">
          <Mark />
          <Flex as="span" align="center" gap="2.5" srOnly={SMALL_SCREEN_ONLY}>
            <Text as="span" fontWeight="bold" color="fg" textStyle="md" whiteSpace="nowrap">
              Customer Portal
            </Text>{' '}
            <Badge colorPalette="brand" variant="subtle" size="sm">
              {version}
            </Badge>
          </Flex>
        </Flex>
      </Link>
    </Box>
  );
}
