/** A customer's playbook, read-only: preferred software, deliverable formats, contacts, standards and instructions. */
import type { ReactNode } from 'react';
import { Badge, Box, Heading, HStack, Link, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { Playbook } from '../../gateway/resources/playbook';
import { usDay } from '../../ui/format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `playbook-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h3" size="sm" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const none = (what: string) => (
  <Text color="fg.muted" textStyle="sm">
    No {what} yet.
  </Text>
);

export function PlaybookView({ playbook }: { playbook: Playbook }) {
  if (playbook.revision === 0) {
    return (
      <Box role="status" p="6" textAlign="center">
        <Text fontWeight="semibold">No playbook yet</Text>
        <Text color="fg.muted">{playbook.can_edit ? 'Write down how you want your estimates done: the team reads it on every project.' : `${playbook.customer.name} has not written its playbook yet.`}</Text>
      </Box>
    );
  }
  return (
    <Stack gap="6">
      <Section title="Preferred software">
        {playbook.preferred_software.length === 0 ? (
          none('preferred software')
        ) : (
          <Wrap gap="2">
            {playbook.preferred_software.map((software) => (
              <Badge key={software.id} size="lg" colorPalette="blue" variant="subtle">
                {software.name}
              </Badge>
            ))}
          </Wrap>
        )}
      </Section>
      <Section title="Deliverable formats">
        {playbook.deliverable_formats.length === 0 ? (
          none('deliverable formats')
        ) : (
          <Wrap gap="2">
            {playbook.deliverable_formats.map((format) => (
              <Badge key={format} size="lg" variant="outline">
                {format}
              </Badge>
            ))}
          </Wrap>
        )}
      </Section>
      <Section title="Contacts">
        {playbook.contacts.length === 0 ? (
          none('contacts')
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Role</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Phone</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {playbook.contacts.map((contact, index) => (
                  <Table.Row key={`${contact.email}-${index}`}>
                    <Table.Cell fontWeight="medium">{contact.name}</Table.Cell>
                    <Table.Cell>{contact.role}</Table.Cell>
                    <Table.Cell>
                      <Link href={`mailto:${contact.email}`} color="blue.700">
                        {contact.email}
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{contact.phone}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Section>
      <Section title="Standards">{playbook.standards ? <Text whiteSpace="pre-wrap">{playbook.standards}</Text> : none('standards')}</Section>
      <Section title="Instructions">{playbook.instructions ? <Text whiteSpace="pre-wrap">{playbook.instructions}</Text> : none('instructions')}</Section>
      {playbook.updated_at && (
        <HStack color="fg.muted" textStyle="sm">
          <Text>
            Last updated {usDay(playbook.updated_at)}
            {playbook.updated_by ? ` by ${playbook.updated_by.name}` : ''}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
