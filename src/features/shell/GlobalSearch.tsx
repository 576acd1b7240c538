/**
 * The header's global project search (spec 2.4): the text goes to the global search machine, the
 * results show under the box (project name, customer, client project number, status) and each opens
 * /projects/view/{id}/. The last result coming into view loads the next page; the clear button and
 * Escape close everything.
 *
 * The box and its results follow the WAI-ARIA combobox pattern (list autocomplete): the box keeps the
 * focus, ArrowDown / ArrowUp move the active result (aria-activedescendant, wrapping at the ends),
 * Enter opens it, Escape closes the list. Which result is active is view state, not the machine's:
 * it belongs to the text it was chosen for and resets with it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Box, CloseButton, Flex, Input, InputGroup, Spinner, Text, chakra } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import { PROJECT_STATUS_LABELS } from '../../domain/project-lifecycle';
import type { SearchResult } from '../../machines/global-search';
import { SearchIcon } from '../../ui/icons';
import { useGlobalSearch } from './use-global-search';

export const SEARCH_PLACEHOLDER = 'Search by Project name, Client Project Number or Project Ref';
export const NO_RESULTS = 'No projects match your search';


export function GlobalSearch() {
  const [snapshot, send] = useGlobalSearch();
  const { text, results, hasMore, error } = snapshot.context;
  const [panelOpen, setPanelOpen] = useState(false);
  const [, navigate] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const lastItem = useRef<HTMLLIElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = (found: SearchResult) => `${listboxId}-project-${found.id}`;
  // The active result, for the text it was chosen for: a new text starts with none.
  const [activeFor, setActiveFor] = useState({ text: '', index: -1 });

  const busy = snapshot.matches('debouncing') || snapshot.matches('searching');
  const loadingMore = snapshot.matches('loadingMore');
  const shown = panelOpen && text.trim() !== '';
  const expanded = shown && results.length > 0;
  const active = expanded && activeFor.text === text && activeFor.index < results.length ? activeFor.index : -1;
  const activeResult = active >= 0 ? results[active] : undefined;
  const activeId = activeResult ? optionId(activeResult) : undefined;
  const activate = (index: number) => setActiveFor({ text, index });

  // The active result stays in view (and the last one, once reached, loads the next page).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

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

  const open = (found: SearchResult, inNewTab = false) => {
    const href = `/projects/view/${found.id}/`;
    if (inNewTab) {
      window.open(href, '_blank', 'noopener');
      return;
    }
    clear();
    input.current?.blur();
    navigate(href);
  };

  /** The combobox keys of the box (WAI-ARIA APG, list autocomplete without automatic selection). */
  const onBoxKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setPanelOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      activate(active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && activeResult) {
      event.preventDefault();
      open(activeResult);
    } else if (event.key === 'Escape' && shown) {
      activate(-1);
    }
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
          role="combobox"
          aria-label="Search projects"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeId}
          onKeyDown={onBoxKey}
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
            <chakra.ul id={listboxId} role="listbox" aria-label="Project search results" listStyleType="none" m="0" p="1">
              {results.map((found, index) => (
                <chakra.li
                  key={found.id}
                  ref={index === results.length - 1 ? lastItem : undefined}
                  id={optionId(found)}
                  role="option"
                  aria-selected={index === active}
                  // Focusable by script only (never a tab stop): the scrolling list counts as reachable.
                  tabIndex={-1}
                  // The box keeps the focus: a press on a result must not take it.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== active && activate(index)}
                  onClick={(event) => open(found, event.metaKey || event.ctrlKey)}
                  cursor="pointer"
                  display="flex"
                  gap="3"
                  alignItems="center"
                  justifyContent="space-between"
                  px="3"
                  py="2"
                  borderRadius="md"
                  color="fg"
                  bg={index === active ? 'brand.subtle' : undefined}
                  _hover={index === active ? undefined : { bg: 'bg.muted' }}
                  data-testid="global-search-result"
                  data-href={`/projects/view/${found.id}/`}
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
                    {PROJECT_STATUS_LABELS[found.status]}
                  </Badge>
                </chakra.li>
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
