/**
 * The header's global project search (spec 2.4): the text goes to the global search machine, the
 * results show under the box (project name, customer, client project number, status) and each opens
 * /projects/view/{id}/. The last result coming into view loads the next page; the clear button and
 * Escape close everything.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Box, CloseButton, Flex, Input, InputGroup, Spinner, Text, chakra } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '../../domain/project-lifecycle';
import type { SearchResult } from '../../machines/global-search';
import { SearchIcon } from '../../ui/icons';
import { useGlobalSearch } from './use-global-search';

export const SEARCH_PLACEHOLDER = 'Search by Project name, Client Project Number or Project Ref';
export const NO_RESULTS = 'No projects match your search';

const statusLabel = (status: string) => PROJECT_STATUS_LABELS[status as ProjectStatus] ?? status;

export function GlobalSearch() {
  const [snapshot, send] = useGlobalSearch();
  const { text, results, hasMore, error } = snapshot.context;
  const [panelOpen, setPanelOpen] = useState(false);
  const [, navigate] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastItem = useRef<HTMLLIElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();

  const busy = snapshot.matches('debouncing') || snapshot.matches('searching');
  const loadingMore = snapshot.matches('loadingMore');
  const shown = panelOpen && text.trim() !== '';

  // The last result coming into view asks for the next page (spec 2.4).
  useEffect(() => {
    const item = lastItem.current;
    if (!shown || !hasMore || !item || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) send({ type: 'results.endReached' });
    }, { root: panel.current });
    observer.observe(item);
    return () => observer.disconnect();
  }, [shown, hasMore, results.length, send]);

  // A click outside closes the results (the text stays).
  useEffect(() => {
    if (!shown) return;
    const away = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [shown]);

  const clear = () => {
    send({ type: 'search.cleared' });
    setPanelOpen(false);
  };

  const open = (found: SearchResult) => {
    clear();
    input.current?.blur();
    navigate(`/projects/view/${found.id}/`);
  };

  return (
    <Box
      ref={root}
      position="relative"
      maxW="xl"
      flex="1"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.preventDefault();
          setPanelOpen(false);
        }
      }}
    >
      <InputGroup startElement={<SearchIcon color="fg.muted" />} endElement={text ? <CloseButton
              size="xs"
              aria-label="Clear search"
              onClick={() => {
                clear();
                // The button goes away with the text: keep the focus in the box.
                input.current?.focus();
              }}
            /> : undefined}>
        <Input
          ref={input}
          type="search"
          aria-label="Search projects"
          aria-controls={shown ? panelId : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          value={text}
          autoComplete="off"
          onChange={(event) => {
            send({ type: 'search.typed', text: event.target.value });
            setPanelOpen(true);
          }}
          onFocus={() => setPanelOpen(true)}
          bg="bg.muted"
          borderColor="transparent"
          borderRadius="full"
          _focus={{ bg: 'bg' }}
          css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
        />
      </InputGroup>
      {shown && (
        <Box
          ref={panel}
          id={panelId}
          role="region"
          aria-label="Project search results"
          position="absolute"
          top="calc(100% + 0.25rem)"
          insetX="0"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="lg"
          boxShadow="lg"
          maxH="24rem"
          overflowY="auto"
          data-testid="global-search-results"
        >
          <Box aria-live="polite">
            {busy && (
              <Flex px="3" py="3" gap="2" align="center" color="fg.muted" textStyle="sm">
                <Spinner size="xs" /> Searching…
              </Flex>
            )}
            {snapshot.matches('failed') && (
              <Text px="3" py="3" color="red.700" textStyle="sm">
                {error}
              </Text>
            )}
            {snapshot.matches('shown') && results.length === 0 && (
              <Text px="3" py="3" color="fg.muted" textStyle="sm">
                {NO_RESULTS}
              </Text>
            )}
          </Box>
          {results.length > 0 && (
            <chakra.ul listStyleType="none" m="0" p="1">
              {results.map((found, index) => (
                <li key={found.id} ref={index === results.length - 1 ? lastItem : undefined}>
                  <chakra.a
                    href={`/projects/view/${found.id}/`}
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      open(found);
                    }}
                    display="flex"
                    gap="3"
                    alignItems="center"
                    justifyContent="space-between"
                    px="3"
                    py="2"
                    borderRadius="md"
                    color="fg"
                    textDecoration="none"
                    _hover={{ bg: 'bg.muted' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
                    data-testid="global-search-result"
                  >
                    <Box minW="0">
                      <Text fontWeight="medium" truncate>
                        {found.project_name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted" truncate>
                        {found.customer}
                        {found.client_project_number ? ` · ${found.client_project_number}` : ''}
                      </Text>
                    </Box>
                    <Badge variant="subtle" flexShrink="0">
                      {statusLabel(found.status)}
                    </Badge>
                  </chakra.a>
                </li>
              ))}
            </chakra.ul>
          )}
          {loadingMore && (
            <Flex px="3" py="2" gap="2" align="center" color="fg.muted" textStyle="sm" role="status">
              <Spinner size="xs" /> Loading more…
            </Flex>
          )}
        </Box>
      )}
    </Box>
  );
}
