/** A wouter link in the brand colour, for the sign-in screens' "Back" and "Forgot password?" links. */
import type { ReactNode } from 'react';
import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'wouter';

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium" textStyle="sm">
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}
