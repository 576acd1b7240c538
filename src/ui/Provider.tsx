/** Gives every screen the portal's Chakra system (theme, tokens, recipes). */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from './theme';

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>;
}
