/**
 * What a screen shows of the others at its project or record (issue 16): their avatars ("Also
 * viewing: …"), who is editing it, and who is typing in its chat. The editing and typing lines are
 * polite live regions, always in the page (empty when nobody), so a change is announced.
 */
import { Avatar, AvatarGroup, HStack, Text } from '@chakra-ui/react';
import { alsoViewingLabel, editingLine, typingLine, type PresentPerson } from '../machines/presence';

/** The others' avatars with their names; nothing while nobody else is there. */
export function AlsoViewing({ people }: { people: readonly PresentPerson[] }) {
  if (people.length === 0) return null;
  const label = alsoViewingLabel(people.map((person) => person.name));
  return (
    <HStack role="group" aria-label={label} gap="2" data-testid="also-viewing">
      {/* The group's name says who; the avatars and the line only show it. */}
      <AvatarGroup size="xs" aria-hidden="true">
        {people.slice(0, 5).map((person) => (
          <Avatar.Root key={person.user_id} colorPalette="brand" variant="solid">
            <Avatar.Fallback name={person.name} />
            {person.image_uri ? <Avatar.Image src={person.image_uri} alt="" /> : null}
          </Avatar.Root>
        ))}
      </AvatarGroup>
      <Text textStyle="sm" color="fg.muted" aria-hidden="true">
        {label}
      </Text>
    </HStack>
  );
}

/** "Carla Mendes is editing". */
export function EditingNotice({ people }: { people: readonly PresentPerson[] }) {
  const line = editingLine(people.filter((person) => person.editing).map((person) => person.name));
  return (
    // Empty, it stays in the page (so the change is announced) but out of the layout's gaps.
    <Text role="status" aria-live="polite" textStyle="sm" fontWeight="medium" color="orange.800" data-testid="editing-notice" _empty={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' }}>
      {line}
    </Text>
  );
}

/** "Carla Mendes is typing…" under a chat composer. */
export function TypingNotice({ names }: { names: readonly string[] }) {
  return (
    <Text role="status" aria-live="polite" textStyle="sm" color="fg.muted" minH="5" data-testid="typing-notice">
      {typingLine(names)}
    </Text>
  );
}
