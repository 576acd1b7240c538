/**
 * The chat's message box with @mentions (issue 16): typing "@" offers the people who can see the
 * project, as a WAI-ARIA combobox (the textarea) over a listbox. Arrow keys move, Enter or Tab
 * chooses, Escape closes; a click chooses too. A chosen person is written as "@Name " and kept in
 * `chosen`; the message mentions those whose "@Name" is still in the text when it is sent.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, chakra, Text, Textarea } from '@chakra-ui/react';
import { insertMention, matchingPeople, mentionQuery, type MentionQuery } from '../../../domain/chat-mentions';
import { ProfileAvatar } from '../../shell/ProfileAvatar';
import type { Person } from './use-project-view';

interface Props {
  value: string;
  people: readonly Person[];
  maxLength: number;
  onChange(value: string): void;
  /** A person was chosen from the list. */
  onMention(person: Person): void;
  /** Ctrl/Cmd+Enter while no list is open. */
  onSubmit(): void;
}

export function MentionTextarea({ value, people, maxLength, onChange, onMention, onSubmit }: Props) {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const options = useMemo(() => (query ? matchingPeople(people, query.query) : []), [people, query]);
  const open = query !== null && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const follow = (text: string, caret: number) => {
    const next = mentionQuery(text, caret);
    setQuery(next);
    if (next?.query !== query?.query) setActive(0);
  };

  const choose = (person: Person) => {
    if (!query) return;
    const next = insertMention(value, query, person.name);
    onChange(next.text);
    onMention(person);
    setQuery(null);
    // After React wrote the new value: the caret goes after the inserted name.
    requestAnimationFrame(() => {
      textarea.current?.focus();
      textarea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          setActive((index) => (index + 1) % options.length);
          return;
        case 'ArrowUp':
          event.preventDefault();
          setActive((index) => (index - 1 + options.length) % options.length);
          return;
        case 'Enter':
        case 'Tab': {
          const person = options[active];
          if (!person) return;
          event.preventDefault();
          choose(person);
          return;
        }
        case 'Escape':
          event.preventDefault();
          event.stopPropagation();
          setQuery(null);
          return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit();
  };

  return (
    <Box position="relative">
      <Textarea
        ref={textarea}
        aria-label="Message"
        placeholder="Write a message — type @ to mention someone"
        rows={3}
        maxLength={maxLength}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setQuery(null)}
        onKeyDown={onKeyDown}
      />
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label="People to mention"
        hidden={!open}
        position="absolute"
        zIndex="dropdown"
        top="100%"
        insetStart="0"
        mt="1"
        w="xs"
        maxW="full"
        maxH="64"
        overflowY="auto"
        listStyleType="none"
        m="0"
        p="1"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="md"
        boxShadow="lg"
      >
        {open &&
          options.map((person, index) => (
            <chakra.li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              display="flex"
              alignItems="center"
              gap="2"
              px="2"
              py="1.5"
              borderRadius="sm"
              cursor="pointer"
              bg={index === active ? 'brand.subtle' : 'transparent'}
              _hover={{ bg: 'bg.muted' }}
              // Keep the focus in the textarea: a mouse press would blur it (and close the list) first.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(person)}
            >
              <ProfileAvatar name={person.name} imageUri={person.image_uri} size="xs" />
              <Text textStyle="sm">{person.name}</Text>
            </chakra.li>
          ))}
      </chakra.ul>
    </Box>
  );
}
