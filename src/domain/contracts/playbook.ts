/**
 * A customer's playbook as a save sends it (issue 6 item 7): preferred software, deliverable formats,
 * contacts (name, role, email, phone; spec §5 rules), standards and instructions. The server's update
 * body is built from it (with the revision the edit was made from), whose messages the playbook form
 * shows at its fields; `Playbook` is the playbook as the API answers it. What needs a look-up (the software
 * exist, the caller may edit) is the server's.
 */
import { z } from 'zod';
import { PLAYBOOK_LIMITS as L } from '../playbook';
import { MESSAGES } from '../validation';
import { idField, optionalPhone, requiredEmail, requiredText } from './fields';

const ROW_IS_OBJECT = { error: 'The request body must be a JSON object' };

function longText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(L.text, `${label} must be at most ${L.text} characters`)
    .optional()
    .transform((value) => value?.trim() ?? '');
}

export const playbookContactContract = z.object(
  {
    name: requiredText(L.name, 'Name'),
    role: z
      .string({ error: 'Role must be text' })
      .max(L.role, `Role must be at most ${L.role} characters`)
      .nullish()
      .transform((value) => value?.trim() ?? ''),
    email: requiredEmail,
    phone: optionalPhone.transform((value) => value ?? ''),
  },
  ROW_IS_OBJECT,
);

export const playbookContract = z.object({
  preferred_software_ids: z
    .array(idField('preferred_software_ids'), { error: 'preferred_software_ids must be a list of software ids' })
    .max(L.software, `At most ${L.software} software`)
    .transform((ids) => [...new Set(ids)]),
  deliverable_formats: z
    .array(
      z
        .string({ error: 'Each format must be text' })
        .transform((value) => value.trim())
        .pipe(z.string().min(1, MESSAGES.fieldRequired).max(L.formatLength, `A format may be at most ${L.formatLength} characters`)),
      { error: 'deliverable_formats must be a list of formats' },
    )
    .max(L.formats, `At most ${L.formats} formats`)
    .transform((formats) => [...new Set(formats)]),
  contacts: z.array(playbookContactContract, { error: 'contacts must be a list of contacts' }).max(L.contacts, `At most ${L.contacts} contacts`),
  standards: longText('Standards'),
  instructions: longText('Instructions'),
});

export type PlaybookContact = z.output<typeof playbookContactContract>;

/** What a save sends: the whole playbook, and the revision it was read at (0 for a new one). */
export type PlaybookInput = z.output<typeof playbookContract> & { revision: number };

/** A customer's playbook as the API answers it (and the gateway hands it to the screens). */
export type Playbook = Omit<z.output<typeof playbookContract>, 'preferred_software_ids'> & {
  customer: { id: number; name: string };
  preferred_software: { id: number; name: string }[];
  /** 0 while the customer has no playbook yet. */
  revision: number;
  updated_at: string | null;
  updated_by: { id: number; name: string } | null;
  can_edit: boolean;
};
