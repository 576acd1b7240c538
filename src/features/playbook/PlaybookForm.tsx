/**
 * The customer admin's playbook editor on the form kernel over `playbookContract` (the server's update
 * body is built from it, so a message here is the server's): preferred software and the known
 * deliverable formats as ticks, other formats as free text, contacts (name, role, email, phone; a row
 * left wholly empty is not sent), standards and instructions. A stale save, or a save by someone else
 * while it is open, offers Reload.
 */
import { Box, Button, Fieldset, Grid, IconButton, Stack } from '@chakra-ui/react';
import { useQuery } from 'urql';
import { playbookContract } from '../../domain/contracts/playbook';
import { DELIVERABLE_FORMATS, PLAYBOOK_LIMITS } from '../../domain/playbook';
import { graphql } from '../../gateway/graphql';
import { useUpdatePlaybook, type Playbook } from '../../gateway/resources/playbook';
import { CheckboxesField } from '../../ui/form/CheckboxesField';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { FormShell, useFieldLabel, useFormContext } from '../../ui/form/FormShell';
import { fieldId, useRecordForm } from '../../ui/form/use-record-form';

const SOFTWARE_OPTIONS = graphql(`
  query PlaybookSoftwareOptions {
    softwareOptions {
      id
      name
    }
  }
`);

interface Contact {
  name: string;
  role: string;
  email: string;
  phone: string;
}

interface PlaybookValues {
  preferred_software_ids: string[];
  /** The known formats ticked. */
  deliverable_formats: string[];
  /** Further formats, separated by commas. */
  other_formats: string;
  contacts: Contact[];
  standards: string;
  instructions: string;
}

const EMPTY_CONTACT: Contact = { name: '', role: '', email: '', phone: '' };
const KNOWN_FORMATS: readonly string[] = DELIVERABLE_FORMATS;
const FORMAT_OPTIONS = DELIVERABLE_FORMATS.map((format) => ({ id: format, name: format }));

function valuesOf(playbook: Playbook): PlaybookValues {
  return {
    preferred_software_ids: playbook.preferred_software.map((software) => String(software.id)),
    deliverable_formats: playbook.deliverable_formats.filter((format) => KNOWN_FORMATS.includes(format)),
    other_formats: playbook.deliverable_formats.filter((format) => !KNOWN_FORMATS.includes(format)).join(', '),
    contacts: playbook.contacts.length > 0 ? playbook.contacts.map(({ name, role, email, phone }) => ({ name, role, email, phone })) : [EMPTY_CONTACT],
    standards: playbook.standards,
    instructions: playbook.instructions,
  };
}

/** The rows that are contacts (not left wholly empty), by their place in the form. */
const filledRows = (contacts: readonly Contact[]) => contacts.flatMap((contact, row) => (Object.values(contact).some((value) => value.trim() !== '') ? [row] : []));

function toInput(values: PlaybookValues) {
  const other = values.other_formats
    .split(',')
    .map((format) => format.trim())
    .filter(Boolean);
  return {
    preferred_software_ids: values.preferred_software_ids.map(Number),
    deliverable_formats: [...values.deliverable_formats, ...other],
    contacts: filledRows(values.contacts).map((row) => values.contacts[row] as Contact),
    standards: values.standards,
    instructions: values.instructions,
  };
}

/** A format's error belongs to the free text (the ticks cannot be wrong); a sent contact's to its row in the form. */
function fieldOf(path: string, values: PlaybookValues): string | undefined {
  if (path.startsWith('deliverable_formats')) return 'other_formats';
  const contact = /^contacts\.(\d+)\.(\w+)/.exec(path);
  const row = contact && filledRows(values.contacts)[Number(contact[1])];
  return contact && row !== undefined ? `contacts.${row}.${contact[2]}` : undefined;
}

export function PlaybookForm({ playbook, onDone, onReload }: { playbook: Playbook; onDone(): void; onReload(): void }) {
  const [{ data }] = useQuery({ query: SOFTWARE_OPTIONS });
  const [, save] = useUpdatePlaybook();
  const form = useRecordForm({
    contract: playbookContract,
    defaultValues: valuesOf(playbook),
    toInput,
    fieldOf,
    submit: (input) => save({ input: { ...input, revision: playbook.revision } }),
    saved: { notice: 'Playbook updated successfully', close: onDone },
  });
  // Offered software: the active ones, plus any the playbook names that is no longer offered.
  const software = [...(data?.softwareOptions ?? []), ...playbook.preferred_software]
    .map(({ id, name }) => ({ id: String(id), name }))
    .filter((option, index, all) => all.findIndex((other) => other.id === option.id) === index);

  return (
    <FormShell form={form} plain submitLabel="Save Playbook" onCancel={onDone} onReload={onReload} live={{ type: 'playbook', id: playbook.customer.id, thing: 'playbook' }}>
      <CheckboxesField name="preferred_software_ids" label="Preferred software" options={software} />
      <CheckboxesField name="deliverable_formats" label="Deliverable formats" options={FORMAT_OPTIONS}>
        <Box mt="3" maxW="xl">
          <TextField name="other_formats" label="Other formats" helper="Separate formats with commas." />
        </Box>
      </CheckboxesField>
      <ContactRows />
      <TextAreaField name="standards" label="Standards" rows={4} helper="Classification, units, rounding, waste factors, markup colours." />
      <TextAreaField name="instructions" label="Instructions" rows={5} helper="What the estimating team should always do on your projects." />
    </FormShell>
  );
}

/** The contacts, a row of fields each, added and removed at will (up to the contract's limit). */
function ContactRows() {
  const { form } = useFormContext();
  useFieldLabel('contacts', 'Contacts');
  const contacts = form.valueOf('contacts') as Contact[];
  const error = form.errorOf('contacts');
  return (
    <Fieldset.Root id={fieldId('contacts')} tabIndex={-1} outline="none" invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="semibold">Contacts</Fieldset.Legend>
      <Stack gap="4" mt="2">
        {contacts.map((_, index) => {
          const field = (name: keyof Contact) => ({ name: `contacts.${index}.${name}`, label: `Contact ${index + 1} ${name}` });
          return (
            <Grid key={index} role="group" aria-label={`Contact ${index + 1}`} templateColumns={{ base: '1fr', md: '1fr 1fr 1fr 1fr auto' }} gap="3" alignItems="start">
              <TextField {...field('name')} />
              <TextField {...field('role')} />
              <TextField {...field('email')} type="email" />
              <TextField {...field('phone')} type="tel" />
              <IconButton aria-label={`Remove contact ${index + 1}`} variant="ghost" mt={{ base: 0, md: '6' }} onClick={() => form.change('contacts', contacts.filter((__, other) => other !== index))}>
                ✕
              </IconButton>
            </Grid>
          );
        })}
        {contacts.length < PLAYBOOK_LIMITS.contacts && (
          <Box>
            <Button size="sm" variant="outline" onClick={() => form.change('contacts', [...contacts, EMPTY_CONTACT])}>
              Add Contact
            </Button>
          </Box>
        )}
      </Stack>
      {error && <Fieldset.ErrorText color="red.700">{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
