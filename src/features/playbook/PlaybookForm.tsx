/**
 * The customer admin's playbook editor: preferred software (checkboxes), deliverable formats (known
 * ones as checkboxes plus free text), contacts (name, role, email, phone; spec §5 messages at the
 * field: the server checks them with the contact contract of src/domain/contracts/playbook.ts, so
 * the rules are written once and zod stays out of the screen's chunks), standards and instructions.
 * A stale save shows who changed it, with a Reload.
 */
import { useState, type FormEvent } from 'react';
import { Box, Button, Checkbox, Fieldset, Grid, HStack, IconButton, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { gql, useQuery } from 'urql';
import type { PlaybookContact } from '../../domain/contracts/playbook';
import { DELIVERABLE_FORMATS, PLAYBOOK_LIMITS } from '../../domain/playbook';
import { failureOf, type GatewayFailure } from '../../gateway/failure';
import { useUpdatePlaybook, type Playbook } from '../../gateway/resources/playbook';
import { FormField } from '../../ui/records/FormField';
import { SaveFailureAlert } from '../../ui/records/SaveFailureAlert';
import { notify } from '../../ui/toaster';

const SOFTWARE_OPTIONS = gql`
  query PlaybookSoftwareOptions {
    softwareOptions {
      id
      name
      vendor
    }
  }
`;

const EMPTY_CONTACT: PlaybookContact = { name: '', role: '', email: '', phone: '' };
const KNOWN_FORMATS: readonly string[] = DELIVERABLE_FORMATS;

export function PlaybookForm({ playbook, onDone, onReload }: { playbook: Playbook; onDone(): void; onReload(): void }) {
  const [{ data: softwareData }] = useQuery<{ softwareOptions: { id: string; name: string; vendor: string }[] }>({ query: SOFTWARE_OPTIONS });
  const [software, setSoftware] = useState<number[]>(playbook.preferred_software.map((s) => s.id));
  const [formats, setFormats] = useState<string[]>(playbook.deliverable_formats.filter((f) => KNOWN_FORMATS.includes(f)));
  const [otherFormats, setOtherFormats] = useState(playbook.deliverable_formats.filter((f) => !KNOWN_FORMATS.includes(f)).join(', '));
  const [contacts, setContacts] = useState<PlaybookContact[]>(playbook.contacts.length > 0 ? playbook.contacts : [EMPTY_CONTACT]);
  const [standards, setStandards] = useState(playbook.standards);
  const [instructions, setInstructions] = useState(playbook.instructions);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<GatewayFailure | null>(null);
  const [saved, save] = useUpdatePlaybook();

  // Offered software: the active ones, plus any the playbook names that is no longer offered.
  const options = [...(softwareData?.softwareOptions.map((s) => ({ id: Number(s.id), name: s.name })) ?? []), ...playbook.preferred_software].filter(
    (option, index, all) => all.findIndex((other) => other.id === option.id) === index,
  );

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));
  const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value));
  const changeContact = (index: number, field: keyof PlaybookContact, value: string) => {
    setContacts((current) => current.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)));
    clear(`contacts.${index}.${field}`);
  };
  const removeContact = (index: number) => {
    setContacts((current) => current.filter((_, i) => i !== index));
    // Messages follow their contacts' positions: drop them all rather than shift them.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('contacts.'))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // A contact row left wholly empty is not a contact.
    const filled = contacts.filter((c) => c.name.trim() || c.role.trim() || c.email.trim() || c.phone.trim());
    const found: Record<string, string> = {};
    const extra = otherFormats
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    if (extra.some((f) => f.length > PLAYBOOK_LIMITS.formatLength)) found.deliverable_formats = `A format may be at most ${PLAYBOOK_LIMITS.formatLength} characters`;
    if (filled.length !== contacts.length) setContacts(filled.length > 0 ? filled : [EMPTY_CONTACT]);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save({
      input: {
        preferred_software_ids: software,
        deliverable_formats: [...formats, ...extra],
        contacts: filled.map((c) => ({ name: c.name.trim(), role: c.role.trim(), email: c.email.trim(), phone: c.phone.trim() })),
        standards,
        instructions,
        revision: playbook.revision,
      },
    });
    const refused = failureOf(result.error);
    if (refused) {
      // The contacts are checked by the server's playbook contract: its messages show at their fields.
      setErrors(refused.fieldErrors);
      if (Object.keys(refused.fieldErrors).length === 0) setFailure(refused);
      return;
    }
    notify({ severity: 'success', body: 'Playbook updated successfully' });
    onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="6">
        {failure && <SaveFailureAlert failure={failure} onReload={onReload} />}
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Preferred software</Fieldset.Legend>
          <Wrap gap="4" mt="2">
            {options.map((option) => (
              <Checkbox.Root key={option.id} checked={software.includes(option.id)} onCheckedChange={(details) => setSoftware((current) => toggle(current, option.id, details.checked === true))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{option.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          {errors.preferred_software_ids && (
            <Text color="red.700" textStyle="sm">
              {errors.preferred_software_ids}
            </Text>
          )}
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Deliverable formats</Fieldset.Legend>
          <Wrap gap="4" mt="2">
            {KNOWN_FORMATS.map((format) => (
              <Checkbox.Root key={format} checked={formats.includes(format)} onCheckedChange={(details) => setFormats((current) => toggle(current, format, details.checked === true))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{format}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
          <Box mt="3" maxW="xl">
            <FormField label="Other formats" helper="Separate formats with commas." error={errors.deliverable_formats}>
              <Input
                value={otherFormats}
                onChange={(event) => {
                  setOtherFormats(event.target.value);
                  clear('deliverable_formats');
                }}
              />
            </FormField>
          </Box>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">Contacts</Fieldset.Legend>
          <Stack gap="4" mt="2">
            {contacts.map((contact, index) => (
              <Grid key={index} role="group" aria-label={`Contact ${index + 1}`} templateColumns={{ base: '1fr', md: '1fr 1fr 1fr 1fr auto' }} gap="3" alignItems="start">
                <FormField label={`Contact ${index + 1} name`} required error={errors[`contacts.${index}.name`]}>
                  <Input value={contact.name} maxLength={PLAYBOOK_LIMITS.name} onChange={(event) => changeContact(index, 'name', event.target.value)} />
                </FormField>
                <FormField label={`Contact ${index + 1} role`} error={errors[`contacts.${index}.role`]}>
                  <Input value={contact.role} maxLength={PLAYBOOK_LIMITS.role} onChange={(event) => changeContact(index, 'role', event.target.value)} />
                </FormField>
                <FormField label={`Contact ${index + 1} email`} required error={errors[`contacts.${index}.email`]}>
                  <Input type="email" value={contact.email} onChange={(event) => changeContact(index, 'email', event.target.value)} />
                </FormField>
                <FormField label={`Contact ${index + 1} phone`} error={errors[`contacts.${index}.phone`]}>
                  <Input type="tel" value={contact.phone} onChange={(event) => changeContact(index, 'phone', event.target.value)} />
                </FormField>
                <IconButton aria-label={`Remove contact ${index + 1}`} variant="ghost" mt={{ base: 0, md: '6' }} onClick={() => removeContact(index)}>
                  ✕
                </IconButton>
              </Grid>
            ))}
            {contacts.length < PLAYBOOK_LIMITS.contacts && (
              <Box>
                <Button size="sm" variant="outline" onClick={() => setContacts((current) => [...current, EMPTY_CONTACT])}>
                  Add Contact
                </Button>
              </Box>
            )}
          </Stack>
        </Fieldset.Root>
        <FormField label="Standards" error={errors.standards} helper="Classification, units, rounding, waste factors, markup colours.">
          <Textarea value={standards} maxLength={PLAYBOOK_LIMITS.text} rows={4} onChange={(event) => {
            setStandards(event.target.value);
            clear('standards');
          }} />
        </FormField>
        <FormField label="Instructions" error={errors.instructions} helper="What the estimating team should always do on your projects.">
          <Textarea value={instructions} maxLength={PLAYBOOK_LIMITS.text} rows={5} onChange={(event) => {
            setInstructions(event.target.value);
            clear('instructions');
          }} />
        </FormField>
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saved.fetching}>
            Save Playbook
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
