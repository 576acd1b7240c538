/** Gives the signed-in app the shell's Chakra system (shell-theme.ts): the public one plus the shell's recipes. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { shellSystem } from './shell-theme';

export function ShellProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={shellSystem}>{children}</ChakraProvider>;
}
