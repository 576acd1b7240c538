/**
 * The header's global project search box (spec 2.4). The results list arrives with the projects
 * screens; until then the box keeps its text and its clear button, and queries nothing.
 */
import { useState } from 'react';
import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from '../../ui/icons';

export const SEARCH_PLACEHOLDER = 'Search by Project name, Client Project Number or Project Ref';

export function GlobalSearch() {
  const [text, setText] = useState('');
  return (
    <InputGroup
      maxW="xl"
      flex="1"
      startElement={<SearchIcon color="fg.muted" />}
      endElement={
        text ? <CloseButton size="xs" aria-label="Clear search" onClick={() => setText('')} /> : undefined
      }
    >
      <Input
        type="search"
        aria-label="Search projects"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(event) => setText(event.target.value)}
        bg="bg.muted"
        borderColor="transparent"
        borderRadius="full"
        _focus={{ bg: 'bg' }}
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
