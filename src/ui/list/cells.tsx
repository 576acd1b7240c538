/**
 * Cells and columns several lists share: a muted small line under a value, a name with one under it, a
 * link to a record's page, and a record's name, list price and status columns.
 */
import { Link as ChakraLink, Text, type TextProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usd } from '../format';
import type { Status } from '../../domain/contracts/fields';
import { StatusBadge } from '../records/StatusBadge';
import type { ListColumn } from './columns';

/** The second line of a cell (a phone under an email, an agent under a partner). */
export function SubLine(props: TextProps) {
  return <Text color="fg.muted" textStyle="xs" {...props} />;
}

/** A row's name with its detail under it when there is one (a website, a phone; `clamp`: one line of a description; `plain`: not a name column's weight). */
export function NameWithLine({ name, line, clamp, plain }: { name: string; line: ReactNode; clamp?: boolean; plain?: boolean }) {
  return (
    <>
      <Text fontWeight={plain ? undefined : 'medium'}>{name}</Text>
      {line && (
        <SubLine fontWeight="normal" lineClamp={clamp ? 1 : undefined}>
          {line}
        </SubLine>
      )}
    </>
  );
}

/** A link to a record's own page from its name (a customer's view, a project's). */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="brand.700">
      <Link href={href}>{children}</Link>
    </ChakraLink>
  );
}

/** The record's Name column, sorted by `name`: the name, with `line` under it when given (`clamp`: one line of it). */
export function nameColumn<Item extends { name: string }>(line?: (row: Item) => ReactNode, clamp?: boolean): ListColumn<Item> {
  return { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (row) => (line ? <NameWithLine name={row.name} line={line(row)} clamp={clamp ?? false} /> : row.name) };
}

/** The record's Status column (a badge); `sorts`: the server sorts by `status`. */
export function statusColumn<Item extends { status: Status }>(sorts = false): ListColumn<Item> {
  return { id: 'status', header: 'Status', ...(sorts ? { sort: 'status' } : {}), cell: (row) => <StatusBadge status={row.status} /> };
}

/** The list price in US dollars, sorted by `price`. */
export function priceColumn<Item extends { price: string }>(): ListColumn<Item> {
  return { id: 'price', header: 'Price', sort: 'price', cell: (row) => <Text fontVariantNumeric="tabular-nums">{usd(row.price)}</Text> };
}
