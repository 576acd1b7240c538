/** Cells several lists share: a muted small line under a value, and a name with one under it. */
import { Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The second line of a cell (a phone under an email, an agent under a partner). */
export function SubLine(props: TextProps) {
  return <Text color="fg.muted" textStyle="xs" {...props} />;
}

/** A row's name with its detail under it when there is one (a website, a phone; `clamp`: one line of a description). */
export function NameWithLine({ name, line, clamp }: { name: string; line: ReactNode; clamp?: boolean }) {
  return (
    <>
      <Text fontWeight="medium">{name}</Text>
      {line && (
        <SubLine fontWeight="normal" lineClamp={clamp ? 1 : undefined}>
          {line}
        </SubLine>
      )}
    </>
  );
}
